import { createHash, randomInt } from "node:crypto";

// Crockford-style: no 0/O, 1/I/L, so a code read off paper types back the same.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RECOVERY_CODE_COUNT = 10;

function group(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Ten codes such as "7KQ4M-XH2PD" (about 49 bits each), shown to the user once. */
export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${group(5)}-${group(5)}`);
  return [...codes];
}

/** What the user typed, as stored: upper case, without spaces or dashes. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

/** The stored form (public.mfa_recovery_codes.code_hash): SHA-256 of the user's id and the code. */
export function hashRecoveryCode(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${normalizeRecoveryCode(code)}`).digest("hex");
}
