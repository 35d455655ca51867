import type { NextRequest } from "next/server";
import { redirectWithin, safeNextPath } from "@/lib/auth/safe-redirect";
import { createClient } from "@/lib/supabase/server";
import { authErrorPath } from "@/lib/auth/errors";

/** Exchanges the code from an email confirmation or an OAuth provider for a session. */
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
  const { error } = await supabase.auth.exchangeCodeForSession(code).catch((cause: Error) => ({ error: cause }));
  if (error) return redirectWithin(authErrorPath("invalid_code"));
  return redirectWithin(next);
}
