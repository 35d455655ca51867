import { z } from "@/lib/zod";
import { currencySchema } from "@/lib/currency/schema";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/schema";
import { optionalText } from "@/lib/forms/fields";

export const NICKNAME_MAX_LENGTH = 100;
export const DELETE_CONFIRMATION_WORD = "DELETE";
export const DELETE_CONFIRMATION_WORDS = [DELETE_CONFIRMATION_WORD, "ELIMINAR", "刪除"] as const;
export const ACCOUNT_ERASED_AFTER_DAYS = 30;

export const profileSchema = z.object({
  nickname: optionalText(NICKNAME_MAX_LENGTH, "nicknameTooLong"),
  defaultCurrency: currencySchema,
});

export const changeEmailSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.string({ error: "required" }).min(1, { error: "required" }).pipe(z.email({ error: "invalidEmail" }).max(254, { error: "invalidEmail" })),
  ),
  password: z.string().max(MAX_PASSWORD_LENGTH * 2).default(""),
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

export function isDeleteConfirmed(value: string): boolean {
  const typed = value.trim().toLocaleUpperCase();
  return DELETE_CONFIRMATION_WORDS.some((word) => word === typed);
}

export const deleteAccountSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH * 2).optional(),
  confirmation: z.string().optional(),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
