import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "@/lib/auth/schema";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];
}

describe("sign-in schema", () => {
  it("asks to fill out all fields when either is empty", () => {
    expect(messages(signInSchema.safeParse({ email: "", password: "" }))).toEqual(["fillAll"]);
    expect(messages(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["fillAll"]);
    expect(messages(signInSchema.safeParse({ email: "  ", password: "x" }))).toEqual(["fillAll"]);
  });

  it("trims the email", () => {
    expect(signInSchema.parse({ email: " a@b.co ", password: "x" }).email).toBe("a@b.co");
  });
});

describe("sign-up schema", () => {
  const valid = { email: "a@b.co", password: "secret-8", confirmPassword: "secret-8" };

  it("accepts matching passwords of at least 8 characters", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, email: "" }, "fillAll"],
    [{ ...valid, confirmPassword: "" }, "fillAll"],
    [{ ...valid, password: "1234567", confirmPassword: "1234567" }, "passwordLength"],
    [{ ...valid, confirmPassword: "secreT-8" }, "passwordMismatch"],
    [{ ...valid, email: "not-an-email" }, "invalidEmail"],
    [{ ...valid, password: "x".repeat(73), confirmPassword: "x".repeat(73) }, "passwordTooLong"],
  ])("rejects %o with %s", (input, message) => {
    expect(messages(signUpSchema.safeParse(input))).toContain(message);
  });
});
