import type { LocalClock } from "@/lib/dates/local-clock";
import type { DigestClaim } from "./dispatch-io";
import type { ReminderPlan } from "@/lib/reminders/schedule/plan";
import type { ReminderItem, UserReminderData } from "@/lib/reminders/schedule/types";

export function claimItem(item: ReminderItem): Omit<DigestClaim["items"][number], "links"> {
  return {
    subscription_id: item.subscriptionId,
    kind: item.kind,
    occurrence_date: item.occurrenceDate,
    lead_days: item.leadDays,
    updated_at: item.subscription.updatedAt,
    price_change_id: item.priceChangeId,
  };
}

export function claimOf(
  data: UserReminderData,
  plan: ReminderPlan,
  clock: LocalClock,
  now: Date,
  channel: DigestClaim["channel"],
): DigestClaim {
  return {
    user_id: data.userId,
    channel,
    local_date: clock.date,
    locale: data.preferences.locale,
    now: now.toISOString(),
    unsubscribe_hash: null,
    items: plan.items.map((item) => ({ ...claimItem(item), links: [] })),
    skipped: plan.skipped.map((key) => ({
      subscription_id: key.subscriptionId,
      kind: key.kind,
      occurrence_date: key.occurrenceDate,
      lead_days: key.leadDays,
      updated_at: key.updatedAt,
    })),
  };
}
