import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Lifecycle } from "./lifecycle";

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
  /** A bill whose amount changes from charge to charge (utilities); the price is then only a guide. */
  variableAmount: boolean;
  /** The range the user expects a variable bill in: both or neither. */
  amountMin: number | null;
  amountMax: number | null;
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

export type SubscriptionPause = {
  id: number;
  subscriptionId: number;
  pausedOn: CalendarDate;
  resumedOn: CalendarDate;
};

export type ScheduledSubscription = Pick<
  Subscription,
  "id" | "name" | "price" | "currency" | "startDate" | "endDate" | "cycle" | "autoRenew" | "status" | "trialEndsOn" | "pausedOn" | "cancelledOn"
>;
