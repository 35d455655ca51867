import type { Locale } from "@/lib/i18n/locales";

// A link's token is an HMAC of what it does, keyed with the function's secret: rendering the same
// digest again (a retry) gives the same links, so the retried email is byte for byte the first
// one. Only the token's SHA-256 is stored.

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

export async function createLinkSigner(secret: string): Promise<LinkSigner> {
  if (secret.length < 16) throw new Error("The reminders secret must be at least 16 characters long.");
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
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
