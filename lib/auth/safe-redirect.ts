const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * A same-site path to continue to after sign-in, or "/" for anything else: absolute URLs,
 * protocol-relative `//host`, backslash tricks and their percent-encoded forms are refused, and so
 * is anything whose normalised form would be one (`/.//evil.com` normalises to `//evil.com`).
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next) return "/";
  let decoded = next;
  try {
    for (let i = 0; i < 3 && decoded.includes("%"); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return "/";
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || UNSAFE.test(decoded)) return "/";
  try {
    const base = new URL(origin).origin;
    const url = new URL(decoded, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== base || path.startsWith("//") || UNSAFE.test(path) || new URL(path, base).origin !== base) return "/";
    return path;
  } catch {
    return "/";
  }
}

/**
 * A redirect with a relative Location. Behind `next start` on a loopback address, Next reports
 * the request origin as "localhost", and an absolute redirect there would drop the cookies the
 * browser holds for 127.0.0.1; a relative one keeps the visitor on the host they used.
 */
export function redirectWithin(path: string, status = 303): Response {
  return new Response(null, { status, headers: { Location: path } });
}
