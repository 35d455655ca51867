// TOTP two-factor against the local auth server, driven by supabase-js's auth.mfa API: enroll,
// challenge, verify (the session becomes aal2, amr "totp"), sign in again at aal1, and unenroll.
// GoTrue answers the QR code as bare SVG; supabase-js makes it a data URL.
import { describe, expect, it } from "vitest";
import { totpAt } from "@/supabase/local/auth/totp";
import { anonClient, createTestUser, serviceClient } from "./support";

const now = () => Math.floor(Date.now() / 1000);

describe("TOTP factors", () => {
  it("enrolls with a QR code and secret, verifies to aal2, and asks for aal2 at the next sign-in", async () => {
    const user = await createTestUser("mfa");
    const { client } = user;
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone", issuer: "Subscription Manager" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe("totp");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1" });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: "000000" === totpAt(factor.totp.secret, now()) ? "111111" : "000000" });
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpAt(factor.totp.secret, now()) });
    expect(verified.error).toBeNull();
    const aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!;
    expect(aal.currentLevel).toBe("aal2");
    expect(aal.currentAuthenticationMethods.map((entry) => (typeof entry === "string" ? entry : entry.method))).toEqual(["password", "totp"]);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((entry) => [entry.id, entry.status])).toEqual([[factor.id, "verified"]]);

    const again = anonClient();
    await again.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refused = await again.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.code).toBe("insufficient_aal");
    const second = await again.auth.mfa.enroll({ factorType: "totp", friendlyName: "Other" });
    expect(second.error?.code).toBe("insufficient_aal");

    const proof = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpAt(factor.totp.secret, now() - 30) });
    expect(proof.error).toBeNull();
    expect((await again.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    expect((await again.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("refuses an old code, a used challenge and another user's factor", async () => {
    const owner = await createTestUser("mfa-owner");
    const other = await createTestUser("mfa-other");
    const { data: factor } = await owner.client.auth.mfa.enroll({ factorType: "totp" });
    const { data: challenge } = await owner.client.auth.mfa.challenge({ factorId: factor!.id });
    const stale = await owner.client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: totpAt(factor!.totp.secret, now() - 90) });
    expect(stale.error?.code).toBe("mfa_verification_failed");
    const code = totpAt(factor!.totp.secret, now());
    expect((await owner.client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code })).error).toBeNull();
    const reused = await owner.client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(reused.error?.code).toBe("mfa_challenge_not_found");
    const foreign = await other.client.auth.mfa.challenge({ factorId: factor!.id });
    expect(foreign.error?.code).toBe("mfa_factor_not_found");
  });

  it("lets the service role list and remove a user's factors, lowering the sessions they raised", async () => {
    const user = await createTestUser("mfa-admin");
    const { data: factor } = await user.client.auth.mfa.enroll({ factorType: "totp" });
    await user.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpAt(factor!.totp.secret, now()) });
    expect((await user.client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");

    const admin = serviceClient();
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.data?.factors.map((entry) => [entry.id, entry.status])).toEqual([[factor!.id, "verified"]]);
    expect((await user.client.auth.admin.mfa.listFactors({ userId: user.id })).error).not.toBeNull();

    const removed = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor!.id });
    expect(removed.error).toBeNull();
    expect((await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor!.id })).error?.code).toBe("mfa_factor_not_found");
    const refreshed = await user.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await user.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });
});
