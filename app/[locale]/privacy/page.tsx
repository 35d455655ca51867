import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalFrame, LegalList, LegalSection, legalText } from "@/components/legal/legal-page";
import { LEGAL_UPDATED } from "@/components/legal/legal-links";
import { legalMetadata } from "@/components/legal/legal-metadata";
import { contactEmail } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locales";
import { ACCOUNT_ERASED_AFTER_DAYS } from "@/lib/profile/schema";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? legalMetadata("privacy", locale) : {};
}

const STORED = ["account", "profile", "entries", "statements", "reminders", "push", "calendar", "signIn"] as const;
const SERVICES = ["database", "hosting", "rates", "brands", "push", "email", "oauth"] as const;
const SECTIONS = ["device", "use"] as const;
const LATER_SECTIONS = ["retention", "deletion"] as const;

// Per request like the landing page, for the CSP nonce on its scripts; it reads no cookie.
export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("legal");
  const appName = (await getTranslations("common"))("appName");
  const email = contactEmail();
  const days = ACCOUNT_ERASED_AFTER_DAYS;
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(LEGAL_UPDATED));

  return (
    <LegalFrame page="privacy" locale={locale}>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("privacy.title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("updated", { date: updated })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t("privacy.intro", { appName })}</p>
      <LegalSection title={t("privacy.stored.title")}>
        <p className={legalText}>{t("privacy.stored.intro")}</p>
        <LegalList items={STORED.map((key) => t(`privacy.stored.items.${key}`))} />
      </LegalSection>
      {SECTIONS.map((key) => (
        <LegalSection key={key} title={t(`privacy.${key}.title`)}>
          <p className={legalText}>{t(`privacy.${key}.body`)}</p>
        </LegalSection>
      ))}
      <LegalSection title={t("privacy.services.title")}>
        <p className={legalText}>{t("privacy.services.intro")}</p>
        <LegalList items={SERVICES.map((key) => t(`privacy.services.items.${key}`))} />
      </LegalSection>
      {LATER_SECTIONS.map((key) => (
        <LegalSection key={key} title={t(`privacy.${key}.title`)}>
          <p className={legalText}>{t(`privacy.${key}.body`, { days })}</p>
        </LegalSection>
      ))}
      <LegalSection title={t("privacy.rights.title")}>
        <p className={legalText}>
          {t.rich("privacy.rights.body", {
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
