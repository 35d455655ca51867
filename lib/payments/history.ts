import { addDays, addMonths, type CalendarDate } from "@/lib/dates/date-only";
import type { ChargeHistory } from "@/lib/subscriptions/schedule";
import { ledgerEntries, type LedgerEntry, type LedgerSubscription } from "./charges";
import type { Payment } from "./types";

export const PAYMENT_HISTORY_MONTHS = 12;
// Far enough to find a yearly subscription's next charge.
const NEXT_CHARGE_MONTHS = 13;

/** The charges of the last twelve months, newest first, after the next one to come. */
export function paymentHistory(
  subscription: LedgerSubscription,
  history: ChargeHistory,
  payments: readonly Payment[],
  today: CalendarDate,
): LedgerEntry[] {
  const from = addDays(addMonths(today, -PAYMENT_HISTORY_MONTHS), 1);
  const entries = ledgerEntries(subscription, history, payments, { from, to: addMonths(today, NEXT_CHARGE_MONTHS), today });
  const past = entries.filter((entry) => entry.charge.dueOn <= today || entry.payment !== null);
  const next = entries.find((entry) => entry.charge.dueOn > today && entry.payment === null);
  return (next ? [...past, next] : past).reverse();
}
