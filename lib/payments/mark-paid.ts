import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { RateLookup } from "@/lib/insights/historical-rates";
import { awaitsAnswer, type LedgerCharge } from "./charge-state";
import type { LedgerEntry } from "./charges";

export type PaidDraft = {
  subscriptionId: number;
  dueOn: CalendarDate;
  state: "paid";
  paidOn: CalendarDate;
  amount: number;
  currency: Currency;
};

export function markPaidDefaults(charge: LedgerCharge): PaidDraft {
  return {
    subscriptionId: charge.subscriptionId,
    dueOn: charge.dueOn,
    state: "paid",
    paidOn: charge.dueOn,
    amount: charge.amount,
    currency: charge.currency,
  };
}

export function markAllDuePaid(entries: readonly LedgerEntry[]): PaidDraft[] {
  return entries.filter((entry) => entry.payment === null && awaitsAnswer(entry.state)).map((entry) => markPaidDefaults(entry.charge));
}

export type FrozenRate = { rateToBase: number; baseCurrency: Currency; rateDate: CalendarDate };

// Only today's rate known: nothing is frozen, as a later look-up may find the day's rate and a frozen guess never would.
export function frozenRate(currency: Currency, baseCurrency: Currency, paidOn: CalendarDate, rateOn: RateLookup): FrozenRate | null {
  const rate = rateOn(currency, paidOn);
  if (rate === null || rate.day === null) return null;
  return { rateToBase: rate.rate, baseCurrency, rateDate: rate.day };
}
