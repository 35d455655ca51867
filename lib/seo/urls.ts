import { siteUrl } from "@/lib/env";
import { LOCALE_QUERY_PARAM, defaultLocale, languageTags, locales, type Locale } from "@/lib/i18n/locales";

export function landingUrl(locale: Locale): string {
  const home = `${siteUrl()}/`;
  return locale === defaultLocale ? home : `${home}?${LOCALE_QUERY_PARAM}=${locale}`;
}

export function landingAlternates(): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[languageTags[locale]] = landingUrl(locale);
  languages["x-default"] = landingUrl(defaultLocale);
  return languages;
}
