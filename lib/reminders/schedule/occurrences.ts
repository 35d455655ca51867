import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { priceOn } from "@/lib/subscriptions/money";
import { billingDates, chargesBetween, type ChargeHistory } from "@/lib/subscriptions/schedule";
import type { PriceChange } from "@/lib/subscriptions/types";
import { MAX_LEAD_DAYS } from "@/lib/subscriptions/reminder-lead-days";
import type { ReminderKind, ReminderSubscription } from "./types";

export type Occurrence = {
  subscription: ReminderSubscription;
  kind: ReminderKind;
  date: CalendarDate;
  amount: number;
  previousAmount: number | null;
  priceChangeId: number | null;
  dueAtOnce: boolean;
  endsTerm: boolean;
};

export type OccurrenceOptions = { remindToCancel: boolean; priceAlerts: boolean };

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

function upcomingChanges(changes: readonly PriceChange[], today: CalendarDate): PriceChange[] {
  const byDate = new Map<CalendarDate, PriceChange>();
  for (const change of changes) if (change.effectiveDate > today) byDate.set(change.effectiveDate, change);
  return [...byDate.values()];
}

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
