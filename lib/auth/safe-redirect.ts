const UNSAFE = /[\\\u0000-\u001f\u007f]/;

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

// Relative: Next reports 127.0.0.1 as "localhost", and an absolute redirect would lose the cookies.
export function redirectWithin(path: string, status = 303): Response {
  return new Response(null, { status, headers: { Location: path } });
}
