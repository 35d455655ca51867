import { CalendarClock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LOCALE_QUERY_PARAM, languageTags, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { LEGAL_PAGES, type LegalPage } from "./legal-links";

const linkClass = "text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline";

export async function LegalFrame({ page, locale, children }: { page: LegalPage; locale: Locale; children: ReactNode }) {
  const t = await getTranslations("legal");
  const common = await getTranslations("common");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4 sm:px-6">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- "/" is resolved by the proxy (landing or dashboard) */}
          <a href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
            <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
              <CalendarClock aria-hidden="true" className="size-4" />
            </span>
            {/* On a phone the three language names need the row: the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{common("appName")}</span>
          </a>
          <nav aria-label={t("languages")} className="ml-auto">
            <ul className="flex gap-3 text-sm">
              {locales.map((other) => (
                <li key={other}>
                  <a
                    href={`/${page}?${LOCALE_QUERY_PARAM}=${other}`}
                    hrefLang={languageTags[other]}
                    lang={languageTags[other]}
                    aria-current={other === locale ? "page" : undefined}
                    className={cn("whitespace-nowrap", other === locale ? "font-medium" : linkClass)}
                  >
                    {localeNames[other]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{children}</main>
      <footer className="border-t">
        <nav aria-label={t("links.heading")} className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LEGAL_PAGES.map((other) => (
              <li key={other}>
                <a href={`/${other}`} aria-current={other === page ? "page" : undefined} className={other === page ? "font-medium" : linkClass}>
                  {t(`links.${other}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 space-y-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function LegalList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed text-muted-foreground marker:text-foreground/40">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export const legalText = "leading-relaxed text-muted-foreground";
