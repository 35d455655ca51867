import { Mail } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalFrame, LegalList, LegalSection } from "@/components/legal/legal-page";
import { legalMetadata } from "@/components/legal/legal-metadata";
import { contactEmail } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locales";
import { ACCOUNT_ERASED_AFTER_DAYS } from "@/lib/profile/schema";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? legalMetadata("contact", locale) : {};
}

const TIPS = ["from", "details", "restore"] as const;

// Per request like the landing page, for the CSP nonce on its scripts; it reads no cookie.
export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("legal.contact");
  const email = contactEmail();
  const tips = TIPS.map((key) => t(`tips.items.${key}`, { days: ACCOUNT_ERASED_AFTER_DAYS }));

  return (
    <LegalFrame page="contact" locale={locale}>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-6 text-lg leading-relaxed">{t("intro")}</p>
      <div className="mt-8 flex items-center gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <p className="min-w-0">
          <span className="block text-sm text-muted-foreground">{t("emailLabel")}</span>
          <a href={`mailto:${email}`} className="text-lg font-semibold break-all underline-offset-4 hover:underline">
            {email}
          </a>
        </p>
      </div>
      <LegalSection title={t("tips.title")}>
        <LegalList items={tips} />
      </LegalSection>
      <p className="mt-10 text-sm text-muted-foreground">{t("never")}</p>
    </LegalFrame>
  );
}
