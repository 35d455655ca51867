export const locales = ["en", "zh-TW", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The value of `<html lang>` and of hreflang alternates for each locale. */
export const languageTags: Record<Locale, string> = {
  en: "en",
  "zh-TW": "zh-Hant-TW",
  es: "es",
};

/** Names shown in the language selector, each in its own language. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  "zh-TW": "繁體中文",
  es: "Español",
};

/** The weekday calendars start on, 0 = Sunday, as each language's main region does. */
export const firstDayOfWeek: Record<Locale, 0 | 1> = {
  en: 0,
  "zh-TW": 0,
  es: 1,
};

/** Local storage key of the saved choice; the cookie of the same name mirrors it for the server. */
export const LOCALE_STORAGE_KEY = "subscription-manager.locale";
export const LOCALE_COOKIE = LOCALE_STORAGE_KEY;
export const LOCALE_QUERY_PARAM = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
