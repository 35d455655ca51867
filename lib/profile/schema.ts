import { z } from "@/lib/zod";
import { currencySchema } from "@/lib/currency/schema";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/schema";
import { optionalText } from "@/lib/forms/fields";

export const NICKNAME_MAX_LENGTH = 100;
export const DELETE_CONFIRMATION_WORD = "DELETE";

const optionalEmailField = z.preprocess(
  (value: string | null | undefined) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
  z.email({ error: "invalidEmail" }).max(320, { error: "invalidEmail" }).nullable(),
);

export const profileSchema = z.object({
  email: optionalEmailField,
  nickname: optionalText(NICKNAME_MAX_LENGTH, "nicknameTooLong"),
  defaultCurrency: currencySchema,
});

const requiredPassword = z.string({ error: "required" }).min(1, { error: "required" });

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword,
    newPassword: requiredPassword,
    confirmPassword: requiredPassword,
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (!newPassword || !confirmPassword) return;
    if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: "custom", message: "newPasswordMismatch", path: ["confirmPassword"] });
    } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: "newPasswordLength", path: ["newPassword"] });
    } else if (newPassword.length > MAX_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: "newPasswordTooLong", path: ["newPassword"] });
    }
  });

/** Account deletion asks the user to type DELETE (any case, surrounding spaces ignored). */
export function isDeleteConfirmed(value: string): boolean {
  return value.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
}

export const deleteAccountSchema = z.object({
  confirmation: z.string({ error: "deleteConfirmation" }).refine(isDeleteConfirmed, { error: "deleteConfirmation" }),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
