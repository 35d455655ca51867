import type { Insights } from "@/lib/insights/build-insights";
import { historicalRates } from "@/lib/insights/historical-rates";
import { historyMonths } from "@/lib/insights/history";
import type { PaidInsightsData } from "./load-paid-insights";
import { calendarMonths, pastCharges, type CalendarMonthCharges } from "./past-charges";
import { spendHistory, type SpendHistory } from "./spend-history";

export type PaidInsights = { spent: SpendHistory; calendar: CalendarMonthCharges[] };

/** What the ledger adds to the insights: the real spending, and the calendar's past charges with their state. */
export function paidInsights(data: PaidInsightsData, insights: Pick<Insights, "upcoming">): PaidInsights {
  const { subscriptions, priceChanges, pauses, payments, today, defaultCurrency, cachedRates, exchangeRates } = data;
  const history = { priceChanges, pauses };
  const rates = exchangeRates.rates;
  const months = historyMonths(subscriptions, today);
  return {
    spent: spendHistory(subscriptions, history, payments, { today, defaultCurrency, rateOn: historicalRates(cachedRates, defaultCurrency, rates) }),
    calendar: calendarMonths(pastCharges(subscriptions, history, payments, { today, rates, defaultCurrency }, months), months, insights.upcoming),
  };
}
