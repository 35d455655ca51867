export const RESET_PASSWORD_PATH = "/reset-password";

export function isRecoverySession(claims: { amr?: unknown } | null | undefined): boolean {
  const amr = claims?.amr;
  return Array.isArray(amr) && amr.some((entry) => (entry as { method?: unknown } | null)?.method === "recovery");
}
