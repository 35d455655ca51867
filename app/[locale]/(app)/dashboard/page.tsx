import { ChartColumn } from "lucide-react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DashboardContent } from "@/components/dashboard/dashboard-content";
import { LoadError } from "@/components/dashboard/load-error";
import { TimeZoneSync } from "@/components/dashboard/time-zone-sync";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { OfflineCopy } from "@/components/offline/offline-copy";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ReminderPreferencesSync } from "@/components/reminders/preferences-sync";
import { ReminderDefaultsProvider } from "@/components/reminders/reminder-defaults";
import { buttonVariants } from "@/components/ui/button-variants";
import { requireUser } from "@/lib/auth/queries";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { filterFromParams } from "@/lib/subscriptions/filter";
import { BOARD_VIEW_COOKIE, boardViewFromRequest } from "@/lib/subscriptions/board-view";
import { createClient } from "@/lib/supabase/server";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { dashboardVersion } from "@/lib/dashboard/data-version";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { getReminderPreferences, getSubscriptionOverrides } from "@/lib/reminders/settings/queries";

// The locale is passed explicitly: metadata renders before the page's setRequestLocale, and a
// locale-less lookup here would fix the whole request's messages to the default language.
export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "dashboard" });
  return { title: t("title"), robots: { index: false } };
}

export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/dashboard">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [supabase, cookieStore, query, t] = await Promise.all([createClient(), cookies(), searchParams, getTranslations("insights")]);
  const user = await requireUser(supabase);
  const timeZone = timeZoneFromCookie(cookieStore.get(TIME_ZONE_COOKIE)?.value);
  const reminderLoad = Promise.all([getReminderPreferences(supabase, user.id), getSubscriptionOverrides(supabase, user.id)]).catch(
    () => null,
  );
  const [result, reminders] = await Promise.all([loadDashboard(supabase, user, timeZone), reminderLoad]);
  const preferences = reminders?.[0] ?? null;
  const view = boardViewFromRequest(query, cookieStore.get(BOARD_VIEW_COOKIE)?.value);
  const pageLocale = isLocale(locale) ? locale : defaultLocale;

  return (
    <>
      <AppHeader user={user}>
        <Link href="/insights" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ChartColumn aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("link")}</span>
        </Link>
      </AppHeader>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <OfflineNotice className="mb-6" />
        {result.status === "ok" ? (
          <ReminderDefaultsProvider value={reminders ? { leadDays: reminders[0].leadDays, overrides: reminders[1] } : null}>
            <DashboardContent
              data={result.data}
              locale={pageLocale}
              initialView={view}
              initialFilter={filterFromParams(query)}
            />
          </ReminderDefaultsProvider>
        ) : (
          <LoadError />
        )}
      </main>
      {result.status === "ok" ? <OfflineCopy userId={user.id} version={dashboardVersion(result.data, pageLocale)} /> : null}
      <TimeZoneSync serverTimeZone={timeZone} />
      <LocaleSync locale={locale} />
      {preferences ? (
        <ReminderPreferencesSync
          timeZone={preferences.timeZoneAuto ? preferences.timeZone : null}
          locale={preferences.localeAuto ? preferences.locale : null}
        />
      ) : null}
    </>
  );
}
