import { createHash, randomInt } from "node:crypto";

// Crockford-style: no 0/O, 1/I/L, so a code read off paper types back the same.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const RECOVERY_CODE_COUNT = 10;

function group(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${group(5)}-${group(5)}`);
  return [...codes];
}

function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${normalizeRecoveryCode(code)}`).digest("hex");
}
