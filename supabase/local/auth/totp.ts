// RFC 6238 TOTP as GoTrue uses it (pquerna/otp defaults): SHA-1, 30-second steps, 6 digits, one
// step of clock skew either way; secrets are 20 random bytes in unpadded base32.
import { createHmac, randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error("invalid base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP with dynamic truncation. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpAt(secret: string, epochSeconds: number): string {
  return hotp(base32Decode(secret), Math.floor(epochSeconds / TOTP_PERIOD_SECONDS));
}

/** Whether `code` is the secret's code for now, the step before or the step after. */
export function totpMatches(secret: string, code: string, epochSeconds = Date.now() / 1000): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(epochSeconds / TOTP_PERIOD_SECONDS);
  const key = base32Decode(secret);
  return [step - 1, step, step + 1].some((counter) => counter >= 0 && hotp(key, counter) === code);
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(issuer ? `${issuer}:${account}` : account);
  const params = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
