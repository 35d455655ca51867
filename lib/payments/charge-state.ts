import type { Currency } from "@/lib/currency/currencies";
import { daysBetween, type CalendarDate } from "@/lib/dates/date-only";
import { roundToMinorUnit } from "@/lib/subscriptions/format-money";
import type { Payment } from "./types";

export const OVERDUE_AFTER_DAYS = 3;

export const CHARGE_STATES = [
  "paid",
  "paid_different",
  "skipped",
  "failed",
  "refunded",
  "assumed_paid",
  "upcoming",
  "due",
  "overdue",
] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

export type LedgerCharge = {
  subscriptionId: number;
  dueOn: CalendarDate;
  amount: number;
  currency: Currency;
  autoRenew: boolean;
};

export function isSameAmount(a: number, b: number, currency: Currency): boolean {
  return roundToMinorUnit(a, currency) === roundToMinorUnit(b, currency);
}

export function isPaidAsExpected(charge: LedgerCharge, payment: Payment): boolean {
  if (payment.amount === null) return true;
  return payment.currency === charge.currency && isSameAmount(payment.amount, charge.amount, charge.currency);
}

/**
 * The state of a charge on `today`, the user's date in their time zone. A record decides whatever the
 * date: `paid`, or `paid_different` when its amount (to the currency's smallest unit) or currency is
 * not the expected one; `skipped`, `failed`, `refunded`. Without one, a charge after today is
 * `upcoming`; an auto-renewing one is `upcoming` on its day too (the card is charged at some hour of
 * it) and `assumed_paid` from the next day; a manual renewal is `due` from its day through
 * OVERDUE_AFTER_DAYS days after it, then `overdue`.
 */
export function chargeState(charge: LedgerCharge, payment: Payment | null, today: CalendarDate): ChargeState {
  if (payment) {
    if (payment.state !== "paid") return payment.state;
    return isPaidAsExpected(charge, payment) ? "paid" : "paid_different";
  }
  const late = daysBetween(charge.dueOn, today);
  if (late < 0) return "upcoming";
  if (charge.autoRenew) return late === 0 ? "upcoming" : "assumed_paid";
  return late <= OVERDUE_AFTER_DAYS ? "due" : "overdue";
}

export function awaitsAnswer(state: ChargeState): boolean {
  return state === "due" || state === "overdue";
}
