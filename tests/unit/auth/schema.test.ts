import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signInSchema, signUpSchema } from "@/lib/auth/schema";

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("sign-in and sign-up schemas", () => {
  it("sign-in needs both fields (fillAll)", () => {
    expect(fieldErrors(signInSchema, { email: " ", password: "" })).toEqual({
      email: ["auth.validation.fillAll"],
      password: ["auth.validation.fillAll"],
    });
    expect(signInSchema.parse({ email: " a@example.com ", password: "x" })).toEqual({ email: "a@example.com", password: "x" });
  });

  it("sign-up needs all three fields (fillAll)", () => {
    const errors = fieldErrors(signUpSchema, { email: "a@example.com", password: "secret1", confirmPassword: "" });
    expect(Object.keys(errors)).toEqual(["confirmPassword"]);
    expect(errors.confirmPassword).toContain("auth.validation.fillAll");
  });

  it("sign-up checks that the passwords match and are long enough", () => {
    expect(fieldErrors(signUpSchema, { email: "a@example.com", password: "secret1", confirmPassword: "secret2" })).toEqual({
      confirmPassword: ["auth.validation.passwordMismatch"],
    });
    expect(fieldErrors(signUpSchema, { email: "a@example.com", password: "abc", confirmPassword: "abc" }).password).toEqual([
      "auth.validation.passwordLength",
    ]);
    expect(signUpSchema.safeParse({ email: "a@example.com", password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });

  it("sign-up rejects a malformed email", () => {
    expect(fieldErrors(signUpSchema, { email: "not-an-email", password: "abcdef", confirmPassword: "abcdef" })).toEqual({
      email: ["auth.validation.invalidEmail"],
    });
  });
});
