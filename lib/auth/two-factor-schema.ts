import { z } from "zod";

/** Six digits, as authenticator apps show them (spaces allowed, as some apps group them 3 + 3). */
export const authenticatorCode = z
  .string({ error: "required" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().min(1, { error: "required" }).regex(/^\d{6}$/, { error: "twoFactorCodeFormat" }));

export const codeSchema = z.object({ code: authenticatorCode });
export const confirmAuthenticatorSchema = z.object({ factorId: z.uuid(), code: authenticatorCode });
export const recoveryCodeSchema = z.object({
  code: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(40, { error: "twoFactorRecoveryFormat" }),
});

export type CodeInput = z.input<typeof codeSchema>;
