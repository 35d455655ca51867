import "server-only";
import type { ServerClient } from "@/lib/supabase/server";
import { serviceClient } from "@/lib/supabase/service";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";

// Two-step sign-in with an authenticator app (TOTP), on Supabase Auth's factors. The database
// holds the rule (every table asks an aal2 session of a user with a verified factor); this module
// is the app's side: turning it on and off, and the recovery codes, which Supabase Auth does not have.

export type TwoFactorStatus =
  /** The server has no secret key, which the recovery codes need (README: Going live). */
  | { kind: "unavailable" }
  | { kind: "off" }
  | { kind: "on"; factorId: string; recoveryCodesLeft: number };

export type Enrollment = { factorId: string; qrCode: string; secret: string };

export type CodeCheck = { ok: true } | { ok: false; reason: "wrongCode" | "failed" };

/** The verified authenticator of the signed-in user, if any. */
async function verifiedFactorId(supabase: ServerClient): Promise<string | null> {
  const { data } = await supabase.auth.mfa.listFactors();
  return data?.totp.find((factor) => factor.status === "verified")?.id ?? null;
}

export async function getTwoFactorStatus(supabase: ServerClient, userId: string): Promise<TwoFactorStatus> {
  const admin = serviceClient();
  if (!admin) return { kind: "unavailable" };
  const factorId = await verifiedFactorId(supabase);
  if (!factorId) return { kind: "off" };
  const { count } = await admin
    .from("mfa_recovery_codes")
    .select("id", { count: "exact", head: true })
    .eq("user_id", userId)
    .is("used_at", null);
  return { kind: "on", factorId, recoveryCodesLeft: count ?? 0 };
}

/** A new authenticator, not yet confirmed: its QR code and secret. Earlier unconfirmed ones are dropped. */
export async function enrollAuthenticator(supabase: ServerClient, issuer: string): Promise<Enrollment | null> {
  const { data: factors } = await supabase.auth.mfa.listFactors();
  for (const factor of factors?.all ?? []) {
    if (factor.status !== "verified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", issuer, friendlyName: `${issuer} ${Date.now()}` });
  if (error || !data) return null;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Proves a code from the factor's app; the session becomes aal2. */
export async function proveCode(supabase: ServerClient, factorId: string, code: string): Promise<CodeCheck> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return { ok: true };
  return { ok: false, reason: error.code === "mfa_verification_failed" ? "wrongCode" : "failed" };
}

/** Ten new single-use recovery codes, stored hashed; the plain codes are shown once. */
export async function replaceRecoveryCodes(userId: string): Promise<string[] | null> {
  const admin = serviceClient();
  if (!admin) return null;
  const codes = generateRecoveryCodes();
  const { error } = await admin.rpc("replace_mfa_recovery_codes", {
    p_user_id: userId,
    p_hashes: codes.map((code) => hashRecoveryCode(userId, code)),
  });
  return error ? null : codes;
}

/** Turns two-factor off after a current code: the authenticator and the recovery codes go. */
export async function turnOff(supabase: ServerClient, userId: string, code: string): Promise<CodeCheck> {
  const factorId = await verifiedFactorId(supabase);
  if (!factorId) return { ok: true };
  const proof = await proveCode(supabase, factorId, code);
  if (!proof.ok) return proof;
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) return { ok: false, reason: "failed" };
  await serviceClient()?.rpc("forget_mfa_recovery_codes", { p_user_id: userId });
  return { ok: true };
}

/** The second step of a sign-in: a code from the authenticator app. */
export async function verifySignIn(supabase: ServerClient, code: string): Promise<CodeCheck> {
  const factorId = await verifiedFactorId(supabase);
  if (!factorId) return { ok: true };
  return proveCode(supabase, factorId, code);
}

/**
 * The second step with a recovery code instead: the code is used up, and two-factor is turned
 * off (the authenticator is presumably lost), so the session goes on at aal1; the user is told to
 * turn it on again.
 */
export async function recoverSignIn(supabase: ServerClient, userId: string, code: string): Promise<CodeCheck> {
  const admin = serviceClient();
  if (!admin) return { ok: false, reason: "failed" };
  const { data: used, error } = await admin.rpc("use_mfa_recovery_code", { p_user_id: userId, p_hash: hashRecoveryCode(userId, code) });
  if (error) return { ok: false, reason: "failed" };
  if (!used) return { ok: false, reason: "wrongCode" };
  const { data } = await admin.auth.admin.mfa.listFactors({ userId });
  for (const factor of data?.factors ?? []) await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
  await admin.rpc("forget_mfa_recovery_codes", { p_user_id: userId });
  await supabase.auth.refreshSession();
  return { ok: true };
}

/**
 * Whether this session still owes its second step: the user has an authenticator and signed in
 * without it. It reads the factors the session cookie carries, without a call to the auth server
 * on every page: this only decides where to send the visitor, while the database's aal2 policies
 * decide what a session may read, so a cookie edited to skip this step shows an empty account.
 * (supabase-js warns on every server read of the cookie's user; here that read is the point.)
 */
export async function needsSecondStep(supabase: ServerClient): Promise<boolean> {
  (supabase.auth as unknown as { suppressGetSessionWarning: boolean }).suppressGetSessionWarning = true;
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === "aal1" && data.nextLevel === "aal2";
}
