import "server-only";
import type { Currency } from "@/lib/currency/currencies";
import type { ExchangeRates } from "@/lib/currency/rates";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import type { CalendarDate } from "@/lib/dates/date-only";
import { getSubscriptionOverrides } from "@/lib/reminders/settings/queries";
import { getPauses } from "@/lib/subscriptions/queries";
import type { ServerClient } from "@/lib/supabase/server";
import type { TransferData } from "./data";
import { getAllPayments } from "./load-payments";

export type ExportData = TransferData & { defaultCurrency: Currency; exchangeRates: ExchangeRates; today: CalendarDate };

export async function loadExport(
  supabase: ServerClient,
  user: { id: string; email: string },
  timeZone: string,
): Promise<ExportData | null> {
  const [dashboard, pauses, reminders, payments] = await Promise.all([
    loadDashboard(supabase, user, timeZone),
    getPauses(supabase, user.id).catch(() => null),
    getSubscriptionOverrides(supabase, user.id).catch(() => null),
    getAllPayments(supabase, user.id).catch(() => null),
  ]);
  if (dashboard.status !== "ok" || pauses === null || reminders === null || payments === null) return null;
  const { subscriptions, categories, priceChanges, defaultCurrency, exchangeRates, today } = dashboard.data;
  return { subscriptions, categories, priceChanges, pauses, reminders, payments, defaultCurrency, exchangeRates, today };
}
