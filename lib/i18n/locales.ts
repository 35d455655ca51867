export const locales = ["en", "zh-TW", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const languageTags: Record<Locale, string> = {
  en: "en",
  "zh-TW": "zh-Hant-TW",
  es: "es",
};

export const localeNames: Record<Locale, string> = {
  en: "English",
  "zh-TW": "繁體中文",
  es: "Español",
};

export const firstDayOfWeek: Record<Locale, 0 | 1> = {
  en: 0,
  "zh-TW": 0,
  es: 1,
};

export const LOCALE_STORAGE_KEY = "subscription-manager.locale";
export const LOCALE_COOKIE = LOCALE_STORAGE_KEY;
export const LOCALE_QUERY_PARAM = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
