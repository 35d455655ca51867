"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/calendar-date";
import { DEFAULT_SORT_KEY, sortSubscriptions, type SortContext, type SortKey } from "@/lib/subscriptions/sort";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { priceChangesBySubscription } from "./card-facts";
import { CategorySections } from "./category-sections";
import { SortSelector } from "./sort-selector";
import { SubscriptionGrid, type CardLookups } from "./subscription-grid";
import type { Category } from "@/lib/categories/types";

export type SubscriptionBoardProps = {
  subscriptions: Subscription[];
  categories: Category[];
  priceChanges: PriceChange[];
  rates: Record<Currency, number>;
  defaultCurrency: Currency;
  today: CalendarDate;
  locale: string;
  initialSort: SortKey;
};

/** Sorting happens here, without a server round trip; the choice is kept in the URL (?sort=). */
export function SubscriptionBoard(props: SubscriptionBoardProps) {
  const { subscriptions, categories, priceChanges, rates, defaultCurrency, today, locale, initialSort } = props;
  const t = useTranslations("dashboard");
  const [sort, setSort] = useState<SortKey>(initialSort);

  const context = useMemo<SortContext>(
    () => ({ rates, defaultCurrency, today, priceChanges, locale }),
    [rates, defaultCurrency, today, priceChanges, locale],
  );
  const lookups = useMemo<CardLookups>(
    () => ({
      categoriesById: new Map(categories.map((category) => [category.id, category])),
      categories,
      changesById: priceChangesBySubscription(priceChanges),
      today,
      locale,
    }),
    [categories, priceChanges, today, locale],
  );
  const sorted = useMemo(
    () => (sort === "name" ? subscriptions : sortSubscriptions(subscriptions, sort, context)),
    [subscriptions, sort, context],
  );

  function chooseSort(key: SortKey) {
    setSort(key);
    const url = new URL(window.location.href);
    if (key === DEFAULT_SORT_KEY) url.searchParams.delete("sort");
    else url.searchParams.set("sort", key);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <section aria-labelledby="subscriptions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscriptions-heading" className="text-lg font-semibold tracking-tight">
          {t("listHeading")}
        </h2>
        <SortSelector value={sort} onChange={chooseSort} />
      </div>
      {sort === "name" ? (
        <CategorySections
          subscriptions={subscriptions}
          categories={categories}
          context={context}
          lookups={lookups}
          defaultCurrency={defaultCurrency}
        />
      ) : (
        <SubscriptionGrid key={sort} subscriptions={sorted} lookups={lookups} />
      )}
    </section>
  );
}
