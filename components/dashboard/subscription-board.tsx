"use client";

import dynamic from "next/dynamic";
import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import {
  filterSubscriptions,
  isFiltering,
  NO_FILTER,
  writeFilterParams,
  type SubscriptionFilter,
} from "@/lib/subscriptions/filter";
import type { BoardView } from "@/lib/subscriptions/board-view";
import { sortSubscriptions, type SortContext } from "@/lib/subscriptions/sort";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { priceChangesBySubscription } from "@/lib/subscriptions/card-facts";
import { GroupingHint, GroupToggle } from "./sort-grouping";
import { SortSelector } from "./sort-selector";
import { SubscriptionFilters } from "./subscription-filters";
import { SubscriptionGrid, type CardLookups } from "./subscription-grid";
import type { Category } from "@/lib/categories/types";
import type { VariableForecasts } from "@/lib/payments/variable-estimates";
import { useBoardView } from "./use-board-view";
import type { LedgerEntry } from "@/lib/payments/charges";

export type SubscriptionBoardProps = {
  subscriptions: Subscription[];
  categories: Category[];
  priceChanges: PriceChange[];
  dueCharges: LedgerEntry[];
  forecasts?: VariableForecasts;
  rates: Partial<Record<Currency, number>>;
  defaultCurrency: Currency;
  today: CalendarDate;
  locale: string;
  initialView: BoardView;
  initialFilter: SubscriptionFilter;
};

// Drag and drop between category sections comes with grouping: the flat list never loads it.
const CategorySections = dynamic(() => import("./category-sections").then((module) => module.CategorySections), {
  loading: () => <div className="min-h-48" aria-busy="true" />,
});

function oldestDue(entries: readonly LedgerEntry[]): Map<number, LedgerEntry> {
  const bySubscription = new Map<number, LedgerEntry>();
  for (const entry of entries) {
    if (!bySubscription.has(entry.charge.subscriptionId)) bySubscription.set(entry.charge.subscriptionId, entry);
  }
  return bySubscription;
}

/** No server round trip: choices live in the URL, and the sort and grouping on the device too. */
export function SubscriptionBoard(props: SubscriptionBoardProps) {
  const { subscriptions, categories, priceChanges, dueCharges, forecasts, rates, defaultCurrency, today, locale, initialView, initialFilter } =
    props;
  const t = useTranslations("dashboard");
  const [view, setView] = useBoardView(initialView);
  const { sort, grouped } = view;
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
      dueById: oldestDue(dueCharges),
      forecasts,
      today,
      locale,
    }),
    [categories, priceChanges, dueCharges, forecasts, today, locale],
  );
  const shown = useMemo(
    () => (isFiltering(appliedFilter) ? filterSubscriptions(subscriptions, appliedFilter, today) : subscriptions),
    [subscriptions, appliedFilter, today],
  );
  const sorted = useMemo(
    () => (grouped ? shown : sortSubscriptions(shown, sort, context)),
    [shown, grouped, sort, context],
  );

  function keepInUrl(update: (url: URL) => void) {
    const url = new URL(window.location.href);
    update(url);
    window.history.replaceState(window.history.state, "", url);
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
        <div className="flex flex-wrap items-center gap-2">
          {categories.length > 0 || grouped ? (
            <GroupToggle grouped={grouped} onChange={(next) => setView({ ...view, grouped: next, groupingChosen: true })} />
          ) : null}
          <SortSelector value={sort} onChange={(next) => setView({ ...view, sort: next })} />
        </div>
      </div>
      {categories.length > 0 && !view.groupingChosen ? (
        <GroupingHint onAnswer={(next) => setView({ ...view, grouped: next, groupingChosen: true })} />
      ) : null}
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
      ) : grouped ? (
        <CategorySections
          subscriptions={subscriptions}
          shown={isFiltering(appliedFilter) ? shown : null}
          sort={sort}
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
