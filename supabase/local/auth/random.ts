import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's legacy refresh tokens: 12 random lowercase alphanumerics. */
export function refreshTokenString(): string {
  return Array.from({ length: 12 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");
}

export function otp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The hash an email link carries: hex(SHA-224(email + otp)). */
export function tokenHash(email: string, code: string): string {
  return createHash("sha224").update(email + code).digest("hex");
}

export function uuid(): string {
  return randomUUID();
}

export function randomId(): string {
  return randomBytes(16).toString("hex");
}
