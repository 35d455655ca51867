"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Category } from "@/lib/categories/types";
import { isStatusFilter, STATUS_FILTERS, type SubscriptionFilter } from "@/lib/subscriptions/filter";

const ALL = "all";

export function SubscriptionFilters({
  filter,
  categories,
  onChange,
}: {
  filter: SubscriptionFilter;
  categories: Category[];
  onChange: (filter: SubscriptionFilter) => void;
}) {
  const t = useTranslations();
  const id = useId();

  return (
    <div role="search" className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
      <div className="relative col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("dashboard.filters.searchLabel")}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${id}-q`}
          type="search"
          value={filter.query}
          maxLength={100}
          placeholder={t("dashboard.filters.searchPlaceholder")}
          className="pl-8"
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      <NativeSelect
        aria-label={t("dashboard.filters.statusLabel")}
        value={filter.status ?? ALL}
        onChange={(event) => onChange({ ...filter, status: isStatusFilter(event.target.value) ? event.target.value : null })}
      >
        <option value={ALL}>{t("dashboard.filters.allStatuses")}</option>
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t("dashboard.filters.categoryLabel")}
        value={filter.category === null ? ALL : String(filter.category)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filter, category: value === ALL ? null : value === "none" ? "none" : Number(value) });
        }}
      >
        <option value={ALL}>{t("dashboard.filters.allCategories")}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
        <option value="none">{t("dashboard.sections.uncategorized")}</option>
      </NativeSelect>
    </div>
  );
}
