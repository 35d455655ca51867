import { z } from "zod";

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
