import type { CalendarDate } from "@/lib/dates/date-only";
import type { DigestErrorView } from "@/lib/reminders/dispatch/digest-errors";
import type { UpcomingReminder } from "@/lib/reminders/schedule/plan";
import type { DeliveryStatus, ReminderChannel, ReminderKind } from "@/lib/reminders/schedule/types";

export type DigestHistoryEntry = {
  id: string;
  localDate: CalendarDate;
  channel: ReminderChannel;
  status: "claimed" | "sent" | "failed";
  isTest: boolean;
  itemCount: number;
  retrying: boolean;
  at: string;
  error: DigestErrorView | null;
};

export type DeliveryHistoryEntry = {
  kind: ReminderKind;
  channel: ReminderChannel;
  occurrenceDate: CalendarDate;
  leadDays: number;
  status: DeliveryStatus;
  at: string;
  attempts: number;
};

export type SubscriptionReminderStatus = {
  history: DeliveryHistoryEntry[];
  next: UpcomingReminder[];
  sendHour: number;
  timeZone: string;
};
