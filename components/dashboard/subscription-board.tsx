"use client";

import dynamic from "next/dynamic";
import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/calendar-date";
import {
  filterSubscriptions,
  isFiltering,
  NO_FILTER,
  writeFilterParams,
  type SubscriptionFilter,
} from "@/lib/subscriptions/filter";
import { DEFAULT_SORT_KEY, sortSubscriptions, type SortContext, type SortKey } from "@/lib/subscriptions/sort";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { priceChangesBySubscription } from "./card-facts";
import { SortSelector } from "./sort-selector";
import { SubscriptionFilters } from "./subscription-filters";
import { SubscriptionGrid, type CardLookups } from "./subscription-grid";
import type { Category } from "@/lib/categories/types";

export type SubscriptionBoardProps = {
  subscriptions: Subscription[];
  categories: Category[];
  priceChanges: PriceChange[];
  rates: Partial<Record<Currency, number>>;
  defaultCurrency: Currency;
  today: CalendarDate;
  locale: string;
  initialSort: SortKey;
  initialFilter: SubscriptionFilter;
};

// Drag and drop between category sections comes with the name sort: the other sorts never load it.
const CategorySections = dynamic(() => import("./category-sections").then((module) => module.CategorySections), {
  loading: () => <div className="min-h-48" aria-busy="true" />,
});

/**
 * Sorting and filtering happen here, without a server round trip; the choices are kept in the URL
 * (?sort=, ?q=, ?status=, ?category=).
 */
export function SubscriptionBoard(props: SubscriptionBoardProps) {
  const { subscriptions, categories, priceChanges, rates, defaultCurrency, today, locale, initialSort, initialFilter } = props;
  const t = useTranslations("dashboard");
  const [sort, setSort] = useState<SortKey>(initialSort);
  const [filter, setFilter] = useState(initialFilter);
  // Typing stays responsive over a thousand cards: the list follows a moment behind the input.
  const appliedFilter = useDeferredValue(filter);

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
  const shown = useMemo(
    () => (isFiltering(appliedFilter) ? filterSubscriptions(subscriptions, appliedFilter, today) : subscriptions),
    [subscriptions, appliedFilter, today],
  );
  const sorted = useMemo(
    () => (sort === "name" ? shown : sortSubscriptions(shown, sort, context)),
    [shown, sort, context],
  );

  function keepInUrl(update: (url: URL) => void) {
    const url = new URL(window.location.href);
    update(url);
    window.history.replaceState(window.history.state, "", url);
  }

  function chooseSort(key: SortKey) {
    setSort(key);
    keepInUrl((url) => (key === DEFAULT_SORT_KEY ? url.searchParams.delete("sort") : url.searchParams.set("sort", key)));
  }

  function chooseFilter(next: SubscriptionFilter) {
    setFilter(next);
    keepInUrl((url) => writeFilterParams(url, next));
  }

  return (
    <section aria-labelledby="subscriptions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscriptions-heading" className="text-lg font-semibold tracking-tight">
          {t("listHeading")}
        </h2>
        <SortSelector value={sort} onChange={chooseSort} />
      </div>
      <SubscriptionFilters filter={filter} categories={categories} onChange={chooseFilter} />
      {isFiltering(appliedFilter) ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("filters.shown", { shown: shown.length, total: subscriptions.length })}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("filters.noMatches")}</p>
          <p className="text-sm text-muted-foreground">{t("filters.noMatchesHint")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => chooseFilter(NO_FILTER)}>
            {t("filters.clear")}
          </Button>
        </div>
      ) : sort === "name" ? (
        <CategorySections
          subscriptions={shown}
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
