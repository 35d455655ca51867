import type { Currency } from "@/lib/currency/currencies";
import { convert, type RateTable } from "@/lib/currency/fallback-rates";
import { cycleInMonths } from "./cycle";
import type { CalendarDate } from "@/lib/dates/date-only";
import { inTrialOn, type Lifecycle } from "./lifecycle";
import type { PriceChange, Subscription } from "./types";

export type CostContext = {
  rates: RateTable;
  defaultCurrency: Currency;
  today: CalendarDate;
  priceChanges?: readonly PriceChange[];
};

type PricedSubscription = Pick<Subscription, "id" | "price" | "currency" | "cycle"> & Lifecycle;

function changesFor(subscriptionId: number, priceChanges: readonly PriceChange[]): PriceChange[] {
  return priceChanges.filter((change) => change.subscriptionId === subscriptionId);
}

// Two changes on the same day: the one recorded last wins.
function recordedOrder(a: PriceChange, b: PriceChange): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

export function priceOn(
  subscription: Pick<Subscription, "id" | "price"> & Lifecycle,
  priceChanges: readonly PriceChange[],
  today: CalendarDate,
): number {
  if (inTrialOn(subscription, today)) return 0;
  const inEffect = changesFor(subscription.id, priceChanges)
    .filter((change) => change.effectiveDate <= today)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || recordedOrder(a, b));
  return inEffect.at(-1)?.newPrice ?? subscription.price;
}

export function upcomingPriceChange(
  subscription: Pick<Subscription, "id">,
  priceChanges: readonly PriceChange[],
  today: CalendarDate,
): PriceChange | null {
  const upcoming = changesFor(subscription.id, priceChanges)
    .filter((change) => change.effectiveDate > today)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || -recordedOrder(a, b));
  return upcoming[0] ?? null;
}

export function convertedPrice(subscription: PricedSubscription, context: CostContext): number | null {
  const price = priceOn(subscription, context.priceChanges ?? [], context.today);
  return convert(price, subscription.currency, context.defaultCurrency, context.rates);
}

export function monthlyCost(subscription: PricedSubscription, context: CostContext): number | null {
  const price = convertedPrice(subscription, context);
  return price === null ? null : price / cycleInMonths(subscription.cycle);
}
