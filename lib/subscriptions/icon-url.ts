import { isHttpUrl } from "@/lib/forms/http-url";

export const ICON_URL_MAX_LENGTH = 2048;

// The same rule as the database's check on subscriptions.icon_url.
const BRAND_ICON_PATH = /^\/brand-icons\/[a-z0-9-]+\.svg$/;

/** An icon the app stores and loads: an absolute http(s) URL, or one of the bundled brand icons. */
export function isAllowedIconUrl(value: string): boolean {
  return BRAND_ICON_PATH.test(value) || isHttpUrl(value);
}

/** One of the bundled brand icons, which a picked brand fills in. */
export function isBrandIcon(value: string | null | undefined): boolean {
  return BRAND_ICON_PATH.test(value?.trim() ?? "");
}

/** The value to put in <img src>, or null (javascript:, data:, //host, malformed …): the initial shows instead. */
export function safeIconUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && isAllowedIconUrl(url) ? url : null;
}

/** The first letter of the name (a whole character, not half of a surrogate pair), upper-cased. */
export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : "?";
}
