import type { Currency } from "@/lib/currency/currencies";
import { addDays, monthsBetween, type CalendarDate } from "@/lib/dates/date-only";
import { addCalendarMonths, firstDayOf, monthNumber, monthOf, monthsFrom, type CalendarMonth } from "@/lib/dates/year-month";
import { chargesBetween } from "@/lib/subscriptions/schedule";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { Subscription } from "@/lib/subscriptions/types";
import { historiesBySubscription, type UserHistory } from "./charge-history";
import { rateOncePerDay, type RateLookup } from "./historical-rates";

export const HISTORY_MONTHS = 12;

export type HistoryMonth = {
  month: CalendarMonth;
  total: number;
  chargeCount: number;
  fallbackCount: number;
};

export type SpendingHistory = {
  months: HistoryMonth[];
  total: number;
  chargeCount: number;
  convertedCount: number;
  fallbackCount: number;
  unconvertedCount: number;
};

export type HistoryContext = { today: CalendarDate; defaultCurrency: Currency; rateOn: RateLookup };

export function historyMonths(subscriptions: readonly Subscription[], today: CalendarDate, count = HISTORY_MONTHS): CalendarMonth[] {
  if (subscriptions.length === 0) return [];
  const first = subscriptions.reduce((earliest, s) => (s.startDate < earliest ? s.startDate : earliest), subscriptions[0].startDate);
  if (first >= today) return [];
  const current = monthOf(today);
  const start = [addCalendarMonths(current, 1 - count), monthOf(first)].sort().at(-1)!;
  return monthsFrom(start, monthsBetween(firstDayOf(start), today) + 1);
}

export function spendingHistory(
  subscriptions: readonly Subscription[],
  history: UserHistory,
  { today, defaultCurrency, rateOn }: HistoryContext,
  count = HISTORY_MONTHS,
): SpendingHistory {
  const months = historyMonths(subscriptions, today, count);
  const amounts: number[][] = months.map(() => []);
  const fallbacks = months.map(() => 0);
  let convertedCount = 0;
  let unconvertedCount = 0;
  if (months.length > 0) {
    const from = firstDayOf(months[0]);
    const to = addDays(today, -1);
    const historyOf = historiesBySubscription(history);
    const first = monthNumber(from);
    const rateOf = rateOncePerDay(rateOn);
    for (const subscription of subscriptions) {
      for (const charge of chargesBetween(subscription, historyOf(subscription.id), from, to)) {
        if (charge.amount === 0) continue;
        const rate = rateOf(subscription.currency, charge.date);
        if (rate === null) {
          unconvertedCount++;
          continue;
        }
        const index = monthNumber(charge.date) - first;
        amounts[index].push(charge.amount * rate.rate);
        if (subscription.currency !== defaultCurrency) {
          convertedCount++;
          if (rate.day === null) fallbacks[index]++;
        }
      }
    }
  }
  const result = months.map((month, index) => ({
    month,
    total: sumAmounts(amounts[index]),
    chargeCount: amounts[index].length,
    fallbackCount: fallbacks[index],
  }));
  return {
    months: result,
    total: sumAmounts(result.map((month) => month.total)),
    chargeCount: result.reduce((sum, month) => sum + month.chargeCount, 0),
    convertedCount,
    fallbackCount: fallbacks.reduce((sum, n) => sum + n, 0),
    unconvertedCount,
  };
}
