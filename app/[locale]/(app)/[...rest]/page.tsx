import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locales";

// Rendered per request: the locale layout is prerendered, but unknown paths are not known ahead.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/[...rest]">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: (await getTranslations({ locale, namespace: "notFound" }))("title") };
}

// Every unknown path lands here (the proxy prefixes the locale), so it gets the translated 404.
export default function CatchAll() {
  notFound();
}
