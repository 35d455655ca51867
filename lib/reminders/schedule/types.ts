import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import type { PriceChange, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";

/** In the order a digest lists them: what changes, what ends, what to decide, what is charged. */
export const REMINDER_KINDS = ["price_change", "trial_end", "cancel_by", "renewal"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How reminders reach a user: a daily email, and a daily push notification on each device that turned it on. */
export const REMINDER_CHANNELS = ["email", "push"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const DELIVERY_STATUSES = ["claimed", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** After this many attempts a digest or a reminder stays failed. The SQL functions hold the same number. */
export const MAX_ATTEMPTS = 5;

export type ReminderPreferences = {
  emailEnabled: boolean;
  priceAlerts: boolean;
  /** 0–23, in the user's time zone. */
  sendHour: number;
  timeZone: string;
  timeZoneAuto: boolean;
  locale: Locale;
  localeAuto: boolean;
  /** Days before an occurrence, most distant first. */
  leadDays: number[];
};

/** A subscription's own reminder settings; without a row it follows the user's defaults. */
export type SubscriptionReminderOverride = {
  subscriptionId: number;
  enabled: boolean;
  /** null: the user's default lead times. */
  leadDays: number[] | null;
  remindToCancel: boolean;
};

/** What identifies one reminder: a lead time of one occurrence of one kind. */
export type DeliveryKey = {
  subscriptionId: number;
  kind: ReminderKind;
  occurrenceDate: CalendarDate;
  leadDays: number;
};

export type DeliveryRecord = DeliveryKey & {
  status: DeliveryStatus;
  attempts: number;
  /** A claim older than the lease: its run died, so it may be claimed again. */
  stale: boolean;
};

export type Snooze = {
  subscriptionId: number;
  kind: ReminderKind;
  occurrenceDate: CalendarDate;
  untilDate: CalendarDate | null;
  stopped: boolean;
};

/** The fields reminders read; a full Subscription has them all. */
export type ReminderSubscription = Pick<
  Subscription,
  | "id"
  | "name"
  | "price"
  | "currency"
  | "startDate"
  | "endDate"
  | "cycle"
  | "autoRenew"
  | "status"
  | "trialEndsOn"
  | "pausedOn"
  | "cancelledOn"
  | "updatedAt"
>;

/** One user's data, as the dispatcher reads it in a batch. */
export type UserReminderData = {
  userId: string;
  email: string;
  nickname: string | null;
  preferences: Pick<ReminderPreferences, "priceAlerts" | "sendHour" | "timeZone" | "locale" | "leadDays">;
  subscriptions: ReminderSubscription[];
  priceChanges: PriceChange[];
  pauses: SubscriptionPause[];
  overrides: SubscriptionReminderOverride[];
  deliveries: DeliveryRecord[];
  snoozes: Snooze[];
};

/** A reminder due in today's digest, with what its email says. */
export type ReminderItem = DeliveryKey & {
  subscription: Pick<ReminderSubscription, "id" | "name" | "currency" | "cycle" | "updatedAt">;
  /** What is charged on the occurrence date, in the subscription's currency. */
  amount: number;
  /** For a price change, and for the first renewal at a new price: the price it replaces. */
  previousAmount: number | null;
  /** The price change a price alert is about. */
  priceChangeId: number | null;
  /** A cancel-by reminder for a term that ends without renewing, rather than a renewal to stop. */
  endsTerm: boolean;
  /** A "remind me on …" day, when one is offered. */
  snoozeUntil: CalendarDate | null;
};

export type { Currency };
