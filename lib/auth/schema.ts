import { z } from "@/lib/zod";

export const MIN_PASSWORD_LENGTH = 8;
// bcrypt, which hosted auth uses, reads only the first 72 bytes.
export const MAX_PASSWORD_LENGTH = 72;

const required = z.string().trim().min(1, "fillAll");

export const signInSchema = z.object({
  email: required.pipe(z.email("invalidEmail")),
  password: z.string().min(1, "fillAll"),
});

const newPassword = z
  .string()
  .min(1, "fillAll")
  .min(MIN_PASSWORD_LENGTH, "passwordLength")
  .max(MAX_PASSWORD_LENGTH, "passwordTooLong");

const passwordsMatch = {
  check: (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword,
  params: { message: "passwordMismatch", path: ["confirmPassword"] },
};

export const signUpSchema = z
  .object({
    email: required.pipe(z.email("invalidEmail")),
    password: newPassword,
    confirmPassword: z.string().min(1, "fillAll"),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const forgotPasswordSchema = z.object({
  email: required.pipe(z.email("invalidEmail")),
});

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, "fillAll") })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const oauthProviderSchema = z.enum(["google", "apple"]);

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
