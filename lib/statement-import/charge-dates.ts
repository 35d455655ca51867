import { currencyDecimals, isCurrency, type Currency } from "@/lib/currency/currencies";
import { addDays, daysBetween, type CalendarDate } from "@/lib/dates/date-only";
import type { Cadence, RecurringCharge } from "@/lib/recurring-charges/types";
import { cycleInMonths } from "@/lib/subscriptions/cycle";
import { chargesBetween, type ChargedSubscription, type ChargeHistory } from "@/lib/subscriptions/schedule";

/** How the app writes each cadence the detector finds (lib/subscriptions/cycle). */
export const CADENCE_CYCLES: Record<Cadence, string> = {
  weekly: "custom:days:7",
  biweekly: "custom:days:14",
  monthly: "custom:months:1",
  bimonthly: "custom:months:2",
  quarterly: "custom:months:3",
  semiannual: "6months",
  yearly: "1year",
};

/** One charge of a statement as a payment: `dueOn` is the scheduled date it pays, `paidOn` the day the bank booked it. */
export type StatementPayment = { dueOn: CalendarDate; paidOn: CalendarDate; amount: number; currency: Currency; statementRef: string };

export type DetectedCharge = RecurringCharge["charges"][number];

/** Thousandths to the currency's own decimals; a 1,490 yen charge stays 1490. */
export function fromMilli(amountMilli: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  return Number((Math.abs(amountMilli) / 1000).toFixed(decimals));
}

/** Half the currency's smallest unit: a difference below it is rounding, not a price change. */
export function roundingOf(currency: string): number {
  return 0.5 / 10 ** currencyDecimals(currency);
}

/**
 * How far a booking may fall from its scheduled date and still pay it: banks book a card charge a
 * few days late, and a month is not always the same length. About a sixth of the cycle, 2 to 7 days.
 */
export function toleranceDays(cycle: string): number {
  const days = cycleInMonths(cycle) * 30;
  return Math.max(2, Math.min(7, Math.round(days / 6)));
}

export function isKnownCurrency(currency: string): currency is Currency {
  return isCurrency(currency);
}

/** The index of the first of the ascending `dates` on or after `date`. */
function firstOnOrAfter(dates: readonly CalendarDate[], date: CalendarDate): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dates[middle] < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type ScheduledCharges = {
  payments: StatementPayment[];
  /** Charges with no scheduled date near them (before the start, a different day of the month …). */
  unscheduled: DetectedCharge[];
};

/**
 * Pairs each booked charge with the nearest scheduled charge of `subscription` within the tolerance;
 * a scheduled date is paid once, by the booking closest to it.
 */
export function matchScheduledCharges(
  subscription: ChargedSubscription,
  history: ChargeHistory,
  charges: readonly DetectedCharge[],
  currency: Currency,
): ScheduledCharges {
  if (charges.length === 0) return { payments: [], unscheduled: [] };
  const tolerance = toleranceDays(subscription.cycle);
  const from = addDays(charges[0].date, -tolerance);
  const to = addDays(charges[charges.length - 1].date, tolerance);
  const due = [...chargesBetween(subscription, history, from, to)].map((charge) => charge.date);

  const candidates = charges.flatMap((charge, index) => {
    const pairs: { index: number; dueOn: CalendarDate; distance: number }[] = [];
    // Only the few scheduled dates within the tolerance are looked at: years of weekly charges stay cheap.
    const latest = addDays(charge.date, tolerance);
    for (let k = firstOnOrAfter(due, addDays(charge.date, -tolerance)); k < due.length && due[k] <= latest; k++) {
      pairs.push({ index, dueOn: due[k], distance: Math.abs(daysBetween(due[k], charge.date)) });
    }
    return pairs;
  });
  candidates.sort((a, b) => a.distance - b.distance || a.index - b.index);
  const dueTaken = new Set<CalendarDate>();
  const chargeDue = new Map<number, CalendarDate>();
  for (const pair of candidates) {
    if (dueTaken.has(pair.dueOn) || chargeDue.has(pair.index)) continue;
    dueTaken.add(pair.dueOn);
    chargeDue.set(pair.index, pair.dueOn);
  }

  const payments: StatementPayment[] = [];
  const unscheduled: DetectedCharge[] = [];
  charges.forEach((charge, index) => {
    const dueOn = chargeDue.get(index);
    if (dueOn === undefined) unscheduled.push(charge);
    else payments.push({ dueOn, paidOn: charge.date, amount: fromMilli(charge.amountMilli, currency), currency, statementRef: charge.key });
  });
  return { payments, unscheduled };
}
