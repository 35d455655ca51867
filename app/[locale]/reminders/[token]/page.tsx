import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ReminderLinkCard } from "@/components/reminders/reminder-link-card";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { followReminderLink } from "@/lib/reminders/links/follow-link";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/reminders/[token]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "reminderLink" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ReminderLinkPage({ params, searchParams }: PageProps<"/[locale]/reminders/[token]">) {
  const { locale, token } = await params;
  const { amount } = await searchParams;
  if (isLocale(locale)) setRequestLocale(locale);
  const link = await followReminderLink(await createClient(), token, false);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/30 px-4 py-16">
      <ReminderLinkCard link={link} token={token} locale={isLocale(locale) ? locale : defaultLocale} invalidAmount={amount === "invalid"} />
    </main>
  );
}
