import type { Currency } from "@/lib/currency/currencies";
import { convert } from "@/lib/currency/fallback-rates";
import { addDays, compareDates } from "@/lib/dates/date-only";
import { firstDayOf, monthNumber, type CalendarMonth } from "@/lib/dates/year-month";
import { historiesBySubscription, type UserHistory } from "@/lib/insights/charge-history";
import type { UpcomingCharge, UpcomingMonth, ForecastContext } from "@/lib/insights/upcoming";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { Subscription } from "@/lib/subscriptions/types";
import type { ChargeState } from "./charge-state";
import { ledgerEntries, type LedgerEntry } from "./charges";
import { isPaid, type Payment } from "./types";

export type MarkedCharge = UpcomingCharge & {
  /** null for a charge from today on: nothing is known of it yet. */
  state: ChargeState | null;
  paid: { amount: number; currency: Currency } | null;
};

export type CalendarMonthCharges = { month: CalendarMonth; total: number; charges: MarkedCharge[] };

function byDateThenAmount(a: MarkedCharge, b: MarkedCharge): number {
  return compareDates(a.date, b.date) || (b.converted ?? 0) - (a.converted ?? 0) || a.subscriptionId - b.subscriptionId;
}

// What left the account: the amount paid when recorded (at its frozen rate if it converts into the
// default currency), nothing when skipped, failed or refunded, and the expected amount otherwise.
function spent(entry: LedgerEntry, { rates, defaultCurrency }: ForecastContext): number | null {
  const { payment, charge } = entry;
  if (payment && isPaid(payment)) {
    if (payment.currency !== defaultCurrency && payment.rateToBase !== null && payment.baseCurrency === defaultCurrency) {
      return payment.amount * payment.rateToBase;
    }
    return convert(payment.amount, payment.currency, defaultCurrency, rates);
  }
  if (payment) return 0;
  return convert(charge.amount, charge.currency, defaultCurrency, rates);
}

/** Every charge from the first of `months` up to yesterday, each with its state on `today`. */
export function pastCharges(
  subscriptions: readonly Subscription[],
  history: UserHistory,
  payments: readonly Payment[],
  context: ForecastContext,
  months: readonly CalendarMonth[],
): MarkedCharge[] {
  if (months.length === 0) return [];
  const window = { from: firstDayOf(months[0]), to: addDays(context.today, -1), today: context.today };
  const historyOf = historiesBySubscription(history);
  const own = new Map<number, Payment[]>();
  for (const payment of payments) {
    const list = own.get(payment.subscriptionId);
    if (list) list.push(payment);
    else own.set(payment.subscriptionId, [payment]);
  }
  const charges: MarkedCharge[] = [];
  for (const subscription of subscriptions) {
    for (const entry of ledgerEntries(subscription, historyOf(subscription.id), own.get(subscription.id) ?? [], window)) {
      const { payment, charge } = entry;
      charges.push({
        date: charge.dueOn,
        subscriptionId: subscription.id,
        name: subscription.name,
        amount: charge.amount,
        currency: charge.currency,
        converted: spent(entry, context),
        notes: [],
        state: entry.state,
        paid: payment && isPaid(payment) ? { amount: payment.amount, currency: payment.currency } : null,
      });
    }
  }
  return charges.sort(byDateThenAmount);
}

/** The calendar's months: the past ones of the history, then the outlook's, this month holding both. */
export function calendarMonths(past: readonly MarkedCharge[], pastMonths: readonly CalendarMonth[], upcoming: readonly UpcomingMonth[]): CalendarMonthCharges[] {
  const months = [...new Set([...pastMonths, ...upcoming.map((month) => month.month)])].sort();
  if (months.length === 0) return [];
  const first = monthNumber(months[0]);
  const lists: MarkedCharge[][] = months.map(() => []);
  for (const charge of past) lists[monthNumber(charge.date) - first]?.push(charge);
  for (const month of upcoming) {
    const list = lists[monthNumber(month.month) - first];
    for (const charge of month.charges) list.push({ ...charge, state: null, paid: null });
  }
  return months.map((month, index) => ({
    month,
    total: sumAmounts(lists[index].map((charge) => charge.converted ?? 0)),
    charges: lists[index],
  }));
}
