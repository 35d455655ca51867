import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;

const required = z.string().trim().min(1, "auth.validation.fillAll");

export const signInSchema = z.object({
  email: required.pipe(z.email("auth.validation.invalidEmail")),
  password: z.string().min(1, "auth.validation.fillAll"),
});

export const signUpSchema = z
  .object({
    email: required.pipe(z.email("auth.validation.invalidEmail")),
    password: z
      .string()
      .min(1, "auth.validation.fillAll")
      .min(MIN_PASSWORD_LENGTH, "auth.validation.passwordLength")
      .max(MAX_PASSWORD_LENGTH, "auth.validation.passwordTooLong"),
    confirmPassword: z.string().min(1, "auth.validation.fillAll"),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "auth.validation.passwordMismatch",
    path: ["confirmPassword"],
  });

export const oauthProviderSchema = z.enum(["google", "apple"]);

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
