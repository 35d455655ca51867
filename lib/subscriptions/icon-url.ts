import { isHttpUrl } from "@/lib/forms/http-url";

export const ICON_URL_MAX_LENGTH = 2048;

// The same rule as the database's check on subscriptions.icon_url.
const BRAND_ICON_PATH = /^\/brand-icons\/[a-z0-9-]+\.svg$/;

export function isAllowedIconUrl(value: string): boolean {
  return BRAND_ICON_PATH.test(value) || isHttpUrl(value);
}

export function isBrandIcon(value: string | null | undefined): boolean {
  return BRAND_ICON_PATH.test(value?.trim() ?? "");
}

export function safeIconUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && isAllowedIconUrl(url) ? url : null;
}

export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : "?";
}
