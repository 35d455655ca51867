/**
 * An icon URL safe to put in <img src>: absolute http(s), or a path on this site. Anything else
 * (javascript:, data:, protocol-relative //host, malformed) is refused and the initial is shown.
 */
export function safeIconUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith("/")) {
    if (url.startsWith("//") || url.startsWith("/\\")) return null;
    return /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/.test(url) ? url : null;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The first letter of the name (a whole character, not half of a surrogate pair), upper-cased. */
export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : "?";
}
