import type { User } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { accountOf, RECENT_SIGN_IN_SECONDS, signedInRecently } from "@/lib/profile/account";

function user(providers: string[], extra: Partial<User> = {}): Pick<User, "email" | "new_email" | "identities" | "app_metadata"> {
  return {
    email: "ann@example.com",
    app_metadata: { provider: providers[0], providers },
    identities: providers.map((provider) => ({ provider }) as NonNullable<User["identities"]>[number]),
    ...extra,
  };
}

describe("accountOf", () => {
  it("confirms with the password when the account has one, Google or Apple linked or not", () => {
    expect(accountOf(user(["email"]))).toEqual({ email: "ann@example.com", pendingEmail: null, hasPassword: true, provider: null });
    expect(accountOf(user(["email", "google"]))).toMatchObject({ hasPassword: true, provider: null });
  });

  it("names the provider of an account without a password", () => {
    expect(accountOf(user(["google"]))).toMatchObject({ hasPassword: false, provider: "google" });
    expect(accountOf(user(["apple"]))).toMatchObject({ hasPassword: false, provider: "apple" });
  });

  it("shows the address awaiting both confirmation links", () => {
    expect(accountOf(user(["email"], { new_email: "new@example.com" })).pendingEmail).toBe("new@example.com");
    expect(accountOf(user(["email"], { new_email: "" })).pendingEmail).toBeNull();
  });
});

describe("signedInRecently", () => {
  const now = 1_800_000_000;

  it("takes the session's latest sign-in from its amr claim", () => {
    expect(signedInRecently([{ method: "oauth", timestamp: now - 60 }], now)).toBe(true);
    expect(signedInRecently([{ method: "oauth", timestamp: now - RECENT_SIGN_IN_SECONDS }], now)).toBe(true);
    expect(signedInRecently([{ method: "oauth", timestamp: now - RECENT_SIGN_IN_SECONDS - 1 }], now)).toBe(false);
    expect(signedInRecently([{ method: "oauth", timestamp: now - 3600 }, { method: "otp", timestamp: now - 10 }], now)).toBe(true);
  });

  it("is false without a usable claim", () => {
    for (const amr of [undefined, null, "oauth", [], [{ method: "oauth" }], [{ method: "oauth", timestamp: "now" }]]) {
      expect(signedInRecently(amr, now), JSON.stringify(amr)).toBe(false);
    }
  });
});
