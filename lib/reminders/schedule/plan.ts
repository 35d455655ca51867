import { addDays, daysBetween, type CalendarDate } from "@/lib/dates/date-only";
import type { LocalClock } from "@/lib/dates/local-clock";
import { isLeadDay } from "@/lib/subscriptions/reminder-lead-days";
import { occurrencesOf, type Occurrence } from "./occurrences";
import { isAnswered, isChargeReminder, overdueOccurrences } from "./overdue";
import {
  MAX_ATTEMPTS,
  REMINDER_KINDS,
  type DeliveryKey,
  type DeliveryRecord,
  type ReminderItem,
  type Snooze,
  type UserReminderData,
} from "./types";

type Lead = { leadDays: number; dueOn: CalendarDate };

const ALWAYS = "0001-01-01";

export function sendHourReached(clock: LocalClock, sendHour: number): boolean {
  return clock.hour >= sendHour;
}

export function deliveryKeyString(key: DeliveryKey): string {
  return `${key.subscriptionId}|${key.kind}|${key.occurrenceDate}|${key.leadDays}`;
}

function occurrenceKey(subscriptionId: number, kind: string, date: CalendarDate): string {
  return `${subscriptionId}|${kind}|${date}`;
}

type Indexed = {
  deliveries: Map<string, DeliveryRecord>;
  snoozes: Map<string, Snooze>;
};

function index(data: UserReminderData): Indexed {
  return {
    deliveries: new Map(data.deliveries.map((record) => [deliveryKeyString(record), record])),
    snoozes: new Map(data.snoozes.map((snooze) => [occurrenceKey(snooze.subscriptionId, snooze.kind, snooze.occurrenceDate), snooze])),
  };
}

function eachOccurrence(data: UserReminderData, today: CalendarDate): { occurrence: Occurrence; leads: number[] }[] {
  const overrides = new Map(data.overrides.map((override) => [override.subscriptionId, override]));
  // Each subscription is handed only its own changes: with thousands of both, scanning every change
  // for every subscription would cost more than all the rest of the plan.
  const changesBySubscription = new Map<number, UserReminderData["priceChanges"]>();
  for (const change of data.priceChanges) {
    const list = changesBySubscription.get(change.subscriptionId);
    if (list) list.push(change);
    else changesBySubscription.set(change.subscriptionId, [change]);
  }
  const result: { occurrence: Occurrence; leads: number[] }[] = [];
  for (const subscription of data.subscriptions) {
    const override = overrides.get(subscription.id);
    if (override && !override.enabled) continue;
    const leads = override?.leadDays ?? data.preferences.leadDays;
    const options = { remindToCancel: override?.remindToCancel ?? false, priceAlerts: data.preferences.priceAlerts };
    const history = { priceChanges: changesBySubscription.get(subscription.id) ?? [], pauses: data.pauses };
    const occurrences = [...overdueOccurrences(subscription, history, today), ...occurrencesOf(subscription, history, today, options)];
    for (const occurrence of occurrences) {
      if (!isAnswered(occurrence, data.answered)) result.push({ occurrence, leads });
    }
  }
  return result;
}

function leadsOf(occurrence: Occurrence, leadDays: readonly number[], snooze: Snooze | undefined): Lead[] {
  if (snooze?.stopped) return [];
  let leads: Lead[] = occurrence.dueAtOnce
    ? [{ leadDays: 0, dueOn: ALWAYS }]
    : leadDays.map((leadDays) => ({ leadDays, dueOn: addDays(occurrence.date, -leadDays) }));
  const until = snooze?.untilDate;
  if (until) {
    leads = leads.filter((lead) => lead.dueOn >= until);
    const leadDays = daysBetween(until, occurrence.date);
    if (isLeadDay(leadDays) && !leads.some((lead) => lead.leadDays === leadDays)) leads.push({ leadDays, dueOn: until });
  }
  return leads;
}

function isSendable(record: DeliveryRecord | undefined): boolean {
  if (!record) return true;
  if (record.status === "failed") return record.attempts < MAX_ATTEMPTS;
  return record.status === "claimed" && record.stale;
}

function snoozeDayFor(occurrence: Occurrence, today: CalendarDate): CalendarDate | null {
  const tomorrow = addDays(today, 1);
  if (tomorrow > occurrence.date) return null;
  return isLeadDay(daysBetween(tomorrow, occurrence.date)) ? tomorrow : null;
}

function toItem(occurrence: Occurrence, leadDays: number, snoozeUntil: CalendarDate | null): ReminderItem {
  const { subscription } = occurrence;
  return {
    subscriptionId: subscription.id,
    kind: occurrence.kind,
    occurrenceDate: occurrence.date,
    leadDays,
    subscription: {
      id: subscription.id,
      name: subscription.name,
      currency: subscription.currency,
      cycle: subscription.cycle,
      updatedAt: subscription.updatedAt,
    },
    amount: occurrence.amount,
    previousAmount: occurrence.previousAmount,
    priceChangeId: occurrence.priceChangeId,
    endsTerm: occurrence.endsTerm,
    snoozeUntil,
    answerable: isChargeReminder(occurrence),
  };
}

