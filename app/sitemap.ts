import type { MetadataRoute } from "next";
import { LEGAL_PAGES } from "@/components/legal/legal-links";
import { legalAlternates, legalPageUrl } from "@/components/legal/legal-metadata";
import { locales } from "@/lib/i18n/locales";
import { landingAlternates, landingUrl } from "@/lib/seo/urls";

export default function sitemap(): MetadataRoute.Sitemap {
  const languages = landingAlternates();
  const landing = locales.map((locale) => ({
    url: landingUrl(locale),
    changeFrequency: "monthly" as const,
    priority: 1,
    alternates: { languages },
  }));
  const trust = LEGAL_PAGES.flatMap((page) =>
    locales.map((locale) => ({
      url: legalPageUrl(page, locale),
      changeFrequency: "yearly" as const,
      priority: 0.3,
      alternates: { languages: legalAlternates(page) },
    })),
  );
  return [...landing, ...trust];
}
