import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { locales, type Locale } from "@/lib/i18n/locales";
import { landingAlternates, landingUrl } from "./urls";

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", "zh-TW": "zh_TW", es: "es_LA" };
export const OG_IMAGE = { path: "/opengraph-image", width: 1200, height: 630 } as const;

export async function landingMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "metadata" });
  const common = await getTranslations({ locale, namespace: "common" });
  const landing = await getTranslations({ locale, namespace: "landing" });
  const url = landingUrl(locale);
  const image = { url: OG_IMAGE.path, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: landing("og.alt") };

  return {
    title: { absolute: t("title") },
    description: t("description"),
    applicationName: common("appName"),
    alternates: { canonical: url, languages: landingAlternates() },
    openGraph: {
      type: "website",
      url,
      siteName: common("appName"),
      title: t("title"),
      description: t("description"),
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: t("title"), description: t("description"), images: [image] },
  };
}
