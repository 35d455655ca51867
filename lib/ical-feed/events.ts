import type { Currency } from "@/lib/currency/currencies";
import { addDays, addMonths, type CalendarDate } from "@/lib/dates/date-only";
import { chargeState, type ChargeState } from "@/lib/payments/charge-state";
import { ledgerCharges } from "@/lib/payments/charges";
import { chargeKey, isPaid, type Payment } from "@/lib/payments/types";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { inTrialOn } from "@/lib/subscriptions/lifecycle";
import { priceOn } from "@/lib/subscriptions/money";
import { chargesBetween, type ChargeHistory } from "@/lib/subscriptions/schedule";
import type { FeedData, FeedSubscription } from "./feed-data";

export const FEED_MONTHS = 12;
/** How far back past charges stay in the feed, with what happened to them. calendar_feed() bounds its payments to it. */
export const FEED_PAST_MONTHS = 3;

export type FeedEventKind = "renewal" | "trial_end" | "cancel_by";

export type FeedEvent = {
  kind: FeedEventKind;
  subscription: FeedSubscription;
  date: CalendarDate;
  amount: number;
  endsTerm: boolean;
  alarmLeadDays: number | null;
  /** A past charge's state; null for what is still to come. */
  state: ChargeState | null;
  paid: { amount: number; currency: Currency } | null;
};

export function feedWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: today, to: addDays(addMonths(today, FEED_MONTHS), -1) };
}

const KIND_ORDER: Record<FeedEventKind, number> = { trial_end: 0, cancel_by: 1, renewal: 2 };

function listPriceOn(subscription: FeedSubscription, history: ChargeHistory, date: CalendarDate): number {
  return priceOn({ ...subscription, status: "active", trialEndsOn: null }, history.priceChanges, date);
}

function alarmLeadDays(data: FeedData, subscriptionId: number): number | null {
  const own = data.reminders.find((reminder) => reminder.subscriptionId === subscriptionId);
  if (own && !own.enabled) return null;
  const leadDays = own?.leadDays ?? data.leadDays;
  return leadDays.length > 0 ? Math.max(...leadDays) : null;
}

function historyOf(subscription: FeedSubscription, data: FeedData): ChargeHistory {
  return {
    priceChanges: data.priceChanges.filter((change) => change.subscriptionId === subscription.id),
    pauses: data.pauses.filter((pause) => pause.subscriptionId === subscription.id),
  };
}

function eventsOf(subscription: FeedSubscription, data: FeedData, today: CalendarDate): FeedEvent[] {
  if (isOneTime(subscription.cycle)) return [];
  const { from, to } = feedWindow(today);
  const history = historyOf(subscription, data);
  const remindToCancel = data.reminders.some((r) => r.subscriptionId === subscription.id && r.remindToCancel);
  const base = { subscription, endsTerm: false, alarmLeadDays: alarmLeadDays(data, subscription.id), state: null, paid: null };
  const events: FeedEvent[] = [];

  const trialEnd = subscription.status === "trial" ? subscription.trialEndsOn : null;
  if (trialEnd && trialEnd >= from && trialEnd <= to) {
    events.push({ ...base, kind: "trial_end", date: trialEnd, amount: listPriceOn(subscription, history, trialEnd) });
  }

  // Paused and cancelled subscriptions are not charged from their date on: the schedule skips those days.
  let cancelByNext = remindToCancel;
  for (const charge of chargesBetween(subscription, history, from, to)) {
    // Free while the trial runs; the trial's own event speaks for a charge on the day it ends.
    if (inTrialOn(subscription, charge.date) || charge.date === trialEnd) continue;
    events.push({ ...base, kind: cancelByNext ? "cancel_by" : "renewal", date: charge.date, amount: charge.amount });
    cancelByNext = false;
  }

  const active = subscription.status === "active" || subscription.status === "trial";
  if (active && !subscription.autoRenew && subscription.endDate >= from && subscription.endDate <= to) {
    events.push({
      ...base,
      kind: "cancel_by",
      endsTerm: true,
      date: subscription.endDate,
      amount: listPriceOn(subscription, history, subscription.endDate),
    });
  }
  return events;
}

export function feedEvents(data: FeedData, today: CalendarDate): FeedEvent[] {
  return data.subscriptions
    .flatMap((subscription) => eventsOf(subscription, data, today))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.subscription.id - b.subscription.id,
    );
}

export function pastFeedWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addMonths(today, -FEED_PAST_MONTHS), to: addDays(today, -1) };
}

/** The charges of the past few months, each titled with what happened to it; past events ring no alarm. */
export function pastFeedEvents(data: FeedData, today: CalendarDate): FeedEvent[] {
  const { from, to } = pastFeedWindow(today);
  const records = new Map<string, Payment>(data.payments.map((payment) => [chargeKey(payment.subscriptionId, payment.dueOn), payment]));
  const events: FeedEvent[] = [];
  for (const subscription of data.subscriptions) {
    if (isOneTime(subscription.cycle)) continue;
    for (const charge of ledgerCharges(subscription, historyOf(subscription, data), from, to)) {
      const payment = records.get(chargeKey(subscription.id, charge.dueOn)) ?? null;
      events.push({
        kind: "renewal",
        subscription,
        date: charge.dueOn,
        amount: charge.amount,
        endsTerm: false,
        alarmLeadDays: null,
        state: chargeState(charge, payment, today),
        paid: payment && isPaid(payment) ? { amount: payment.amount, currency: payment.currency } : null,
      });
    }
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.subscription.id - b.subscription.id);
}

export function eventUid(event: Pick<FeedEvent, "kind" | "subscription" | "date">, domain: string): string {
  return `${event.kind}-${event.subscription.id}-${event.date.replaceAll("-", "")}@${domain}`;
}
