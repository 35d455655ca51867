import { isLocale } from "@/lib/i18n/locales";
import { chargeKey } from "@/lib/payments/types";
import { isReadableRow, toPriceChange, toScheduledSubscription, type PriceChangeRow, type ScheduleRow } from "@/lib/subscriptions/row";
import { DEFAULT_LEAD_DAYS, isLeadDay, normalizeLeadDays } from "@/lib/subscriptions/reminder-lead-days";
import {
  DELIVERY_STATUSES,
  REMINDER_KINDS,
  type DeliveryRecord,
  type ReminderChannel,
  type ReminderKind,
  type ReminderSubscription,
  type Snooze,
  type UserReminderData,
} from "@/lib/reminders/schedule/types";
import { toOverride } from "@/lib/reminders/schedule/preferences";

// The rows public.reminder_dispatch_batch() returns, as JSON built by Postgres.

export type BatchRow = {
  user_id: string;
  email: string | null;
  nickname: string | null;
  time_zone: string;
  send_hour: number;
  locale: string;
  lead_days: number[];
  price_alerts: boolean;
  email_due: boolean;
  push_due: boolean;
  push_devices: PushDeviceRow[];
  subscriptions: (ScheduleRow & { updated_at: string })[];
  price_changes: PriceChangeRow[];
  overrides: { subscription_id: number; enabled: boolean; lead_days: number[] | null; remind_to_cancel: boolean }[];
  deliveries: {
    subscription_id: number;
    kind: string;
    occurrence_date: string;
    lead_days: number;
    channel: string;
    status: string;
    attempts: number;
    stale: boolean;
  }[];
  snoozes: { subscription_id: number; kind: string; occurrence_date: string; until_date: string | null; stopped: boolean }[];
  payments: { subscription_id: number; due_on: string; state: string }[];
};

export type PushDeviceRow = { id: string; endpoint: string; p256dh: string; auth: string; failing_since: string | null };

export function rowsOf(row: BatchRow): number {
  return (
    row.subscriptions.length +
    row.price_changes.length +
    row.overrides.length +
    row.deliveries.length +
    row.snoozes.length +
    row.payments.length +
    row.push_devices.length
  );
}

const isKind = (value: string): value is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(value);

function leadDaysOf(values: readonly number[]): number[] {
  return normalizeLeadDays(values.filter(isLeadDay));
}

function toSubscription(row: BatchRow["subscriptions"][number]): ReminderSubscription | null {
  return isReadableRow(row) ? { ...toScheduledSubscription(row), updatedAt: row.updated_at } : null;
}

export function toUserReminderData(row: BatchRow, channel: ReminderChannel = "email"): UserReminderData {
  const deliveries: DeliveryRecord[] = [];
  for (const record of row.deliveries) {
    const status = DELIVERY_STATUSES.find((value) => value === record.status);
    if (!isKind(record.kind) || !status || record.channel !== channel) continue;
    deliveries.push({
      subscriptionId: record.subscription_id,
      kind: record.kind,
      occurrenceDate: record.occurrence_date,
      leadDays: record.lead_days,
      status,
      attempts: record.attempts,
      stale: record.stale,
    });
  }
  const snoozes: Snooze[] = [];
  for (const snooze of row.snoozes) {
    if (!isKind(snooze.kind)) continue;
    snoozes.push({
      subscriptionId: snooze.subscription_id,
      kind: snooze.kind,
      occurrenceDate: snooze.occurrence_date,
      untilDate: snooze.until_date,
      stopped: snooze.stopped,
    });
  }
  return {
    userId: row.user_id,
    email: row.email ?? "",
    nickname: row.nickname,
    preferences: {
      priceAlerts: row.price_alerts,
      sendHour: row.send_hour,
      timeZone: row.time_zone,
      locale: isLocale(row.locale) ? row.locale : "en",
      leadDays: row.lead_days ? leadDaysOf(row.lead_days) : [...DEFAULT_LEAD_DAYS],
    },
    subscriptions: row.subscriptions.map(toSubscription).filter((subscription) => subscription !== null),
    priceChanges: row.price_changes.map(toPriceChange),
    // Finished pauses lie in the past; reminders look only at dates still to come and at charges
    // overdue by a few days, which a paused or cancelled subscription is not reminded about.
    pauses: [],
    overrides: row.overrides.map(toOverride),
    deliveries,
    snoozes,
    answered: new Set(row.payments.map((payment) => chargeKey(payment.subscription_id, payment.due_on))),
  };
}
