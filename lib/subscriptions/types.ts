import { isCurrency, type Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/calendar-date";
import type { Tables } from "@/lib/supabase/database.types";
import { isLifecycleStatus, type Lifecycle, type LifecycleStatus } from "./lifecycle";

export type Subscription = {
  id: number;
  name: string;
  brand: string;
  price: number;
  currency: Currency;
  startDate: CalendarDate;
  endDate: CalendarDate;
  cycle: string;
  iconUrl: string | null;
  autoRenew: boolean;
  categoryId: number | null;
  notes: string | null;
  websiteUrl: string | null;
  paymentMethod: string | null;
  createdAt: string;
  updatedAt: string;
} & Lifecycle;

export type PriceChange = {
  id: number;
  subscriptionId: number;
  oldPrice: number;
  newPrice: number;
  effectiveDate: CalendarDate;
  createdAt: string;
};

// The database's constraints allow only the known values; anything else means the schema and the app disagree.
/** A pause that has ended: nothing was billed from pausedOn until resumedOn. */
export type SubscriptionPause = {
  id: number;
  subscriptionId: number;
  pausedOn: CalendarDate;
  resumedOn: CalendarDate;
};

function toCurrency(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`Unknown currency code from the database: ${value}`);
  return value;
}

function toStatus(value: string): LifecycleStatus {
  if (!isLifecycleStatus(value)) throw new Error(`Unknown subscription status from the database: ${value}`);
  return value;
}

export function toSubscription(row: Tables<"subscriptions">): Subscription {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: Number(row.price),
    currency: toCurrency(row.currency),
    startDate: row.start_date,
    endDate: row.end_date,
    cycle: row.cycle,
    iconUrl: row.icon_url,
    autoRenew: row.auto_renew,
    categoryId: row.category_id,
    status: toStatus(row.status),
    trialEndsOn: row.trial_ends_on,
    pausedOn: row.paused_on,
    cancelledOn: row.cancelled_on,
    notes: row.notes,
    websiteUrl: row.website_url,
    paymentMethod: row.payment_method,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPriceChange(row: Tables<"subscription_price_changes">): PriceChange {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    oldPrice: Number(row.old_price),
    newPrice: Number(row.new_price),
    effectiveDate: row.effective_date,
    createdAt: row.created_at,
  };
}

export function toPause(row: Tables<"subscription_pauses">): SubscriptionPause {
  return { id: row.id, subscriptionId: row.subscription_id, pausedOn: row.paused_on, resumedOn: row.resumed_on };
}
