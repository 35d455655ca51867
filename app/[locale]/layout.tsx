import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { geistExtended, geistLatin } from "@/app/fonts/geist";
import { ToasterGate } from "@/components/toast/toaster-gate";
import { ThemeSync } from "@/components/theme/theme-sync";
import { isLocale, languageTags, locales } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { siteUrl } from "@/lib/env";
import { THEME_BOOTSTRAP_SCRIPT } from "@/lib/theme/theme";
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

const THEME_COLORS = { light: "#f8f9fc", dark: "#14151d" };

// Both colours: the page is the same for every visitor, so the saved choice cannot be known here.
export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: THEME_COLORS.dark },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  // The bootstrap script adds the saved theme's class to <html> before the first paint.
  return (
    <html lang={languageTags[locale]} className={cn(geistLatin.variable, geistExtended.variable)} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        {children}
        <ToasterGate />
        <ThemeSync />
      </body>
    </html>
  );
}
