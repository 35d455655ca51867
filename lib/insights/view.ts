import { isValidCalendarDate, type CalendarDate } from "@/lib/dates/date-only";
import { isCalendarMonth, monthOf, type CalendarMonth } from "@/lib/dates/year-month";

export const CHARGES_SHOWN_PER_DAY = 5;
export const PRICE_HISTORIES_SHOWN = 10;
export const SAVINGS_SHOWN = 10;

export type InsightsView = {
  month: CalendarMonth;
  day: CalendarDate | null;
  allPriceHistories: boolean;
  allSavings: boolean;
};

type SearchParams = Record<string, string | string[] | undefined>;

export function insightsView(params: SearchParams, months: readonly CalendarMonth[], fallback: CalendarMonth): InsightsView {
  const { month: monthParam, day: dayParam } = params;
  const month = isCalendarMonth(monthParam) && months.includes(monthParam) ? monthParam : months.includes(fallback) ? fallback : (months[0] ?? fallback);
  const day = typeof dayParam === "string" && isValidCalendarDate(dayParam) && monthOf(dayParam) === month ? dayParam : null;
  return { month, day, allPriceHistories: params.prices === "all", allSavings: params.savings === "all" };
}

export function insightsHref(view: InsightsView, change: Partial<InsightsView>, hash: string): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams({ month: next.month });
  if (next.day) params.set("day", next.day);
  if (next.allPriceHistories) params.set("prices", "all");
  if (next.allSavings) params.set("savings", "all");
  return `/insights?${params}#${hash}`;
}
