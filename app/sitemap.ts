import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { landingAlternates, landingUrl } from "@/lib/seo/urls";

export default function sitemap(): MetadataRoute.Sitemap {
  const languages = landingAlternates();
  return locales.map((locale) => ({
    url: landingUrl(locale),
    changeFrequency: "monthly",
    priority: 1,
    alternates: { languages },
  }));
}
