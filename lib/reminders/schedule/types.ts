import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import type { PriceChange, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";

// The order a digest lists them in.
export const REMINDER_KINDS = ["overdue", "price_change", "trial_end", "cancel_by", "renewal"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ["email", "push"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const DELIVERY_STATUSES = ["claimed", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** After this many attempts a digest or a reminder stays failed. The SQL functions hold the same number. */
export const MAX_ATTEMPTS = 5;

export type ReminderPreferences = {
  emailEnabled: boolean;
  priceAlerts: boolean;
  sendHour: number;
  timeZone: string;
  timeZoneAuto: boolean;
  locale: Locale;
  localeAuto: boolean;
  leadDays: number[];
};

export type SubscriptionReminderOverride = {
  subscriptionId: number;
  enabled: boolean;
  /** null: the user's default lead times. */
  leadDays: number[] | null;
  remindToCancel: boolean;
};

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
  /** Charges with a payment recorded (`chargeKey`): nothing more is reminded about them. */
  answered?: ReadonlySet<string>;
};

export type ReminderItem = DeliveryKey & {
  subscription: Pick<ReminderSubscription, "id" | "name" | "currency" | "cycle" | "updatedAt">;
  amount: number;
  previousAmount: number | null;
  priceChangeId: number | null;
  endsTerm: boolean;
  snoozeUntil: CalendarDate | null;
  /** A charge, answered with "paid", "paid a different amount" or "skipped". */
  answerable: boolean;
};

export type { Currency };
