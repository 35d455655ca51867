import type { CalendarDate } from "@/lib/dates/date-only";
import type { DigestErrorView } from "@/lib/reminders/dispatch/digest-errors";
import type { UpcomingReminder } from "@/lib/reminders/schedule/plan";
import type { DeliveryStatus, ReminderChannel, ReminderKind } from "@/lib/reminders/schedule/types";

/** One digest (an email, or a push notification to the user's devices) as the history shows it. */
export type DigestHistoryEntry = {
  id: string;
  localDate: CalendarDate;
  channel: ReminderChannel;
  status: "claimed" | "sent" | "failed";
  isTest: boolean;
  itemCount: number;
  /** A failed one is tried again on later runs until its attempts run out. */
  retrying: boolean;
  /** When it went out, or when it was last tried. */
  at: string;
  /** Why it failed: a code, never a provider's words. */
  error: DigestErrorView | null;
};

/** One reminder about one subscription, as its history shows it. */
export type DeliveryHistoryEntry = {
  kind: ReminderKind;
  channel: ReminderChannel;
  occurrenceDate: CalendarDate;
  leadDays: number;
  status: DeliveryStatus;
  at: string;
  attempts: number;
};

/** A subscription's recent reminders and the next ones scheduled, for its edit dialog. */
export type SubscriptionReminderStatus = {
  history: DeliveryHistoryEntry[];
  next: UpcomingReminder[];
  sendHour: number;
  timeZone: string;
};
