import type { Locale } from "@/lib/i18n/locales";

// A link's token is an HMAC of what it does: rendering the same digest again (a retry) gives the
// same links, so the retried email is byte for byte the first one. Only the token's SHA-256 is
// stored, so a link already sent keeps working whatever key signs the next ones. The key is derived
// from the function's secret (HKDF-SHA256, info "reminder-links") rather than being the secret: the
// secret also travels as the cron job's bearer token, and seeing that request must not let anyone
// mint links.

const encoder = new TextEncoder();

function base64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type LinkSigner = (parts: readonly (string | number)[]) => Promise<string>;

/** The HMAC key links are signed with, from the reminders secret. */
export async function linkSigningKey(secret: string): Promise<CryptoKey> {
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

/** A token nobody can derive: for one-off links such as a test email's. */
export function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)).buffer);
}

export async function tokenHash(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
}

/** The page that shows what a link does, in the email's language. */
export function linkPageUrl(appUrl: string, token: string, locale: Locale): string {
  const url = new URL(`/reminders/${token}`, appUrl);
  url.searchParams.set("lang", locale);
  return url.toString();
}

/** Where a POST applies the link at once: the page's button, and RFC 8058 one-click unsubscribe. */
export function linkApplyUrl(appUrl: string, token: string): string {
  return new URL(`/reminders/${token}/apply`, appUrl).toString();
}
