import type { CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { priceOn } from "@/lib/subscriptions/money";
import { chargesBetween, type ChargedSubscription, type ChargeHistory } from "@/lib/subscriptions/schedule";
import type { Subscription } from "@/lib/subscriptions/types";
import { chargeState, type ChargeState, type LedgerCharge } from "./charge-state";
import type { Payment } from "./types";

export type LedgerSubscription = ChargedSubscription & Pick<Subscription, "currency">;

export type LedgerEntry = {
  charge: LedgerCharge;
  payment: Payment | null;
  state: ChargeState;
  /** false for a record whose date the schedule no longer bills. */
  scheduled: boolean;
};

export type LedgerWindow = { from: CalendarDate; to: CalendarDate; today: CalendarDate };

// A one-time purchase was paid when it was made: like an automatic renewal, its charge asks for no
// answer (the reminders send it no "unanswered payment" either).
function ledgerCharge(subscription: LedgerSubscription, dueOn: CalendarDate, amount: number): LedgerCharge {
  const autoRenew = subscription.autoRenew || isOneTime(subscription.cycle);
  return { subscriptionId: subscription.id, dueOn, amount, currency: subscription.currency, autoRenew };
}

// Free charges (a trial's, a free plan's) ask for nothing: they are not charges to answer.
export function* ledgerCharges(
  subscription: LedgerSubscription,
  history: ChargeHistory,
  from: CalendarDate,
  to: CalendarDate,
): Generator<LedgerCharge> {
  for (const charge of chargesBetween(subscription, history, from, to)) {
    if (charge.amount > 0) yield ledgerCharge(subscription, charge.date, charge.amount);
  }
}

export function ledgerEntries(
  subscription: LedgerSubscription,
  history: ChargeHistory,
  payments: readonly Payment[],
  { from, to, today }: LedgerWindow,
): LedgerEntry[] {
  const records = new Map<CalendarDate, Payment>();
  for (const payment of payments) {
    if (payment.subscriptionId === subscription.id && payment.dueOn >= from && payment.dueOn <= to) records.set(payment.dueOn, payment);
  }
  const entries: LedgerEntry[] = [];
  for (const charge of ledgerCharges(subscription, history, from, to)) {
    const payment = records.get(charge.dueOn) ?? null;
    records.delete(charge.dueOn);
    entries.push({ charge, payment, state: chargeState(charge, payment, today), scheduled: true });
  }
  for (const payment of records.values()) {
    const charge = ledgerCharge(subscription, payment.dueOn, priceOn(subscription, history.priceChanges, payment.dueOn));
    entries.push({ charge, payment, state: chargeState(charge, payment, today), scheduled: false });
  }
  return entries.sort((a, b) => a.charge.dueOn.localeCompare(b.charge.dueOn));
}
