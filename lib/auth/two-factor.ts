import "server-only";
import type { ServerClient } from "@/lib/supabase/server";
import { serviceClient } from "@/lib/supabase/service";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";

export type TwoFactorStatus =
  | { kind: "unavailable" }
  | { kind: "off" }
  | { kind: "on"; factorId: string; recoveryCodesLeft: number };

export type Enrollment = { factorId: string; qrCode: string; secret: string };

export type CodeCheck = { ok: true } | { ok: false; reason: "wrongCode" | "failed" };

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

export async function enrollAuthenticator(supabase: ServerClient, issuer: string): Promise<Enrollment | null> {
  const { data: factors } = await supabase.auth.mfa.listFactors();
  for (const factor of factors?.all ?? []) {
    if (factor.status !== "verified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", issuer, friendlyName: `${issuer} ${Date.now()}` });
  if (error || !data) return null;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export async function proveCode(supabase: ServerClient, factorId: string, code: string): Promise<CodeCheck> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return { ok: true };
  return { ok: false, reason: error.code === "mfa_verification_failed" ? "wrongCode" : "failed" };
}

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

export async function verifySignIn(supabase: ServerClient, code: string): Promise<CodeCheck> {
  const factorId = await verifiedFactorId(supabase);
  if (!factorId) return { ok: true };
  return proveCode(supabase, factorId, code);
}

// The recovery code is used up and two-factor turns off (the authenticator is presumably lost).
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

// Reads the cookie's factors, no call: the database's aal2 policies decide what a session may read.
export async function needsSecondStep(supabase: ServerClient): Promise<boolean> {
  (supabase.auth as unknown as { suppressGetSessionWarning: boolean }).suppressGetSessionWarning = true;
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === "aal1" && data.nextLevel === "aal2";
}
