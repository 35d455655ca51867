import { decodeJwt } from "jose";
import type { NextRequest } from "next/server";
import { redirectWithin, safeNextPath } from "@/lib/auth/safe-redirect";
import { createClient } from "@/lib/supabase/server";
import { AUTH_FLOW_PARAM, authErrorPath, isAuthFlow, type AuthErrorReason, type AuthFlow } from "@/lib/auth/errors";
import { RESET_PASSWORD_PATH, isRecoverySession } from "@/lib/auth/recovery";

/** What a link opened in another browser than the one that asked has still done, or not. */
const OPENED_ELSEWHERE: Record<AuthFlow, AuthErrorReason> = { signup: "email_confirmed", recovery: "other_browser" };

export async function GET(request: NextRequest) {
  const { searchParams, origin } = request.nextUrl;
  const next = safeNextPath(searchParams.get("next"), origin);
  const code = searchParams.get("code");

  if (searchParams.has("error") || searchParams.has("error_code")) {
    const reason = searchParams.get("error_code") === "otp_expired" ? "invalid_code" : "provider";
    return redirectWithin(authErrorPath(reason));
  }
  if (!code) return redirectWithin(authErrorPath("invalid_code"));

  const supabase = await createClient();
  const { data, error } = await supabase.auth
    .exchangeCodeForSession(code)
    .catch((cause: Error) => ({ data: null, error: cause }));
  if (error && "code" in error && error.code === "pkce_code_verifier_not_found") {
    // Opened in another browser than the one that asked (the confirmation email read on a phone):
    // the auth server has already confirmed the address, but only the asking browser can sign in.
    const flow = searchParams.get(AUTH_FLOW_PARAM);
    if (isAuthFlow(flow)) return redirectWithin(authErrorPath(OPENED_ELSEWHERE[flow]));
  }
  if (error || !data?.session) return redirectWithin(authErrorPath("invalid_code"));
  if (isRecoverySession(decodeJwt(data.session.access_token))) return redirectWithin(RESET_PASSWORD_PATH);
  return redirectWithin(next);
}
