import "server-only";
import { redirect } from "next/navigation";
import { getCategories } from "@/lib/categories/queries";
import type { Currency } from "@/lib/currency/currencies";
import { getExchangeRates, type ExchangeRates } from "@/lib/currency/rates";
import { ACCOUNT_CLOSED_PATH, getOrCreateProfile } from "@/lib/profile/queries";
import type { CalendarDate } from "@/lib/dates/date-only";
import { todayIn } from "@/lib/dates/local-clock";
import { getPriceChanges, getSubscriptions } from "@/lib/subscriptions/queries";
import { summarize, type SubscriptionSummary } from "@/lib/subscriptions/summary";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import type { ServerClient } from "@/lib/supabase/server";
import type { Category } from "@/lib/categories/types";

export type DashboardData = {
  defaultCurrency: Currency;
  currencyConfirmed: boolean;
  subscriptions: Subscription[];
  categories: Category[];
  priceChanges: PriceChange[];
  exchangeRates: ExchangeRates;
  today: CalendarDate;
  summary: SubscriptionSummary;
};

export type DashboardLoad = { status: "ok"; data: DashboardData } | { status: "error" };

export async function loadDashboard(
  supabase: ServerClient,
  user: { id: string; email: string },
  timeZone: string,
): Promise<DashboardLoad> {
  const lists = Promise.all([
    getSubscriptions(supabase, user.id),
    getCategories(supabase, user.id),
    getPriceChanges(supabase, user.id),
  ]);
  // Keeps a rejection from going unhandled while the profile is read.
  lists.catch(() => undefined);
  const profile = await getOrCreateProfile(supabase, user).catch(() => ({ status: "error" }) as const);
  if (profile.status === "deleted") redirect(ACCOUNT_CLOSED_PATH);
  if (profile.status === "error") return { status: "error" };

  let subscriptions: Subscription[];
  let categories: Category[];
  let priceChanges: PriceChange[];
  try {
    [subscriptions, categories, priceChanges] = await lists;
  } catch (error) {
    console.error("Dashboard data could not be loaded.", error);
    return { status: "error" };
  }

  const { defaultCurrency } = profile.profile;
  const today = todayIn(timeZone);
  const exchangeRates = await getExchangeRates(
    supabase,
    defaultCurrency,
    new Set(subscriptions.map((subscription) => subscription.currency)),
  );
  const summary = summarize(subscriptions, { rates: exchangeRates.rates, defaultCurrency, today, priceChanges });
  return {
    status: "ok",
    data: { defaultCurrency, currencyConfirmed: profile.profile.currencyConfirmed, subscriptions, categories, priceChanges, exchangeRates, today, summary },
  };
}
