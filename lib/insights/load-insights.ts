import "server-only";
import { getCachedRates, type CachedRate } from "@/lib/currency/queries";
import { loadDashboard, type DashboardData } from "@/lib/dashboard/load-dashboard";
import { addDays } from "@/lib/dates/date-only";
import { firstDayOf } from "@/lib/dates/year-month";
import { getPauses } from "@/lib/subscriptions/queries";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import type { ServerClient } from "@/lib/supabase/server";
import { MAX_RATE_AGE_DAYS } from "./historical-rates";
import { historyMonths } from "./history";

export type InsightsData = DashboardData & {
  pauses: SubscriptionPause[];
  cachedRates: CachedRate[];
};

export type InsightsLoad = { status: "ok"; data: InsightsData } | { status: "error" };

export async function loadInsights(
  supabase: ServerClient,
  user: { id: string; email: string },
  timeZone: string,
): Promise<InsightsLoad> {
  const pauses = getPauses(supabase, user.id);
  // Keeps a rejection from going unhandled while the dashboard's data is read.
  pauses.catch(() => undefined);
  const dashboard = await loadDashboard(supabase, user, timeZone);
  if (dashboard.status !== "ok") return dashboard;

  const { subscriptions, defaultCurrency, today } = dashboard.data;
  const months = historyMonths(subscriptions, today);
  try {
    const [finishedPauses, cachedRates] = await Promise.all([
      pauses,
      months.length === 0
        ? []
        : getCachedRates(supabase, {
            into: defaultCurrency,
            currencies: subscriptions.map((subscription) => subscription.currency),
            from: addDays(firstDayOf(months[0]), -MAX_RATE_AGE_DAYS),
            to: today,
          }),
    ]);
    return { status: "ok", data: { ...dashboard.data, pauses: finishedPauses, cachedRates } };
  } catch (error) {
    console.error("Insights data could not be loaded.", error);
    return { status: "error" };
  }
}
