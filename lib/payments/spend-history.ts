import type { Currency } from "@/lib/currency/currencies";
import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { firstDayOf, monthNumber, type CalendarMonth } from "@/lib/dates/year-month";
import { historiesBySubscription, type UserHistory } from "@/lib/insights/charge-history";
import { rateOncePerDay, type DayRate } from "@/lib/insights/historical-rates";
import { HISTORY_MONTHS, historyMonths, type HistoryContext } from "@/lib/insights/history";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { Subscription } from "@/lib/subscriptions/types";
import { ledgerCharges } from "./charges";
import { chargeKey, isPaid, type PaidPayment, type Payment } from "./types";

export type SpendMonth = {
  month: CalendarMonth;
  total: number;
  recordedCount: number;
  estimatedCount: number;
  hasEstimates: boolean;
};

export type SpendHistory = {
  months: SpendMonth[];
  total: number;
  unconvertedCount: number;
};

// A rate frozen into an earlier base currency no longer converts into the default one.
function paidInBase(
  payment: PaidPayment,
  paidOn: CalendarDate,
  defaultCurrency: Currency,
  rateOf: (currency: Currency, date: CalendarDate) => DayRate | null,
): number | null {
  if (payment.currency === defaultCurrency) return payment.amount;
  if (payment.rateToBase !== null && payment.baseCurrency === defaultCurrency) return payment.amount * payment.rateToBase;
  const rate = rateOf(payment.currency, paidOn);
  return rate === null ? null : payment.amount * rate.rate;
}

/** Records count in the month they were paid, whatever their charge's date; charges without a record are the estimate. */
export function spendHistory(
  subscriptions: readonly Subscription[],
  history: UserHistory,
  payments: readonly Payment[],
  { today, defaultCurrency, rateOn }: HistoryContext,
  count = HISTORY_MONTHS,
): SpendHistory {
  const months = historyMonths(subscriptions, today, count);
  const amounts: number[][] = months.map(() => []);
  const recorded = months.map(() => 0);
  const estimated = months.map(() => 0);
  let unconvertedCount = 0;
  if (months.length > 0) {
    const from = firstDayOf(months[0]);
    const to = addDays(today, -1);
    const first = monthNumber(from);
    const rateOf = rateOncePerDay(rateOn);
    const known = new Set(subscriptions.map((subscription) => subscription.id));
    const answered = new Set<string>();
    for (const payment of payments) {
      if (!known.has(payment.subscriptionId)) continue;
      answered.add(chargeKey(payment.subscriptionId, payment.dueOn));
      const paidOn = payment.paidOn ?? payment.dueOn;
      if (paidOn < from || paidOn > to) continue;
      const index = monthNumber(paidOn) - first;
      recorded[index]++;
      if (!isPaid(payment)) continue;
      const amount = paidInBase(payment, paidOn, defaultCurrency, rateOf);
      if (amount === null) unconvertedCount++;
      else amounts[index].push(amount);
    }
    const historyOf = historiesBySubscription(history);
    for (const subscription of subscriptions) {
      for (const charge of ledgerCharges(subscription, historyOf(subscription.id), from, to)) {
        if (answered.has(chargeKey(subscription.id, charge.dueOn))) continue;
        const rate = rateOf(subscription.currency, charge.dueOn);
        if (rate === null) {
          unconvertedCount++;
          continue;
        }
        const index = monthNumber(charge.dueOn) - first;
        estimated[index]++;
        amounts[index].push(charge.amount * rate.rate);
      }
    }
  }
  const result = months.map((month, index) => ({
    month,
    total: sumAmounts(amounts[index]),
    recordedCount: recorded[index],
    estimatedCount: estimated[index],
    hasEstimates: estimated[index] > 0,
  }));
  return { months: result, total: sumAmounts(result.map((month) => month.total)), unconvertedCount };
}
