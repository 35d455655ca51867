import { z } from "@/lib/zod";
import { CURRENCIES } from "@/lib/currency/currencies";
import { isValidCalendarDate } from "@/lib/dates/calendar-date";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { LIFECYCLE_STATUSES, type Lifecycle } from "@/lib/subscriptions/lifecycle";
import type { PriceChange, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";

/** The subscription fields a feed shows and schedules from. */
export type FeedSubscription = Pick<
  Subscription,
  "id" | "name" | "price" | "currency" | "startDate" | "endDate" | "cycle" | "autoRenew"
> &
  Lifecycle;

/** A subscription's own reminder choices (subscription_reminders). */
export type FeedReminder = { subscriptionId: number; enabled: boolean; leadDays: number[] | null; remindToCancel: boolean };

/** Everything one feed is built from, as calendar_feed() returns it. */
export type FeedData = {
  locale: Locale;
  timeZone: string;
  sendHour: number;
  leadDays: number[];
  subscriptions: FeedSubscription[];
  priceChanges: PriceChange[];
  pauses: SubscriptionPause[];
  reminders: FeedReminder[];
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
});

/** Reads calendar_feed()'s answer; null (an unknown token) stays null. Throws if the shape is not the one expected. */
export function parseFeedData(json: unknown): FeedData | null {
  if (json === null) return null;
  const feed = feedSchema.parse(json);
  return {
    locale: isLocale(feed.locale) ? feed.locale : defaultLocale,
    timeZone: isValidTimeZone(feed.time_zone) ? feed.time_zone : "UTC",
    sendHour: feed.send_hour,
    leadDays: feed.lead_days,
    subscriptions: feed.subscriptions.map((row) => ({
      id: row.id,
      name: row.name,
      price: row.price,
      currency: row.currency,
      startDate: row.start_date,
      endDate: row.end_date,
      cycle: row.cycle,
      autoRenew: row.auto_renew,
      status: row.status,
      trialEndsOn: row.trial_ends_on,
      pausedOn: row.paused_on,
      cancelledOn: row.cancelled_on,
    })),
    priceChanges: feed.price_changes.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      oldPrice: row.old_price,
      newPrice: row.new_price,
      effectiveDate: row.effective_date,
      createdAt: row.created_at,
    })),
    pauses: feed.pauses.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      pausedOn: row.paused_on,
      resumedOn: row.resumed_on,
    })),
    reminders: feed.reminders.map((row) => ({
      subscriptionId: row.subscription_id,
      enabled: row.enabled,
      leadDays: row.lead_days,
      remindToCancel: row.remind_to_cancel,
    })),
  };
}
