import type { Metadata } from "next";
import { notFound } from "next/navigation";
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
import { ProductTour } from "@/components/landing/product-tour";
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
        <ProductTour />
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
