import type { Category } from "@/lib/categories/types";
import type { Currency } from "@/lib/currency/currencies";
import type { RateTable } from "@/lib/currency/fallback-rates";
import type { CachedRate } from "@/lib/currency/queries";
import { compareDates, type CalendarDate } from "@/lib/dates/date-only";
import { priceHistory, type PriceHistoryEntry } from "@/lib/subscriptions/price-history";
import { nameCollator } from "@/lib/subscriptions/sort";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { PriceChange, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";
import { spendByCategory, type CategoryShare } from "./by-category";
import { historicalRates } from "./historical-rates";
import { spendingHistory, type SpendingHistory } from "./history";
import { cancellationSavings, type Savings } from "./savings";
import { upcomingMonths, type ForecastContext, type UpcomingMonth } from "./upcoming";

export type InsightsInput = {
  subscriptions: readonly Subscription[];
  categories: readonly Category[];
  priceChanges: readonly PriceChange[];
  pauses: readonly SubscriptionPause[];
  cachedRates: readonly CachedRate[];
  rates: RateTable;
  defaultCurrency: Currency;
  today: CalendarDate;
  monthlyTotal: number;
  locale: string;
  /** Variable bills' forecasts by subscription id: the outlook shows their range, the shares their estimate. */
  forecasts?: ForecastContext["forecasts"];
};

export type Insights = {
  byCategory: CategoryShare[];
  upcoming: UpcomingMonth[];
  upcomingTotal: number;
  history: SpendingHistory;
  savings: Savings;
  priceHistories: { subscription: Subscription; entries: PriceHistoryEntry[] }[];
};

function priceHistories(subscriptions: readonly Subscription[], priceChanges: readonly PriceChange[], locale: string) {
  const changed = new Set(priceChanges.map((change) => change.subscriptionId));
  const collator = nameCollator(locale);
  const latest = (entries: PriceHistoryEntry[]) => entries[entries.length - 1].date;
  return subscriptions
    .filter((subscription) => changed.has(subscription.id) || (subscription.status === "trial" && subscription.trialEndsOn !== null))
    .map((subscription) => ({ subscription, entries: priceHistory(subscription, priceChanges) }))
    .sort((a, b) => compareDates(latest(b.entries), latest(a.entries)) || collator.compare(a.subscription.name, b.subscription.name));
}

export function buildInsights(input: InsightsInput): Insights {
  const { subscriptions, categories, priceChanges, pauses, rates, defaultCurrency, today, locale, forecasts } = input;
  const history = { priceChanges, pauses };
  const upcoming = upcomingMonths(subscriptions, history, { today, rates, defaultCurrency, forecasts });
  const estimated = forecasts
    ? subscriptions.map((subscription) => {
        const forecast = forecasts[subscription.id];
        return forecast ? { ...subscription, price: forecast.estimate } : subscription;
      })
    : subscriptions;
  return {
    byCategory: spendByCategory(estimated, categories, { rates, defaultCurrency, today, priceChanges, locale }, input.monthlyTotal),
    upcoming,
    upcomingTotal: sumAmounts(upcoming.map((month) => month.total)),
    history: spendingHistory(subscriptions, history, {
      today,
      defaultCurrency,
      rateOn: historicalRates(input.cachedRates, defaultCurrency, rates),
    }),
    savings: cancellationSavings(subscriptions, history, { today, rates, defaultCurrency }),
    priceHistories: priceHistories(subscriptions, priceChanges, locale),
  };
}
