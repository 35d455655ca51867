import { describe, expect, it } from "vitest";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/recovery-codes";

const USER = "11111111-1111-4111-8111-111111111111";

describe("two-factor recovery codes", () => {
  it("come ten at a time, distinct, in an unambiguous alphabet", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it("are stored only as a per-user SHA-256 the database's check accepts", () => {
    const [code] = generateRecoveryCodes();
    const hash = hashRecoveryCode(USER, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace("-", ""));
    expect(hashRecoveryCode("22222222-2222-4222-8222-222222222222", code)).not.toBe(hash);
  });

  it("match however the user types them back", () => {
    const hash = hashRecoveryCode(USER, "7KQ4M-XH2PD");
    expect(hashRecoveryCode(USER, "7kq4m xh2pd")).toBe(hash);
    expect(hashRecoveryCode(USER, " 7KQ4MXH2PD ")).toBe(hash);
    expect(hashRecoveryCode(USER, "7KQ4M-XH2PE")).not.toBe(hash);
  });
});
