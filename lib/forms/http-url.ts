// Free of zod: the dashboard's first load checks icon URLs with it.

// The same rule as the database's checks on URL columns.
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
