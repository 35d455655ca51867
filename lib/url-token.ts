const encoder = new TextEncoder();

export function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** 256 random bits as 43 base64url characters: a secret that fits in a URL path without escaping. */
export function randomUrlToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the database keeps instead of a token: its SHA-256 in lowercase hex, as the SQL functions compute it. */
export async function sha256Hex(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
