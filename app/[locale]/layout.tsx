import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { geistExtended, geistLatin } from "@/app/fonts/geist";
import { ToasterGate } from "@/components/layout/toaster-gate";
import { isLocale, languageTags, locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/env";
import "../globals.css";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "metadata" });
  const appName = (await getTranslations({ locale, namespace: "common" }))("appName");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("title"), template: `%s · ${appName}` },
    description: t("description"),
    // Added to an iPhone's Home Screen, it opens as an app (where iOS allows web push).
    appleWebApp: { capable: true, title: appName },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8f9fc" },
    { media: "(prefers-color-scheme: dark)", color: "#14151d" },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={languageTags[locale]} className={`${geistLatin.variable} ${geistExtended.variable}`}>
      <body className="min-h-dvh">
        {children}
        <ToasterGate />
      </body>
    </html>
  );
}
