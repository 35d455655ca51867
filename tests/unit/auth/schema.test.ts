import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "@/lib/auth/schema";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];
}

describe("sign-in schema", () => {
  it("asks to fill out all fields when either is empty", () => {
    expect(messages(signInSchema.safeParse({ email: "", password: "" }))).toEqual(["auth.validation.fillAll"]);
    expect(messages(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["auth.validation.fillAll"]);
    expect(messages(signInSchema.safeParse({ email: "  ", password: "x" }))).toEqual(["auth.validation.fillAll"]);
  });

  it("trims the email", () => {
    expect(signInSchema.parse({ email: " a@b.co ", password: "x" }).email).toBe("a@b.co");
  });
});

describe("sign-up schema", () => {
  const valid = { email: "a@b.co", password: "secret", confirmPassword: "secret" };

  it("accepts matching passwords of at least 6 characters", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, email: "" }, "auth.validation.fillAll"],
    [{ ...valid, confirmPassword: "" }, "auth.validation.fillAll"],
    [{ ...valid, password: "12345", confirmPassword: "12345" }, "auth.validation.passwordLength"],
    [{ ...valid, confirmPassword: "secreT" }, "auth.validation.passwordMismatch"],
    [{ ...valid, email: "not-an-email" }, "auth.validation.invalidEmail"],
    [{ ...valid, password: "x".repeat(73), confirmPassword: "x".repeat(73) }, "auth.validation.passwordTooLong"],
  ])("rejects %o with %s", (input, message) => {
    expect(messages(signUpSchema.safeParse(input))).toContain(message);
  });
});
