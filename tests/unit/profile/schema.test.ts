import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, isDeleteConfirmed, profileSchema } from "@/lib/profile/schema";
import { locales } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const messages = { en, es, "zh-TW": zhTW };

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("profile schema", () => {
  it("saves a blank nickname as null", () => {
    expect(profileSchema.parse({ nickname: "", defaultCurrency: "EUR" })).toEqual({ nickname: null, defaultCurrency: "EUR" });
  });

  it("offers all six currencies and checks the nickname", () => {
    for (const currency of ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"]) {
      expect(profileSchema.parse({ nickname: "", defaultCurrency: currency }).defaultCurrency).toBe(currency);
    }
    expect(profileSchema.parse({ nickname: " Ann ", defaultCurrency: "CNY" })).toEqual({ nickname: "Ann", defaultCurrency: "CNY" });
    expect(fieldErrors(profileSchema, { nickname: "n".repeat(101), defaultCurrency: "" })).toEqual({
      nickname: ["nicknameTooLong"],
      defaultCurrency: ["invalidCurrency"],
    });
  });

  it("has no email: the sign-in email changes only through its own confirmation links", () => {
    expect(profileSchema.parse({ email: "victim@example.org", nickname: "", defaultCurrency: "TWD" })).not.toHaveProperty("email");
  });
});

describe("change email schema", () => {
  it("takes one address, trimmed and in lower case", () => {
    expect(changeEmailSchema.parse({ email: "  New@Example.COM " })).toEqual({ email: "new@example.com", password: "" });
    expect(changeEmailSchema.parse({ email: "a@example.org", password: " secret " })).toEqual({ email: "a@example.org", password: " secret " });
  });

  it("refuses lists, names with addresses and anything that is not one address", () => {
    for (const email of ["a@example.org,b@example.org", "a@example.org; b@example.org", "Ann <a@example.org>", "a b@example.org", "nope", `${"a".repeat(250)}@x.org`]) {
      expect(fieldErrors(changeEmailSchema, { email }), email).toEqual({ email: ["invalidEmail"] });
    }
    expect(fieldErrors(changeEmailSchema, { email: "  " })).toEqual({ email: ["required"] });
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

  it("needs matching passwords of 8 to 72 characters", () => {
    expect(changePasswordSchema.safeParse(filled).success).toBe(true);
    expect(fieldErrors(changePasswordSchema, { ...filled, confirmPassword: "other-secret" })).toEqual({ confirmPassword: ["newPasswordMismatch"] });
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: "1234567", confirmPassword: "1234567" })).toEqual({ newPassword: ["newPasswordLength"] });
    expect(changePasswordSchema.safeParse({ ...filled, newPassword: "12345678", confirmPassword: "12345678" }).success).toBe(true);
    const long = "p".repeat(73);
    expect(fieldErrors(changePasswordSchema, { ...filled, newPassword: long, confirmPassword: long })).toEqual({ newPassword: ["newPasswordTooLong"] });
  });
});

describe("delete account confirmation", () => {
  it("accepts DELETE in any case with surrounding spaces", () => {
    for (const word of ["DELETE", " delete ", "Delete"]) expect(isDeleteConfirmed(word), word).toBe(true);
  });

  it("accepts the word each language's dialog shows, Spanish's ELIMINAR included", () => {
    for (const locale of locales) {
      const word = (messages[locale] as typeof en).account.deleteDialog.word;
      expect(isDeleteConfirmed(word), locale).toBe(true);
      expect(isDeleteConfirmed(` ${word.toLowerCase()} `), locale).toBe(true);
    }
    expect(en.account.deleteDialog.word).toBe("DELETE");
    expect(es.account.deleteDialog.word).toBe("ELIMINAR");
    expect(isDeleteConfirmed("eliminar")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const word of ["", "remove", "DELET", "DELETE!", "D E L E T E", "ELIMINA", "borrar"]) expect(isDeleteConfirmed(word), word).toBe(false);
  });

  it("carries a password or the typed word, which the action checks against the account", () => {
    expect(deleteAccountSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(deleteAccountSchema.parse({ confirmation: "delete" })).toEqual({ confirmation: "delete" });
    expect(deleteAccountSchema.safeParse({ password: "p".repeat(145) }).success).toBe(false);
  });
});
