import { describe, expect, it } from "vitest";
import { codeSchema, confirmAuthenticatorSchema, recoveryCodeSchema } from "@/lib/auth/two-factor-schema";

describe("two-step sign-in codes", () => {
  it("takes six digits, also as an app groups them (123 456)", () => {
    expect(codeSchema.parse({ code: "123456" })).toEqual({ code: "123456" });
    expect(codeSchema.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
  });

  it("says what is wrong with anything else", () => {
    const message = (code: unknown) => codeSchema.safeParse({ code }).error?.issues[0].message;
    expect(message("")).toBe("required");
    expect(message("12345")).toBe("twoFactorCodeFormat");
    expect(message("1234567")).toBe("twoFactorCodeFormat");
    expect(message("12a456")).toBe("twoFactorCodeFormat");
    expect(message(undefined)).toBe("required");
  });

  it("confirms a factor only by its id", () => {
    expect(confirmAuthenticatorSchema.safeParse({ factorId: "not-an-id", code: "123456" }).success).toBe(false);
    expect(confirmAuthenticatorSchema.safeParse({ factorId: "0b9a4f3e-4d7c-4a43-9f53-2c7c5c3e2a10", code: "123456" }).success).toBe(true);
  });

  it("takes a recovery code as typed, within a length", () => {
    expect(recoveryCodeSchema.parse({ code: " 7kq4m-xh2pd " })).toEqual({ code: "7kq4m-xh2pd" });
    expect(recoveryCodeSchema.safeParse({ code: "" }).error?.issues[0].message).toBe("required");
    expect(recoveryCodeSchema.safeParse({ code: "x".repeat(41) }).error?.issues[0].message).toBe("twoFactorRecoveryFormat");
  });
});
