import { z } from "@/lib/zod";
import { CURRENCIES } from "@/lib/currency/currencies";
import { isValidCalendarDate } from "@/lib/dates/date-only";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { PAYMENT_SOURCES, PAYMENT_STATES, type Payment } from "@/lib/payments/types";
import { LIFECYCLE_STATUSES } from "@/lib/subscriptions/lifecycle";
import { toPause, toPriceChange, toScheduledSubscription } from "@/lib/subscriptions/row";
import type { PriceChange, ScheduledSubscription, SubscriptionPause } from "@/lib/subscriptions/types";

export type FeedSubscription = ScheduledSubscription;

export type FeedReminder = { subscriptionId: number; enabled: boolean; leadDays: number[] | null; remindToCancel: boolean };

export type FeedData = {
  locale: Locale;
  timeZone: string;
  sendHour: number;
  leadDays: number[];
  subscriptions: FeedSubscription[];
  priceChanges: PriceChange[];
  pauses: SubscriptionPause[];
  reminders: FeedReminder[];
  payments: Payment[];
};

const date = z.string().refine(isValidCalendarDate);
const amount = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().nonnegative());
const leadDays = z.array(z.number().int().min(0).max(365));

const feedSchema = z.object({
  locale: z.string(),
  time_zone: z.string(),
  send_hour: z.number().int().min(0).max(23),
  lead_days: leadDays,
  subscriptions: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: amount,
      currency: z.enum(CURRENCIES),
      start_date: date,
      end_date: date,
      cycle: z.string(),
      auto_renew: z.boolean(),
      status: z.enum(LIFECYCLE_STATUSES),
      trial_ends_on: date.nullable(),
      paused_on: date.nullable(),
      cancelled_on: date.nullable(),
    }),
  ),
  price_changes: z.array(
    z.object({
      id: z.number(),
      subscription_id: z.number(),
      old_price: amount,
      new_price: amount,
      effective_date: date,
      created_at: z.string(),
    }),
  ),
  pauses: z.array(z.object({ id: z.number(), subscription_id: z.number(), paused_on: date, resumed_on: date })),
  reminders: z.array(
    z.object({ subscription_id: z.number(), enabled: z.boolean(), lead_days: leadDays.nullable(), remind_to_cancel: z.boolean() }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      subscription_id: z.number(),
      due_on: date,
      state: z.enum(PAYMENT_STATES),
      paid_on: date.nullable(),
      amount: amount.nullable(),
      currency: z.enum(CURRENCIES).nullable(),
      rate_to_base: z.union([z.number(), z.string()]).transform(Number).nullable(),
      base_currency: z.enum(CURRENCIES).nullable(),
      rate_date: date.nullable(),
      source: z.enum(PAYMENT_SOURCES),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});

export function parseFeedData(json: unknown): FeedData | null {
  if (json === null) return null;
  const feed = feedSchema.parse(json);
  return {
    locale: isLocale(feed.locale) ? feed.locale : defaultLocale,
    timeZone: isValidTimeZone(feed.time_zone) ? feed.time_zone : "UTC",
    sendHour: feed.send_hour,
    leadDays: feed.lead_days,
    subscriptions: feed.subscriptions.map(toScheduledSubscription),
    priceChanges: feed.price_changes.map(toPriceChange),
    pauses: feed.pauses.map(toPause),
    reminders: feed.reminders.map((row) => ({
      subscriptionId: row.subscription_id,
      enabled: row.enabled,
      leadDays: row.lead_days,
      remindToCancel: row.remind_to_cancel,
    })),
    payments: feed.payments.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      dueOn: row.due_on,
      state: row.state,
      paidOn: row.paid_on,
      amount: row.amount,
      currency: row.currency,
      rateToBase: row.rate_to_base,
      baseCurrency: row.base_currency,
      rateDate: row.rate_date,
      source: row.source,
      // Left out of the feed: notes are private, and an import's undo is no calendar's business.
      importBatchId: null,
      note: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
  };
}
