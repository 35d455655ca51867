import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/lib/env";
import { LOCALE_QUERY_PARAM, defaultLocale, languageTags, locales, type Locale } from "@/lib/i18n/locales";
import type { LegalPage } from "./legal-links";

export function legalPageUrl(page: LegalPage, locale: Locale): string {
  const url = `${siteUrl()}/${page}`;
  return locale === defaultLocale ? url : `${url}?${LOCALE_QUERY_PARAM}=${locale}`;
}

export function legalAlternates(page: LegalPage): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[languageTags[locale]] = legalPageUrl(page, locale);
  languages["x-default"] = legalPageUrl(page, defaultLocale);
  return languages;
}

export async function legalMetadata(page: LegalPage, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `legal.${page}` });
  const appName = (await getTranslations({ locale, namespace: "common" }))("appName");
  const url = legalPageUrl(page, locale);
  const description = t("description", { appName });
  return {
    title: t("title"),
    description,
    alternates: { canonical: url, languages: legalAlternates(page) },
    openGraph: { type: "article", url, siteName: appName, title: t("title"), description },
  };
}
