import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./profile-schema";

const filledEmail = z.string({ error: "fillAll" }).trim().min(1, { error: "fillAll" });
const filledPassword = z.string({ error: "fillAll" }).min(1, { error: "fillAll" });

export const signInSchema = z.object({
  email: filledEmail,
  password: filledPassword,
});

export const signUpSchema = z
  .object({
    email: filledEmail.pipe(z.email({ error: "invalidEmail" })),
    password: filledPassword,
    confirmPassword: filledPassword,
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (!password || !confirmPassword) return;
    if (password !== confirmPassword) {
      ctx.addIssue({ code: "custom", message: "passwordMismatch", path: ["confirmPassword"] });
    } else if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", message: "passwordLength", path: ["password"] });
    } else if (password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", message: "passwordTooLong", path: ["password"] });
    }
  });

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
