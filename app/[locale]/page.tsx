import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AuthButtons } from "@/components/auth/auth-buttons";
import { AuthErrorNotice } from "@/components/auth/auth-error-notice";
import { LocaleSync } from "@/components/layout/locale-sync";
import { SiteHeader } from "@/components/layout/site-header";
import { isLocale } from "@/lib/i18n/locales";

// The landing page is prerendered for each language; signed-in visitors never reach it
// because the proxy serves them the dashboard at the same URL.
export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations("metadata");

  return (
    <>
      <SiteHeader>
        <AuthButtons />
      </SiteHeader>
      <main className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
        <h1 className="max-w-2xl text-4xl font-semibold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t("description")}</p>
      </main>
      <Suspense>
        <AuthErrorNotice />
      </Suspense>
      <LocaleSync />
    </>
  );
}
