// The URLs GoTrue sends browsers to: error parameters, the implicit-flow fragment, the PKCE code.
import type { AuthApiError } from "./errors";
import type { TokenResponse } from "./sessions";

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

function sortedParams(entries: Record<string, string>, base = new URLSearchParams()): string {
  for (const [key, value] of Object.entries(entries)) base.set(key, value);
  base.sort();
  return base.toString();
}

export function errorRedirect(target: string, error: AuthApiError, pkce: boolean): string {
  const url = new URL(target);
  const params: Record<string, string> = { error_code: error.code, error_description: error.message };
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) params.error = oauthError;
  if (pkce) url.search = sortedParams(params, url.searchParams);
  url.hash = sortedParams({ ...params, sb: "" });
  return url.toString();
}

export function sessionFragment(target: string, session: TokenResponse, type?: string): string {
  const fragment = sortedParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: "bearer",
    ...(type ? { type } : {}),
  });
  return `${target.split("#")[0]}#${fragment}&sb=`;
}

export function withCode(target: string, code: string): string {
  const url = new URL(target);
  url.search = sortedParams({ code }, url.searchParams);
  return url.toString();
}

