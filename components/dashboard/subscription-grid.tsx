"use client";

import type { CalendarDate } from "@/lib/subscriptions/dates";
import type { Category, PriceChange, Subscription } from "@/lib/subscriptions/types";
import { SubscriptionCard } from "./subscription-card";

export const GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

export type CardLookups = {
  categoriesById: Map<number, Category>;
  categories: Category[];
  changesById: Map<number, PriceChange[]>;
  today: CalendarDate;
  locale: string;
};

const NO_CHANGES: PriceChange[] = [];

export function cardPropsFor(subscription: Subscription, lookups: CardLookups) {
  return {
    subscription,
    category: subscription.categoryId === null ? null : (lookups.categoriesById.get(subscription.categoryId) ?? null),
    categories: lookups.categories,
    priceChanges: lookups.changesById.get(subscription.id) ?? NO_CHANGES,
    today: lookups.today,
    locale: lookups.locale,
  };
}

/** The endDate and price sorts: one flat grid, in the given order. */
export function SubscriptionGrid({ subscriptions, lookups }: { subscriptions: Subscription[]; lookups: CardLookups }) {
  return (
    <ul className={GRID_CLASS}>
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard {...cardPropsFor(subscription, lookups)} />
        </li>
      ))}
    </ul>
  );
}
