/**
 * A same-site path to continue to after sign-in, or "/" for anything else: absolute URLs,
 * protocol-relative `//host`, backslash tricks and their percent-encoded forms are refused.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next) return "/";
  let decoded = next;
  try {
    for (let i = 0; i < 3 && decoded.includes("%"); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return "/";
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || /[\\\u0000-\u001f]/.test(decoded)) return "/";
  try {
    const url = new URL(decoded, origin);
    if (url.origin !== new URL(origin).origin) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
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
