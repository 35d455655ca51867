import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signInSchema, signUpSchema } from "@/lib/subscriptions/auth-schema";
import { createCategorySchema, updateCategorySchema } from "@/lib/subscriptions/category-schema";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "@/lib/subscriptions/profile-schema";

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("category schema", () => {
  it("trims the name, blanks the description to null and defaults the colour to black", () => {
    expect(createCategorySchema.parse({ name: "  Streaming ", description: "   " })).toEqual({
      name: "Streaming",
      description: null,
      color: "#000000",
    });
    expect(createCategorySchema.parse({ name: "Work", description: " Tools ", color: "#3498db" })).toEqual({
      name: "Work",
      description: "Tools",
      color: "#3498DB",
    });
  });

  it("rejects a blank or long name, a long description and a malformed colour", () => {
    expect(fieldErrors(createCategorySchema, { name: " " })).toEqual({ name: ["required"] });
    expect(fieldErrors(createCategorySchema, { name: "x".repeat(101) })).toEqual({ name: ["nameTooLong"] });
    expect(fieldErrors(createCategorySchema, { name: "a", description: "d".repeat(501) })).toEqual({ description: ["descriptionTooLong"] });
    for (const color of ["red", "#FFF", "#GGGGGG", "#1234567"]) {
      expect(fieldErrors(createCategorySchema, { name: "a", color }), color).toEqual({ color: ["invalidColor"] });
    }
  });

  it("needs an id to update", () => {
    expect(fieldErrors(updateCategorySchema, { name: "a" })).toEqual({ id: ["invalidId"] });
  });
});

describe("profile schema", () => {
  it("saves a blank email or nickname as null", () => {
    expect(profileSchema.parse({ email: " ", nickname: "", defaultCurrency: "EUR" })).toEqual({
      email: null,
      nickname: null,
      defaultCurrency: "EUR",
    });
  });

  it("offers all six currencies and checks email and nickname", () => {
    expect(profileSchema.parse({ email: "a@example.com", nickname: " Ann ", defaultCurrency: "CNY" })).toEqual({
      email: "a@example.com",
      nickname: "Ann",
      defaultCurrency: "CNY",
    });
    expect(fieldErrors(profileSchema, { email: "nope", nickname: "n".repeat(101), defaultCurrency: "" })).toEqual({
      email: ["invalidEmail"],
      nickname: ["nicknameTooLong"],
      defaultCurrency: ["invalidCurrency"],
    });
  });
});

describe("change password schema", () => {
  const filled = { currentPassword: "old-secret", newPassword: "new-secret", confirmPassword: "new-secret" };

  it("requires all three fields", () => {
    expect(fieldErrors(changePasswordSchema, { currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      currentPassword: ["required"],
      newPassword: ["required"],
      confirmPassword: ["required"],
    });
  });

  it("needs matching passwords of 6 to 72 characters", () => {
    expect(changePasswordSchema.safeParse(filled).success).toBe(true);
    expect(fieldErrors(changePasswordSchema, { ...filled, confirmPassword: "other-secret" })).toEqual({ confirmPassword: ["passwordMismatch"] });
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: "12345", confirmPassword: "12345" })).toEqual({ newPassword: ["passwordLength"] });
    expect(changePasswordSchema.safeParse({ ...filled, newPassword: "123456", confirmPassword: "123456" }).success).toBe(true);
    const long = "p".repeat(73);
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: long, confirmPassword: long })).toEqual({ newPassword: ["passwordTooLong"] });
  });
});

describe("delete account schema", () => {
  it("accepts DELETE in any case with surrounding spaces", () => {
    expect(deleteAccountSchema.safeParse({ confirmation: " delete " }).success).toBe(true);
    expect(fieldErrors(deleteAccountSchema, { confirmation: "remove" })).toEqual({ confirmation: ["deleteConfirmation"] });
  });
});

describe("sign-in and sign-up schemas", () => {
  it("sign-in needs both fields (fillAll)", () => {
    expect(fieldErrors(signInSchema, { email: " ", password: "" })).toEqual({ email: ["fillAll"], password: ["fillAll"] });
    expect(signInSchema.parse({ email: " a@example.com ", password: "x" })).toEqual({ email: "a@example.com", password: "x" });
  });

  it("sign-up needs all three fields (fillAll)", () => {
    expect(fieldErrors(signUpSchema, { email: "a@example.com", password: "secret1" })).toEqual({ confirmPassword: ["fillAll"] });
  });

  it("sign-up checks the passwords match, then their length", () => {
    expect(fieldErrors(signUpSchema, { email: "a@example.com", password: "secret1", confirmPassword: "secret2" })).toEqual({
      confirmPassword: ["passwordMismatch"],
    });
    expect(fieldErrors(signUpSchema, { email: "a@example.com", password: "abc", confirmPassword: "abc" })).toEqual({
      password: ["passwordLength"],
    });
    expect(signUpSchema.safeParse({ email: "a@example.com", password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });

  it("sign-up rejects a malformed email", () => {
    expect(fieldErrors(signUpSchema, { email: "not-an-email", password: "abcdef", confirmPassword: "abcdef" })).toEqual({
      email: ["invalidEmail"],
    });
  });
});
