import { getTranslations } from "next-intl/server";
import { languageTags, type Locale } from "@/lib/i18n/locales";
import { FAQ_ITEMS } from "./faq";
import { landingUrl } from "./urls";

type JsonLd = Record<string, unknown>;

export async function landingJsonLd(locale: Locale): Promise<JsonLd[]> {
  const t = await getTranslations({ locale, namespace: "metadata" });
  const common = await getTranslations({ locale, namespace: "common" });
  const faq = await getTranslations({ locale, namespace: "landing.faq.items" });
  const url = landingUrl(locale);
  const inLanguage = languageTags[locale];

  return [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: common("appName"),
      description: t("description"),
      url,
      inLanguage,
      applicationCategory: "FinanceApplication",
      operatingSystem: "Web",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url,
      inLanguage,
      mainEntity: FAQ_ITEMS.map((item) => ({
        "@type": "Question",
        name: faq(`${item}.question`),
        acceptedAnswer: { "@type": "Answer", text: faq(`${item}.answer`) },
      })),
    },
  ];
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so text can never close the tag. */
export function serializeJsonLd(data: JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
