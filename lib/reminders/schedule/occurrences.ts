import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { priceOn } from "@/lib/subscriptions/money";
import { billingDates, chargesBetween, type ChargeHistory } from "@/lib/subscriptions/schedule";
import type { PriceChange } from "@/lib/subscriptions/types";
import { MAX_LEAD_DAYS } from "@/lib/subscriptions/reminder-lead-days";
import type { ReminderKind, ReminderSubscription } from "./types";

/** Something a reminder can be about: a renewal, a trial's end, a day to cancel by, a new price. */
export type Occurrence = {
  subscription: ReminderSubscription;
  kind: ReminderKind;
  date: CalendarDate;
  amount: number;
  previousAmount: number | null;
  priceChangeId: number | null;
  /** A price alert is due as soon as the change is seen; the others a lead time before their date. */
  dueAtOnce: boolean;
  /** The end of a term that does not renew (a cancel-by reminder that is not about a charge). */
  endsTerm: boolean;
};

export type OccurrenceOptions = { remindToCancel: boolean; priceAlerts: boolean };

/** The price before any trial: what the subscription costs once it is billed. */
function listPriceOn(subscription: ReminderSubscription, priceChanges: readonly PriceChange[], date: CalendarDate): number {
  return priceOn({ ...subscription, status: "active", trialEndsOn: null }, priceChanges, date);
}

function changesOf(subscription: ReminderSubscription, priceChanges: readonly PriceChange[]): PriceChange[] {
  return priceChanges
    .filter((change) => change.subscriptionId === subscription.id)
    .sort(
      (a, b) =>
        a.effectiveDate.localeCompare(b.effectiveDate) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
}

/**
 * The price a charge replaces when it is the first one at a new price: the price before the
 * latest change in effect on `date`, provided nothing was billed between that change and `date`.
 */
function replacedPrice(
  subscription: ReminderSubscription,
  changes: readonly PriceChange[],
  date: CalendarDate,
  amount: number,
): number | null {
  const change = changes.filter((c) => c.effectiveDate <= date).at(-1);
  if (!change) return null;
  if (change.effectiveDate < date) {
    const earlier = billingDates(subscription, change.effectiveDate, addDays(date, -1));
    if (!earlier.next().done) return null;
  }
  const previous = listPriceOn(subscription, changes, addDays(change.effectiveDate, -1));
  return previous > 0 && previous !== amount ? previous : null;
}

/** The latest change recorded for each future effective date, as priceOn will apply them. */
function upcomingChanges(changes: readonly PriceChange[], today: CalendarDate): PriceChange[] {
  const byDate = new Map<CalendarDate, PriceChange>();
  for (const change of changes) if (change.effectiveDate > today) byDate.set(change.effectiveDate, change);
  return [...byDate.values()];
}

/**
 * What a subscription may be reminded of from `today` on: its next charge (as a renewal, or as a
 * day to cancel by when the user wants to cancel it), the end of its trial, the end of a term that
 * does not renew, and each recorded price change still to come. Paused and cancelled
 * subscriptions get nothing; a charge during a free trial costs nothing and is not reminded.
 */
export function occurrencesOf(
  subscription: ReminderSubscription,
  history: ChargeHistory,
  today: CalendarDate,
  options: OccurrenceOptions,
): Occurrence[] {
  if (subscription.status === "paused" || subscription.status === "cancelled" || isOneTime(subscription.cycle)) return [];
  const changes = changesOf(subscription, history.priceChanges);
  const horizon = addDays(today, MAX_LEAD_DAYS);
  const occurrences: Occurrence[] = [];
  const base = { subscription, previousAmount: null, priceChangeId: null, dueAtOnce: false, endsTerm: false };

  const trialEnd = subscription.status === "trial" ? subscription.trialEndsOn : null;
  if (trialEnd && trialEnd >= today && trialEnd <= horizon) {
    occurrences.push({ ...base, kind: "trial_end", date: trialEnd, amount: listPriceOn(subscription, changes, trialEnd) });
  }

  let next: { date: CalendarDate; amount: number } | null = null;
  for (const charge of chargesBetween(subscription, { ...history, priceChanges: changes }, today, horizon)) {
    if (charge.amount > 0) {
      next = charge;
      break;
    }
  }
  if (next && next.date !== trialEnd) {
    occurrences.push({
      ...base,
      kind: options.remindToCancel ? "cancel_by" : "renewal",
      date: next.date,
      amount: next.amount,
      previousAmount: replacedPrice(subscription, changes, next.date, next.amount),
    });
  }

  if (!subscription.autoRenew && subscription.endDate >= today && subscription.endDate <= horizon) {
    occurrences.push({
      ...base,
      kind: "cancel_by",
      endsTerm: true,
      date: subscription.endDate,
      amount: listPriceOn(subscription, changes, subscription.endDate),
    });
  }

  if (options.priceAlerts) {
    for (const change of upcomingChanges(changes, today)) {
      const previous = listPriceOn(subscription, changes, addDays(change.effectiveDate, -1));
      if (previous === change.newPrice) continue;
      occurrences.push({
        ...base,
        kind: "price_change",
        date: change.effectiveDate,
        amount: change.newPrice,
        previousAmount: previous,
        priceChangeId: change.id,
        dueAtOnce: true,
      });
    }
  }
  return occurrences;
}
