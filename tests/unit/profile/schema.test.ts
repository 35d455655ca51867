import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema, deleteAccountSchema, isDeleteConfirmed, profileSchema } from "@/lib/profile/schema";

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("profile schema", () => {
  it("saves a blank email or nickname as null", () => {
    expect(profileSchema.parse({ email: " ", nickname: "", defaultCurrency: "EUR" })).toEqual({
      email: null,
      nickname: null,
      defaultCurrency: "EUR",
    });
  });

  it("offers all six currencies and checks email and nickname", () => {
    for (const currency of ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"]) {
      expect(profileSchema.parse({ email: "", nickname: "", defaultCurrency: currency }).defaultCurrency).toBe(currency);
    }
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
    expect(fieldErrors(changePasswordSchema, { ...filled, confirmPassword: "other-secret" })).toEqual({ confirmPassword: ["newPasswordMismatch"] });
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: "12345", confirmPassword: "12345" })).toEqual({ newPassword: ["newPasswordLength"] });
    expect(changePasswordSchema.safeParse({ ...filled, newPassword: "123456", confirmPassword: "123456" }).success).toBe(true);
    const long = "p".repeat(73);
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: long, confirmPassword: long })).toEqual({ newPassword: ["newPasswordTooLong"] });
  });
});

describe("delete account confirmation", () => {
  it("accepts DELETE in any case with surrounding spaces", () => {
    for (const word of ["DELETE", " delete ", "Delete"]) {
      expect(isDeleteConfirmed(word), word).toBe(true);
      expect(deleteAccountSchema.safeParse({ confirmation: word }).success).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const word of ["", "remove", "DELET", "DELETE!", "D E L E T E"]) expect(isDeleteConfirmed(word), word).toBe(false);
    expect(fieldErrors(deleteAccountSchema, { confirmation: "remove" })).toEqual({ confirmation: ["deleteConfirmation"] });
  });
});
