import type { AuthError } from "@supabase/supabase-js";

const SERVICE_MESSAGES: Record<string, string> = {
  invalid_credentials: "auth.service.invalidCredentials",
  email_not_confirmed: "auth.service.emailNotConfirmed",
  user_already_exists: "auth.service.userAlreadyExists",
  email_exists: "auth.service.userAlreadyExists",
  weak_password: "auth.service.weakPassword",
  over_request_rate_limit: "auth.service.rateLimited",
  over_email_send_rate_limit: "auth.service.rateLimited",
  signup_disabled: "auth.service.signupDisabled",
};

export function authErrorKey(error: Pick<AuthError, "code" | "status" | "name">, fallback: string): string {
  if (error.code && SERVICE_MESSAGES[error.code]) return SERVICE_MESSAGES[error.code];
  if (error.name === "AuthRetryableFetchError" || error.status === 0) return "auth.service.unreachable";
  return fallback;
}

export const AUTH_ERROR_PARAM = "auth_error";
export const AUTH_ERROR_REASONS = ["invalid_code", "provider", "account_deleted", "email_confirmed", "other_browser"] as const;
export type AuthErrorReason = (typeof AUTH_ERROR_REASONS)[number];
/** `good`: the link did its work (an email confirmed), though it could not sign this browser in. */
export type AuthErrorNotices = Record<AuthErrorReason, { title: string; description: string; good?: boolean }>;

/** Which email a link to /auth/callback came from (`?flow=`), for when this browser cannot finish it. */
export const AUTH_FLOW_PARAM = "flow";
export type AuthFlow = "signup" | "recovery";

export function isAuthFlow(value: string | null): value is AuthFlow {
  return value === "signup" || value === "recovery";
}

export function authErrorPath(reason: AuthErrorReason): string {
  return `/?${AUTH_ERROR_PARAM}=${reason}`;
}
