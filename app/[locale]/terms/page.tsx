import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalFrame, LegalSection, legalText } from "@/components/legal/legal-page";
import { LEGAL_UPDATED } from "@/components/legal/legal-links";
import { legalMetadata } from "@/components/legal/legal-metadata";
import { contactEmail } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? legalMetadata("terms", locale) : {};
}

const SECTIONS = ["service", "account", "content", "fairUse", "accuracy", "warranty", "changes"] as const;

// Per request like the landing page, for the CSP nonce on its scripts; it reads no cookie.
export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("legal");
  const appName = (await getTranslations("common"))("appName");
  const email = contactEmail();
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(LEGAL_UPDATED));

  return (
    <LegalFrame page="terms" locale={locale}>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("terms.title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("updated", { date: updated })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t("terms.intro")}</p>
      {SECTIONS.map((key) => (
        <LegalSection key={key} title={t(`terms.${key}.title`)}>
          <p className={legalText}>{t(`terms.${key}.body`, { appName })}</p>
        </LegalSection>
      ))}
      <LegalSection title={t("terms.questions.title")}>
        <p className={legalText}>
          {t.rich("terms.questions.body", {
            email: () => (
              <a href={`mailto:${email}`} className="font-medium text-foreground underline underline-offset-4">
                {email}
              </a>
            ),
          })}
        </p>
      </LegalSection>
    </LegalFrame>
  );
}