const KIND_ORDER = new Map(REMINDER_KINDS.map((kind, position) => [kind, position]));

export function compareItems(a: ReminderItem, b: ReminderItem): number {
  return (
    KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
    a.occurrenceDate.localeCompare(b.occurrenceDate) ||
    a.subscription.name.localeCompare(b.subscription.name) ||
    a.subscriptionId - b.subscriptionId
  );
}

export type SkippedKey = DeliveryKey & { updatedAt: string };

// The rest stay due and come in the next days' digests; this keeps one user's claim and email within one call's size.
export const MAX_DIGEST_ITEMS = 100;

function soonest(items: ReminderItem[], skipped: SkippedKey[]): { items: ReminderItem[]; skipped: SkippedKey[] } {
  if (items.length <= MAX_DIGEST_ITEMS) return { items, skipped };
  const kept = [...items]
    .sort((a, b) => a.occurrenceDate.localeCompare(b.occurrenceDate) || compareItems(a, b))
    .slice(0, MAX_DIGEST_ITEMS);
  const occurrences = new Set(kept.map((item) => occurrenceKey(item.subscriptionId, item.kind, item.occurrenceDate)));
  return {
    items: kept,
    skipped: skipped.filter((key) => occurrences.has(occurrenceKey(key.subscriptionId, key.kind, key.occurrenceDate))),
  };
}

export type ReminderPlan = {
  items: ReminderItem[];
  skipped: SkippedKey[];
};

/** Lead times missed by earlier runs are not lost; when several of one occurrence are due, only the most urgent is sent. */
export function planReminders(data: UserReminderData, today: CalendarDate): ReminderPlan {
  const { deliveries, snoozes } = index(data);
  const items: ReminderItem[] = [];
  const skipped: SkippedKey[] = [];
  for (const { occurrence, leads } of eachOccurrence(data, today)) {
    const snooze = snoozes.get(occurrenceKey(occurrence.subscription.id, occurrence.kind, occurrence.date));
    const due = leadsOf(occurrence, leads, snooze).filter((lead) => lead.dueOn <= today);
    if (due.length === 0) continue;
    const urgent = Math.min(...due.map((lead) => lead.leadDays));
    const keyOf = (leadDays: number): DeliveryKey => ({
      subscriptionId: occurrence.subscription.id,
      kind: occurrence.kind,
      occurrenceDate: occurrence.date,
      leadDays,
    });
    if (isSendable(deliveries.get(deliveryKeyString(keyOf(urgent))))) {
      items.push(toItem(occurrence, urgent, snoozeDayFor(occurrence, today)));
    }
    for (const lead of due) {
      const key = keyOf(lead.leadDays);
      if (lead.leadDays !== urgent && !deliveries.has(deliveryKeyString(key))) {
        skipped.push({ ...key, updatedAt: occurrence.subscription.updatedAt });
      }
    }
  }
  const digest = soonest(items, skipped);
  return { items: digest.items.sort(compareItems), skipped: digest.skipped };
}

export type UpcomingReminder = DeliveryKey & {
  sendOn: CalendarDate;
};

export function upcomingReminders(data: UserReminderData, subscriptionId: number, today: CalendarDate): UpcomingReminder[] {
  const { deliveries, snoozes } = index(data);
  const upcoming: UpcomingReminder[] = [];
  for (const { occurrence, leads } of eachOccurrence(data, today)) {
    if (occurrence.subscription.id !== subscriptionId) continue;
    const snooze = snoozes.get(occurrenceKey(subscriptionId, occurrence.kind, occurrence.date));
    const open = leadsOf(occurrence, leads, snooze)
      .filter((lead) => {
        const record = deliveries.get(
          deliveryKeyString({ subscriptionId, kind: occurrence.kind, occurrenceDate: occurrence.date, leadDays: lead.leadDays }),
        );
        return isSendable(record) && record?.status !== "skipped";
      })
      .map((lead) => ({ ...lead, sendOn: lead.dueOn < today ? today : lead.dueOn }))
      .sort((a, b) => a.sendOn.localeCompare(b.sendOn) || a.leadDays - b.leadDays);
    const next = open[0];
    if (next) upcoming.push({ subscriptionId, kind: occurrence.kind, occurrenceDate: occurrence.date, leadDays: next.leadDays, sendOn: next.sendOn });
  }
  return upcoming.sort((a, b) => a.sendOn.localeCompare(b.sendOn) || a.occurrenceDate.localeCompare(b.occurrenceDate));
}

export function previewReminders(data: UserReminderData, today: CalendarDate, limit = 10): ReminderItem[] {
  const items: ReminderItem[] = [];
  for (const { occurrence, leads } of eachOccurrence(data, today)) {
    const days = daysBetween(today, occurrence.date);
    if (!occurrence.dueAtOnce && days > Math.max(...leads, 0)) continue;
    items.push(toItem(occurrence, occurrence.dueAtOnce ? 0 : days, null));
  }
  return items.sort(compareItems).slice(0, limit);
}
