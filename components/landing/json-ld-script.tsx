import type { Locale } from "@/lib/i18n/locales";
import { landingJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines: a data block, never executed, so the CSP needs no nonce for it. */
export async function JsonLdScript({ locale }: { locale: Locale }) {
  const data = await landingJsonLd(locale);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
