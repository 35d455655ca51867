import { cookies } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { DashboardContent } from "@/components/dashboard/dashboard-content";
import { LoadError } from "@/components/dashboard/load-error";
import { OfflineCopy } from "@/components/offline/offline-copy";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ReminderDefaultsProvider } from "@/components/reminders/reminder-defaults";
import { getSignedInUser } from "@/lib/auth/signed-in-user";
import { dashboardVersion } from "@/lib/dashboard/data-version";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { todayIn } from "@/lib/dates/local-clock";
import { getRecentPaidPayments } from "@/lib/payments/recent-paid";
import { variableSummary } from "@/lib/payments/variable-estimates";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { dueCharges, dueWindow } from "@/lib/payments/due-charges";
import { getPayments } from "@/lib/payments/queries";
import { getSubscriptionOverrides } from "@/lib/reminders/settings/queries";
import { getRequestReminderPreferences } from "@/lib/reminders/settings/request-preferences";
import { pageTitle } from "@/lib/seo/page-title";
import { BOARD_VIEW_COOKIE, boardViewFromRequest } from "@/lib/subscriptions/board-view";
import { filterFromParams } from "@/lib/subscriptions/filter";
import { createClient } from "@/lib/supabase/server";

export function generateMetadata({ params }: PageProps<"/[locale]/dashboard">) {
  return pageTitle(params, "dashboard");
}

export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/dashboard">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [supabase, cookieStore, query, user] = await Promise.all([createClient(), cookies(), searchParams, getSignedInUser()]);
  const timeZone = timeZoneFromCookie(cookieStore.get(TIME_ZONE_COOKIE)?.value);
  const reminderLoad = Promise.all([getRequestReminderPreferences(user.id), getSubscriptionOverrides(supabase, user.id)]).catch(
    () => null,
  );
  // Without these the cards lose "Mark paid" and a variable bill is forecast at its price: the dashboard still shows.
  const paymentLoad = getPayments(supabase, user.id, dueWindow(todayIn(timeZone))).catch(() => null);
  const recentPaid = getRecentPaidPayments(supabase).catch((error: unknown) => {
    console.error("Recent payments could not be loaded.", error);
    return [];
  });
  const [result, reminders, payments, paid] = await Promise.all([
    loadDashboard(supabase, user, timeZone),
    reminderLoad,
    paymentLoad,
    recentPaid,
  ]);
  const due =
    result.status === "ok" && payments ? dueCharges(result.data.subscriptions, result.data.priceChanges, payments, result.data.today) : [];
  const variable =
    result.status === "ok"
      ? variableSummary(result.data.subscriptions, paid, {
          rates: result.data.exchangeRates.rates,
          defaultCurrency: result.data.defaultCurrency,
          today: result.data.today,
          priceChanges: result.data.priceChanges,
        })
      : null;
  const view = boardViewFromRequest(query, cookieStore.get(BOARD_VIEW_COOKIE)?.value);
  const pageLocale = isLocale(locale) ? locale : defaultLocale;

  return (
    <>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <OfflineNotice className="mb-6" />
        {result.status === "ok" && variable ? (
          <ReminderDefaultsProvider value={reminders ? { leadDays: reminders[0].leadDays, overrides: reminders[1] } : null}>
            <DashboardContent
              data={{ ...result.data, summary: variable.summary }}
              dueCharges={due}
              forecasts={variable.forecasts}
              approximate={variable.approximate}
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
    </>
  );
}
