import type { CalendarDate } from "@/lib/dates/date-only";
import { subscriptionStatus, type StatusFields, type SubscriptionStatus } from "./status";
import type { Subscription } from "./types";

export const STATUS_FILTERS = ["active", "expiringSoon", "expired", "trial", "paused", "cancelled", "oneTime"] as const;

export type SubscriptionFilter = {
  query: string;
  status: SubscriptionStatus | null;
  category: number | "none" | null;
};

export const NO_FILTER: SubscriptionFilter = { query: "", status: null, category: null };

export function isStatusFilter(value: unknown): value is SubscriptionStatus {
  return typeof value === "string" && (STATUS_FILTERS as readonly string[]).includes(value);
}

export function isFiltering(filter: SubscriptionFilter): boolean {
  return filter.query.trim() !== "" || filter.status !== null || filter.category !== null;
}

export function searchKey(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

export function filterSubscriptions<T extends Pick<Subscription, "name" | "brand" | "categoryId"> & StatusFields>(
  subscriptions: readonly T[],
  filter: SubscriptionFilter,
  today: CalendarDate,
): T[] {
  const query = searchKey(filter.query.trim());
  return subscriptions.filter(
    (subscription) =>
      (query === "" || searchKey(subscription.name).includes(query) || searchKey(subscription.brand).includes(query)) &&
      (filter.status === null || subscriptionStatus(subscription, today) === filter.status) &&
      (filter.category === null || subscription.categoryId === (filter.category === "none" ? null : filter.category)),
  );
}

const MAX_QUERY_LENGTH = 100;

export function filterFromParams(params: Record<string, string | string[] | undefined>): SubscriptionFilter {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const category = first(params.category);
  const status = first(params.status);
  return {
    query: (first(params.q) ?? "").slice(0, MAX_QUERY_LENGTH),
    status: isStatusFilter(status) ? status : null,
    category: category === "none" ? "none" : category && /^[1-9][0-9]{0,15}$/.test(category) ? Number(category) : null,
  };
}

export function writeFilterParams(url: URL, filter: SubscriptionFilter): URL {
  const set = (name: string, value: string | null) => (value ? url.searchParams.set(name, value) : url.searchParams.delete(name));
  set("q", filter.query.trim() === "" ? null : filter.query);
  set("status", filter.status);
  set("category", filter.category === null ? null : String(filter.category));
  return url;
}
