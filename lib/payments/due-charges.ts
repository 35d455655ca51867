import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { priceChangesBySubscription } from "@/lib/subscriptions/card-facts";
import type { PriceChange, SubscriptionPause } from "@/lib/subscriptions/types";
import { awaitsAnswer } from "./charge-state";
import { ledgerEntries, type LedgerEntry, type LedgerSubscription } from "./charges";
import type { Payment } from "./types";

// The dashboard asks about a month of charges: older unanswered ones wait in the edit dialog's history.
export const DUE_WINDOW_DAYS = 31;

export function dueWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate; today: CalendarDate } {
  return { from: addDays(today, -DUE_WINDOW_DAYS), to: today, today };
}

const NO_PAUSES: SubscriptionPause[] = [];

/** The charges of the window still waiting for an answer, oldest first; auto-renewing ones never wait. */
export function dueCharges(
  subscriptions: readonly LedgerSubscription[],
  priceChanges: readonly PriceChange[],
  payments: readonly Payment[],
  today: CalendarDate,
): LedgerEntry[] {
  const window = dueWindow(today);
  const changesOf = priceChangesBySubscription(priceChanges);
  const due: LedgerEntry[] = [];
  for (const subscription of subscriptions) {
    if (subscription.autoRenew) continue;
    const history = { priceChanges: changesOf.get(subscription.id) ?? [], pauses: NO_PAUSES };
    for (const entry of ledgerEntries(subscription, history, payments, window)) {
      if (entry.payment === null && awaitsAnswer(entry.state)) due.push(entry);
    }
  }
  return due.sort((a, b) => a.charge.dueOn.localeCompare(b.charge.dueOn) || a.charge.subscriptionId - b.charge.subscriptionId);
}
