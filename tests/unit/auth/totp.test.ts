import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, newTotpSecret, totpAt, totpMatches, totpUri } from "@/supabase/local/auth/totp";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits, 30-second steps.
const SEED = Buffer.from("12345678901234567890", "ascii");
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("gives the RFC's SHA-1 code at T=%i", (time, code) => {
    expect(hotp(SEED, Math.floor(time / 30), 8)).toBe(code);
    expect(totpAt(base32Encode(SEED), time)).toBe(code.slice(-6));
  });

  it("accepts one 30-second step of skew either way, and nothing further", () => {
    const secret = base32Encode(SEED);
    const now = 1111111111;
    expect(totpMatches(secret, totpAt(secret, now), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now - 30), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now + 30), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now - 60), now)).toBe(false);
    expect(totpMatches(secret, totpAt(secret, now + 60), now)).toBe(false);
    expect(totpMatches(secret, "12345", now)).toBe(false);
    expect(totpMatches(secret, "abcdef", now)).toBe(false);
  });

  it("round-trips base32 secrets of 20 random bytes, and names them in an otpauth URI", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    const uri = new URL(totpUri(secret, "Subscription Manager", "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Subscription Manager:ada@example.com");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("period")).toBe("30");
  });
});
