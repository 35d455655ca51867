import { isCurrency, type Currency } from "@/lib/currency/currencies";
import type { Tables, TablesInsert } from "@/lib/supabase/database.types";
import { isLifecycleStatus, type LifecycleStatus } from "./lifecycle";
import type { PriceChange, ScheduledSubscription, Subscription, SubscriptionPause } from "./types";

// The one place a subscriptions row and the app's Subscription meet, in both directions. The
// dispatcher's and the feed's SQL functions return the scheduling columns only, and as JSON, so
// prices may arrive as numeric strings.

type SubscriptionRow = Tables<"subscriptions">;
export type ScheduleRow = Pick<
  SubscriptionRow,
  "id" | "name" | "currency" | "start_date" | "end_date" | "cycle" | "auto_renew" | "status" | "trial_ends_on" | "paused_on" | "cancelled_on"
> & { price: number | string };
export type PriceChangeRow = Pick<Tables<"subscription_price_changes">, "id" | "subscription_id" | "effective_date" | "created_at"> & {
  user_id?: string;
  old_price: number | string;
  new_price: number | string;
};
export type PauseRow = Pick<Tables<"subscription_pauses">, "id" | "subscription_id" | "paused_on" | "resumed_on"> &
  Partial<Pick<Tables<"subscription_pauses">, "user_id" | "created_at">>;

/** The database's constraints allow only known currencies and statuses; a row that names another is one the app can not read. */
export function isReadableRow(row: Pick<SubscriptionRow, "currency" | "status">): boolean {
  return isCurrency(row.currency) && isLifecycleStatus(row.status);
}

function toCurrency(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`Unknown currency code from the database: ${value}`);
  return value;
}

function toStatus(value: string): LifecycleStatus {
  if (!isLifecycleStatus(value)) throw new Error(`Unknown subscription status from the database: ${value}`);
  return value;
}

export function toScheduledSubscription(row: ScheduleRow): ScheduledSubscription {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    currency: toCurrency(row.currency),
    startDate: row.start_date,
    endDate: row.end_date,
    cycle: row.cycle,
    autoRenew: row.auto_renew,
    status: toStatus(row.status),
    trialEndsOn: row.trial_ends_on,
    pausedOn: row.paused_on,
    cancelledOn: row.cancelled_on,
  };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    ...toScheduledSubscription(row),
    brand: row.brand,
    iconUrl: row.icon_url,
    categoryId: row.category_id,
    notes: row.notes,
    websiteUrl: row.website_url,
    paymentMethod: row.payment_method,
    variableAmount: row.variable_amount,
    amountMin: row.amount_min === null ? null : Number(row.amount_min),
    amountMax: row.amount_max === null ? null : Number(row.amount_max),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPriceChange(row: PriceChangeRow): PriceChange {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    oldPrice: Number(row.old_price),
    newPrice: Number(row.new_price),
    effectiveDate: row.effective_date,
    createdAt: row.created_at,
  };
}

export function toPause(row: PauseRow): SubscriptionPause {
  return { id: row.id, subscriptionId: row.subscription_id, pausedOn: row.paused_on, resumedOn: row.resumed_on };
}

export function toSubscriptionRow(input: Omit<Subscription, "id" | "createdAt" | "updatedAt">) {
  return {
    name: input.name,
    brand: input.brand,
    price: input.price,
    currency: input.currency,
    start_date: input.startDate,
    end_date: input.endDate,
    cycle: input.cycle,
    icon_url: input.iconUrl,
    auto_renew: input.autoRenew,
    category_id: input.categoryId,
    status: input.status,
    trial_ends_on: input.trialEndsOn,
    paused_on: input.pausedOn,
    cancelled_on: input.cancelledOn,
    notes: input.notes,
    website_url: input.websiteUrl,
    payment_method: input.paymentMethod,
    variable_amount: input.variableAmount,
    amount_min: input.variableAmount ? input.amountMin : null,
    amount_max: input.variableAmount ? input.amountMax : null,
  } satisfies Omit<TablesInsert<"subscriptions">, "user_id">;
}
