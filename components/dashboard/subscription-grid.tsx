"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { ShowMore } from "./show-more";
import { SubscriptionCard } from "./subscription-card";
import type { Category } from "@/lib/categories/types";
import type { LedgerEntry } from "@/lib/payments/charges";
import type { VariableForecasts } from "@/lib/payments/variable-estimates";

export const GRID_PAGE_SIZE = 60;
export const GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

export type CardLookups = {
  categoriesById: Map<number, Category>;
  categories: Category[];
  changesById: Map<number, PriceChange[]>;
  dueById: Map<number, LedgerEntry>;
  forecasts?: VariableForecasts;
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
    estimate: lookups.forecasts?.[subscription.id]?.estimate,
    today: lookups.today,
    locale: lookups.locale,
    due: lookups.dueById.get(subscription.id) ?? null,
  };
}

export function SubscriptionGrid({ subscriptions, lookups }: { subscriptions: Subscription[]; lookups: CardLookups }) {
  const t = useTranslations("dashboard");
  const [limit, setLimit] = useState(GRID_PAGE_SIZE);
  const remaining = subscriptions.length - limit;
  return (
    <div className="space-y-4">
      <ul className={GRID_CLASS}>
        {subscriptions.slice(0, limit).map((subscription) => (
          <li key={subscription.id}>
            <SubscriptionCard {...cardPropsFor(subscription, lookups)} />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <ShowMore
          auto
          label={t("showMore", { count: Math.min(remaining, GRID_PAGE_SIZE), total: subscriptions.length })}
          onShow={() => setLimit((current) => current + GRID_PAGE_SIZE)}
        />
      )}
    </div>
  );
}
