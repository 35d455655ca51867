import { isCurrency, type Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "./dates";

export type SubscriptionRow = {
  id: number;
  user_id: string;
  name: string;
  brand: string;
  price: number;
  currency: string;
  start_date: string;
  end_date: string;
  cycle: string;
  icon_url: string | null;
  auto_renew: boolean;
  category_id: number | null;
  created_at: string;
  updated_at: string;
};

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
  createdAt: string;
  updatedAt: string;
};

export type PriceChangeRow = {
  id: number;
  subscription_id: number;
  user_id: string;
  old_price: number;
  new_price: number;
  effective_date: string;
  created_at: string;
};

export type PriceChange = {
  id: number;
  subscriptionId: number;
  oldPrice: number;
  newPrice: number;
  effectiveDate: CalendarDate;
  createdAt: string;
};

export type CategoryRow = {
  id: number;
  user_id: string;
  name: string;
  description: string | null;
  color: string;
  created_at: string;
  updated_at: string;
};

export type Category = {
  id: number;
  name: string;
  description: string | null;
  color: string;
  createdAt: string;
  updatedAt: string;
};

function toCurrency(value: string): Currency {
  // The database constraint allows only the known codes; anything else means the schema and the app disagree.
  if (!isCurrency(value)) throw new Error(`Unknown currency code from the database: ${value}`);
  return value;
}

export function toSubscription(row: SubscriptionRow): Subscription {
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

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
