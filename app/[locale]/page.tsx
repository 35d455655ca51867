import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AuthButtons } from "@/components/auth/auth-buttons";
import { AuthErrorNotice } from "@/components/auth/auth-error-notice";
import { ClosingCta } from "@/components/landing/closing-cta";
import { Faq } from "@/components/landing/faq";
import { Features } from "@/components/landing/features";
import { Hero } from "@/components/landing/hero";
import { JsonLdScript } from "@/components/landing/json-ld-script";
import { LandingFooter } from "@/components/landing/landing-footer";
import { LandingHeader } from "@/components/landing/landing-header";
import { Pricing } from "@/components/landing/pricing";
import { ServiceMarquee } from "@/components/landing/service-marquee";
import { LocaleSync } from "@/components/layout/locale-sync";
import { authErrorNotices } from "@/lib/auth/error-notices";
import { isLocale } from "@/lib/i18n/locales";
import { landingMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? landingMetadata(locale) : {};
}

// Signed-in visitors never reach the landing page: the proxy serves them the dashboard at "/".
export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  // Rendered per request, not prerendered, so that its scripts carry the request's CSP nonce
  // (lib/security/csp.ts): a prerendered page has no nonce, and a policy of hashes would have to be
  // read from the build's output at run time, which dev servers and traced deployments lack.
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return (
    <div className="landing-page">
      <LandingHeader>
        <AuthButtons />
      </LandingHeader>
      <main>
        <Hero />
        <ServiceMarquee />
        <Features />
        <Pricing />
        <Faq />
        <ClosingCta />
      </main>
      <LandingFooter />
      <JsonLdScript locale={locale} />
      <Suspense>
        <AuthErrorNotice notices={await authErrorNotices(locale)} />
      </Suspense>
      <LocaleSync locale={locale} />
    </div>
  );
}
