/**
 * What a failed digest records and a user sees: a fixed code, never a provider's or a database's
 * own words (those go to the function's log only). Push answers keep only their HTTP status class.
 */
export const DIGEST_ERROR_CODES = [
  "plan_failed",
  "render_failed",
  "mail_unreachable",
  "mail_refused",
  "mail_not_configured",
  "push_unreachable",
  "push_refused",
  "push_encrypt_failed",
  "push_not_configured",
  "push_endpoint_refused",
  "no_devices",
] as const;

export type DigestErrorCode = (typeof DIGEST_ERROR_CODES)[number];

export type DigestError = DigestErrorCode | `push_refused:${number}` | `mail_refused:${number}`;

export function isDigestErrorCode(value: string): value is DigestErrorCode {
  return (DIGEST_ERROR_CODES as readonly string[]).includes(value);
}

const WITH_STATUS = /^(push|mail)_refused:[1-5]\d\d$/;

export function asDigestError(value: string | null | undefined, fallback: DigestErrorCode): DigestError {
  if (value && (isDigestErrorCode(value) || WITH_STATUS.test(value))) return value as DigestError;
  return fallback;
}

export type DigestErrorView = { code: DigestErrorCode | "unknown"; status: number | null };

export function digestErrorView(value: string | null): DigestErrorView | null {
  if (!value) return null;
  const [code, status] = value.split(":");
  if (!isDigestErrorCode(code)) return { code: "unknown", status: null };
  return { code, status: status !== undefined && /^[1-5]\d\d$/.test(status) ? Number(status) : null };
}
