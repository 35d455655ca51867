import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { requireUser } from "@/lib/auth/queries";
import { isLocale } from "@/lib/i18n/locales";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title"), robots: { index: false } };
}

export default async function SettingsPage({ params }: PageProps<"/[locale]/settings">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const supabase = await createClient();
  const user = await requireUser(supabase);
  const t = await getTranslations("settings");

  return (
    <>
      <AppHeader email={user.email} />
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("placeholder")}</p>
      </main>
      <LocaleSync />
    </>
  );
}
