import { isOneTime } from "./cycle";
import { convertedPrice, type CostContext } from "./money";
import { effectiveEndDate } from "./status";
import type { Subscription } from "./types";

export const SORT_KEYS = ["endDate", "price", "name"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT_KEY: SortKey = "endDate";

export type SortContext = CostContext & { locale: string };

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value);
}

export function nameCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale, { sensitivity: "base", numeric: true });
}

export function sortByName<T extends Pick<Subscription, "name" | "id">>(items: readonly T[], locale: string): T[] {
  const collator = nameCollator(locale);
  return [...items].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export function sortSubscriptions(
  subscriptions: readonly Subscription[],
  key: SortKey,
  context: SortContext,
): Subscription[] {
  if (key === "name") return sortByName(subscriptions, context.locale);
  const collator = nameCollator(context.locale);
  const byName = (a: Subscription, b: Subscription) => collator.compare(a.name, b.name) || a.id - b.id;

  if (key === "endDate") {
    const undated = (subscription: Subscription) =>
      subscription.status === "paused" || subscription.status === "cancelled" || isOneTime(subscription.cycle) ? 1 : 0;
    return subscriptions
      .map((subscription) => ({ subscription, last: undated(subscription), end: effectiveEndDate(subscription, context.today) }))
      .sort((a, b) => a.last - b.last || a.end.localeCompare(b.end) || byName(a.subscription, b.subscription))
      .map(({ subscription }) => subscription);
  }

  // Prices that cannot be converted sort last rather than pretending to be zero.
  return subscriptions
    .map((subscription) => ({ subscription, price: convertedPrice(subscription, context) ?? -Infinity }))
    .sort((a, b) => (a.price === b.price ? 0 : b.price - a.price) || byName(a.subscription, b.subscription))
    .map(({ subscription }) => subscription);
}
