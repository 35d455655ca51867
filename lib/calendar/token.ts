/** 32 random bytes, base64url: 43 characters that fit in a URL path without escaping. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A new secret for a calendar feed's URL. */
export function createFeedToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export function isFeedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** What the database keeps instead of the token: its SHA-256, in lowercase hex (as calendar_feed() computes it). */
export async function hashFeedToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
