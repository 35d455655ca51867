import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { OVERDUE_AFTER_DAYS } from "@/lib/payments/charge-state";
import { chargeKey } from "@/lib/payments/types";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { chargesBetween, type ChargeHistory } from "@/lib/subscriptions/schedule";
import type { Occurrence } from "./occurrences";
import type { ReminderSubscription } from "./types";

/**
 * A charge overdue longer than this is not reminded about any more: a digest missed for a few days
 * still brings it, and a years-old unanswered history brings nothing.
 */
export const OVERDUE_REMINDER_DAYS = 7;

/** How far back the dispatch batch reads deliveries, snoozes and payments; the SQL holds the same number. */
export const ANSWER_LOOKBACK_DAYS = OVERDUE_AFTER_DAYS + OVERDUE_REMINDER_DAYS;

/** A manual renewal's charges that became overdue lately, each due at once and so reminded once. */
export function overdueOccurrences(subscription: ReminderSubscription, history: ChargeHistory, today: CalendarDate): Occurrence[] {
  if (subscription.autoRenew || subscription.status === "paused" || subscription.status === "cancelled" || isOneTime(subscription.cycle)) {
    return [];
  }
  const occurrences: Occurrence[] = [];
  for (const charge of chargesBetween(subscription, history, addDays(today, -ANSWER_LOOKBACK_DAYS), addDays(today, -OVERDUE_AFTER_DAYS - 1))) {
    if (charge.amount <= 0) continue;
    occurrences.push({
      subscription,
      kind: "overdue",
      date: charge.date,
      amount: charge.amount,
      previousAmount: null,
      priceChangeId: null,
      dueAtOnce: true,
      endsTerm: false,
    });
  }
  return occurrences;
}

/** A reminder about a charge, which a payment answers; a price change or the end of a term is not one. */
export function isChargeReminder(occurrence: Pick<Occurrence, "kind" | "endsTerm">): boolean {
  return occurrence.kind !== "price_change" && !occurrence.endsTerm;
}

export function isAnswered(occurrence: Occurrence, answered: ReadonlySet<string> | undefined): boolean {
  return !!answered && isChargeReminder(occurrence) && answered.has(chargeKey(occurrence.subscription.id, occurrence.date));
}
