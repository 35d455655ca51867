import { CalendarClock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LEGAL_PAGES } from "@/components/legal/legal-links";
import { LOCALE_QUERY_PARAM, languageTags, localeNames, locales } from "@/lib/i18n/locales";

const linkClass = "text-muted-foreground transition-colors hover:text-foreground";

export async function LandingFooter() {
  const t = await getTranslations("landing");
  const common = await getTranslations("common");
  const legal = await getTranslations("legal.links");
  return (
    <footer className="border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 text-sm sm:grid-cols-[2fr_1fr_1fr_1fr] sm:px-6">
        <div>
          <p className="flex items-center gap-2 font-semibold">
            <span className="grid size-7 place-items-center rounded-lg bg-primary text-primary-foreground">
              <CalendarClock aria-hidden="true" className="size-3.5" />
            </span>
            {common("appName")}
          </p>
          <p className="mt-3 max-w-xs text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="font-semibold">
            {t("footer.sections")}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="#features" className={linkClass}>
                {t("nav.features")}
              </a>
            </li>
            <li>
              <a href="#pricing" className={linkClass}>
                {t("footer.pricing")}
              </a>
            </li>
            <li>
              <a href="#faq" className={linkClass}>
                {t("nav.faq")}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold">
            {legal("heading")}
          </h2>
          <ul className="mt-3 space-y-2">
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <a href={`/${page}`} className={linkClass}>
                  {legal(page)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="font-semibold">
            {t("footer.languages")}
          </h2>
          <ul className="mt-3 space-y-2">
            {locales.map((locale) => (
              <li key={locale}>
                <a href={`/?${LOCALE_QUERY_PARAM}=${locale}`} hrefLang={languageTags[locale]} lang={languageTags[locale]} className={linkClass}>
                  {localeNames[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
