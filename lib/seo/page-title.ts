import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";

// The locale is passed explicitly: metadata renders before the page's setRequestLocale, and a
// locale-less lookup here would fix the whole request's messages to the default language.
export async function pageTitle(params: Promise<{ locale: string }>, namespace: "dashboard" | "insights" | "settings"): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace });
  return { title: t("title") };
}
