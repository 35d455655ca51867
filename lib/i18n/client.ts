import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, LOCALE_STORAGE_KEY, defaultLocale, type Locale } from "./locales";
import { ONE_YEAR } from "@/lib/http/cookies";

export function saveLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

export function savedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function urlForLocale(href: string, locale: Locale): string {
  const url = new URL(href);
  if (locale === defaultLocale) url.searchParams.delete(LOCALE_QUERY_PARAM);
  else url.searchParams.set(LOCALE_QUERY_PARAM, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}
