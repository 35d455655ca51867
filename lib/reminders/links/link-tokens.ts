import type { Locale } from "@/lib/i18n/locales";
import { base64Url } from "@/lib/url-token";

// A link's token is an HMAC of what it does, so a retried digest is byte for byte the first one.
// Only its SHA-256 is stored: a link already sent keeps working whatever key signs the next ones.
// The key is derived from the secret (HKDF-SHA256, info "reminder-links") because the secret also
// travels as the cron job's bearer token, and seeing that request must not let anyone mint links.

const encoder = new TextEncoder();

export type LinkSigner = (parts: readonly (string | number)[]) => Promise<string>;

async function linkSigningKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("reminder-links") },
    material,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign"],
  );
}

export async function createLinkSigner(secret: string): Promise<LinkSigner> {
  if (secret.length < 16) throw new Error("The reminders secret must be at least 16 characters long.");
  const key = await linkSigningKey(secret);
  return async (parts) => base64Url(await crypto.subtle.sign("HMAC", key, encoder.encode(parts.join("\u001f"))));
}

export function linkPageUrl(appUrl: string, token: string, locale: Locale): string {
  const url = new URL(`/reminders/${token}`, appUrl);
  url.searchParams.set("lang", locale);
  return url.toString();
}

export function linkApplyUrl(appUrl: string, token: string): string {
  return new URL(`/reminders/${token}/apply`, appUrl).toString();
}
