import "server-only";
import type { ServerClient } from "@/lib/supabase/server";
import { toPriceChange, toSubscription } from "@/lib/subscriptions/row";
import { addDays } from "@/lib/dates/date-only";
import { localClock } from "@/lib/dates/local-clock";
import { chargeKey } from "@/lib/payments/types";
import { digestErrorView } from "@/lib/reminders/dispatch/digest-errors";
import type { DigestHistoryEntry, SubscriptionReminderStatus } from "./history";
import { ANSWER_LOOKBACK_DAYS } from "@/lib/reminders/schedule/overdue";
import { upcomingReminders } from "@/lib/reminders/schedule/plan";
import { toOverride, toReminderPreferences } from "@/lib/reminders/schedule/preferences";
import { MAX_ATTEMPTS, REMINDER_KINDS, DELIVERY_STATUSES, type ReminderKind, type ReminderPreferences, type SubscriptionReminderOverride } from "@/lib/reminders/schedule/types";

const isKind = (value: string): value is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(value);

export async function getReminderPreferences(supabase: ServerClient, userId: string): Promise<ReminderPreferences> {
  const { data, error } = await supabase.from("reminder_settings").select("*").eq("user_id", userId).maybeSingle();
  if (error) throw new Error(`Loading reminder settings failed: ${error.message}`);
  return toReminderPreferences(data);
}

export async function getSubscriptionOverrides(supabase: ServerClient, userId: string): Promise<SubscriptionReminderOverride[]> {
  const { data, error } = await supabase.from("subscription_reminders").select("*").eq("user_id", userId);
  if (error) throw new Error(`Loading subscription reminders failed: ${error.message}`);
  return data.map(toOverride);
}

export async function getRecentDigests(supabase: ServerClient, userId: string, limit = 5): Promise<DigestHistoryEntry[]> {
  const { data, error } = await supabase
    .from("reminder_digests")
    .select("id, local_date, channel, status, is_test, item_count, attempts, claimed_at, sent_at, error")
    .eq("user_id", userId)
    .order("claimed_at", { ascending: false })
    .limit(limit);
  if (error) throw new Error(`Loading reminder history failed: ${error.message}`);
  return data.flatMap((row) =>
    row.status === "claimed" || row.status === "sent" || row.status === "failed"
      ? [
          {
            id: row.id,
            localDate: row.local_date,
            channel: row.channel === "push" ? "push" : "email",
            status: row.status,
            isTest: row.is_test,
            itemCount: row.item_count,
            retrying: row.status === "failed" && !row.is_test && row.attempts < MAX_ATTEMPTS,
            at: row.sent_at ?? row.claimed_at,
            error: digestErrorView(row.error),
          },
        ]
      : [],
  );
}

export async function getSubscriptionReminderStatus(
  supabase: ServerClient,
  userId: string,
  subscriptionId: number,
  now = new Date(),
): Promise<SubscriptionReminderStatus | null> {
  const [subscription, preferences, override, changes, deliveries, snoozes, payments] = await Promise.all([
    supabase.from("subscriptions").select("*").eq("user_id", userId).eq("id", subscriptionId).maybeSingle(),
    getReminderPreferences(supabase, userId),
    supabase.from("subscription_reminders").select("*").eq("user_id", userId).eq("subscription_id", subscriptionId).maybeSingle(),
    supabase.from("subscription_price_changes").select("*").eq("user_id", userId).eq("subscription_id", subscriptionId),
    supabase
      .from("reminder_deliveries")
      .select("kind, occurrence_date, lead_days, channel, status, attempts, claimed_at, sent_at")
      .eq("user_id", userId)
      .eq("subscription_id", subscriptionId)
      .order("claimed_at", { ascending: false })
      .limit(50),
    supabase.from("reminder_snoozes").select("*").eq("user_id", userId).eq("subscription_id", subscriptionId),
    // The dispatcher's window: an answered charge is never reminded about, so it is not listed as next.
    supabase
      .from("subscription_payments")
      .select("due_on")
      .eq("user_id", userId)
      .eq("subscription_id", subscriptionId)
      .gte("due_on", addDays(localClock(now, "UTC").date, -ANSWER_LOOKBACK_DAYS - 1)),
  ]);
  for (const result of [subscription, override, changes, deliveries, snoozes, payments]) {
    if (result.error) throw new Error(`Loading reminder status failed: ${result.error.message}`);
  }
  const row = subscription.data;
  if (!row) return null;

  const records = (deliveries.data ?? []).flatMap((record) => {
    const status = DELIVERY_STATUSES.find((value) => value === record.status);
    return isKind(record.kind) && status ? [{ ...record, kind: record.kind, status }] : [];
  });
  const clock = localClock(now, preferences.timeZone);
  const next = upcomingReminders(
    {
      userId,
      email: "",
      nickname: null,
      preferences,
      subscriptions: [toSubscription(row)],
      priceChanges: (changes.data ?? []).map(toPriceChange),
      pauses: [],
      overrides: override.data ? [toOverride(override.data)] : [],
      deliveries: records.map((record) => ({
        subscriptionId,
        kind: record.kind,
        occurrenceDate: record.occurrence_date,
        leadDays: record.lead_days,
        status: record.status,
        attempts: record.attempts,
        stale: false,
      })),
      snoozes: (snoozes.data ?? []).flatMap((snooze) =>
        isKind(snooze.kind)
          ? [{ subscriptionId, kind: snooze.kind, occurrenceDate: snooze.occurrence_date, untilDate: snooze.until_date, stopped: snooze.stopped }]
          : [],
      ),
      answered: new Set((payments.data ?? []).map((payment) => chargeKey(subscriptionId, payment.due_on))),
    },
    subscriptionId,
    clock.date,
  );
  const history = records
    .filter((record) => record.status !== "skipped")
    .slice(0, 5)
    .map((record) => ({
      kind: record.kind,
      channel: record.channel === "push" ? ("push" as const) : ("email" as const),
      occurrenceDate: record.occurrence_date,
      leadDays: record.lead_days,
      status: record.status,
      at: record.sent_at ?? record.claimed_at,
      attempts: record.attempts,
    }));
  return { history, next: next.slice(0, 3), sendHour: preferences.sendHour, timeZone: clock.timeZone };
}
