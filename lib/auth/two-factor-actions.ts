"use server";

import { z } from "zod";
import { userAction } from "@/lib/actions/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { authThrottle } from "./throttle";
import { throttled } from "./throttled";
import {
  enrollAuthenticator,
  proveCode,
  recoverSignIn,
  replaceRecoveryCodes,
  turnOff,
  verifySignIn,
  type CodeCheck,
  type Enrollment,
} from "./two-factor";
import { codeSchema, confirmAuthenticatorSchema, recoveryCodeSchema } from "./two-factor-schema";

const ISSUER = "Subscription Manager";

function refused(check: Exclude<CodeCheck, { ok: true }>, wrongKey: string, errorKey: string): ActionResult<never> {
  return check.reason === "wrongCode" ? { ok: false, fieldErrors: { code: [wrongKey] } } : fail(errorKey);
}

export const startTwoFactorAction = userAction(z.object({}), async (_input, { supabase }): Promise<ActionResult<Enrollment>> => {
  const enrollment = await enrollAuthenticator(supabase, ISSUER);
  return enrollment ? ok(enrollment) : fail("settings.twoFactor.error");
});

export const confirmTwoFactorAction = userAction(
  confirmAuthenticatorSchema,
  async ({ factorId, code }, { supabase, userId }): Promise<ActionResult<{ codes: string[] }>> => {
    const proof = await proveCode(supabase, factorId, code);
    if (!proof.ok) return refused(proof, "twoFactorWrongCode", "settings.twoFactor.error");
    const codes = await replaceRecoveryCodes(userId);
    return codes ? ok({ codes }) : fail("settings.twoFactor.codesError");
  },
);

export const renewRecoveryCodesAction = userAction(codeSchema, async ({ code }, { supabase, userId }): Promise<ActionResult<{ codes: string[] }>> => {
  const proof = await verifySignIn(supabase, code);
  if (!proof.ok) return refused(proof, "twoFactorWrongCode", "settings.twoFactor.error");
  const codes = await replaceRecoveryCodes(userId);
  return codes ? ok({ codes }) : fail("settings.twoFactor.codesError");
});

export const turnOffTwoFactorAction = userAction(codeSchema, async ({ code }, { supabase, userId }): Promise<ActionResult> => {
  const result = await turnOff(supabase, userId, code);
  return result.ok ? ok(null) : refused(result, "twoFactorWrongCode", "settings.twoFactor.error");
});

export const verifySignInAction = userAction(codeSchema, async ({ code }, { supabase }): Promise<ActionResult> => {
  const result = await verifySignIn(supabase, code);
  return result.ok ? ok(null) : refused(result, "twoFactorWrongCode", "auth.secondStep.error");
});

export const recoverSignInAction = userAction(recoveryCodeSchema, async ({ code }, { supabase, userId }): Promise<ActionResult> => {
  const { data } = await supabase.auth.getClaims();
  const throttle = await authThrottle("password", String(data?.claims.email ?? userId));
  const wait = await throttle.retryAfter();
  if (wait > 0) return throttled(wait);
  const result = await recoverSignIn(supabase, userId, code);
  if (!result.ok && result.reason === "wrongCode") await throttle.note(true);
  return result.ok ? ok(null) : refused(result, "twoFactorWrongRecovery", "auth.secondStep.error");
});
