import { describe, expect, it } from "vitest";
import { identityOf, safeAvatarUrl, signInProviderOf } from "@/lib/auth/identity";

const googleClaims = {
  email: "mei.lin@example.com",
  app_metadata: { provider: "google", providers: ["google"] },
  user_metadata: { full_name: "Mei Lin", name: "Mei", avatar_url: "https://lh3.googleusercontent.com/a/photo=s96-c" },
};

describe("identityOf", () => {
  it("shows a Google account's name and picture, as Google gives them", () => {
    expect(identityOf(googleClaims)).toEqual({
      email: "mei.lin@example.com",
      provider: "google",
      name: "Mei Lin",
      avatarUrl: "https://lh3.googleusercontent.com/a/photo=s96-c",
    });
  });

  it("falls back to name and picture when full_name and avatar_url are missing (Apple gives no picture)", () => {
    expect(identityOf({ ...googleClaims, user_metadata: { name: "Mei", picture: "https://example.com/p.png" } })).toMatchObject({
      name: "Mei",
      avatarUrl: "https://example.com/p.png",
    });
    expect(
      identityOf({ email: "a@example.com", app_metadata: { provider: "apple", providers: ["apple"] }, user_metadata: { full_name: "Ana" } }),
    ).toEqual({ email: "a@example.com", provider: "apple", name: "Ana", avatarUrl: null });
  });

  it("treats an account with a password as a password account, whatever else it is linked to", () => {
    const identity = identityOf({ ...googleClaims, app_metadata: { provider: "email", providers: ["email", "google"] } });
    expect(identity).toEqual({ email: "mei.lin@example.com", provider: null, name: null, avatarUrl: null });
  });

  it("survives claims with missing or malformed metadata", () => {
    expect(identityOf({})).toEqual({ email: "", provider: null, name: null, avatarUrl: null });
    expect(identityOf({ email: 7, app_metadata: "google", user_metadata: ["x"] })).toEqual({
      email: "",
      provider: null,
      name: null,
      avatarUrl: null,
    });
    expect(identityOf({ ...googleClaims, user_metadata: { full_name: "   ", avatar_url: 42 } })).toMatchObject({ name: null, avatarUrl: null });
  });

  it("cuts a very long name", () => {
    expect(identityOf({ ...googleClaims, user_metadata: { full_name: "x".repeat(500) } }).name).toHaveLength(80);
  });
});

describe("safeAvatarUrl", () => {
  it("keeps https pictures and inline base64 images", () => {
    expect(safeAvatarUrl("https://lh3.googleusercontent.com/a/x")).toBe("https://lh3.googleusercontent.com/a/x");
    expect(safeAvatarUrl("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")).toBe("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=");
  });

  it("drops anything a user could put in their own metadata that is not a picture over https", () => {
    for (const value of [
      "http://example.com/a.png",
      "javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//example.com/a.png",
      "not a url",
      `https://example.com/${"a".repeat(20_000)}`,
      null,
      {},
    ]) {
      expect(safeAvatarUrl(value)).toBeNull();
    }
  });
});

describe("signInProviderOf", () => {
  it("names the provider only when there is no password", () => {
    expect(signInProviderOf(["google"])).toBe("google");
    expect(signInProviderOf(["apple"])).toBe("apple");
    expect(signInProviderOf(["email", "google"])).toBeNull();
    expect(signInProviderOf([])).toBeNull();
  });
});
