import { isValidCalendarDate, type CalendarDate } from "@/lib/dates/date-only";
import { isCalendarMonth, monthOf, type CalendarMonth } from "@/lib/dates/year-month";

/** Long lists start short, as the dashboard's sections do; a link shows the rest. */
export const CHARGES_SHOWN_PER_DAY = 5;
export const PRICE_HISTORIES_SHOWN = 10;
export const SAVINGS_SHOWN = 10;

/** What the search parameters ask the insights page to show. */
export type InsightsView = {
  /** The month of the calendar and of the charges listed below it. */
  month: CalendarMonth;
  /** A day of that month whose charges are all listed. */
  day: CalendarDate | null;
  allPriceHistories: boolean;
  allSavings: boolean;
};

type SearchParams = Record<string, string | string[] | undefined>;

/** The view the parameters name; anything malformed or outside the next months is ignored. */
export function insightsView(params: SearchParams, months: readonly CalendarMonth[], fallback: CalendarMonth): InsightsView {
  const { month: monthParam, day: dayParam } = params;
  const month = isCalendarMonth(monthParam) && months.includes(monthParam) ? monthParam : (months[0] ?? fallback);
  const day = typeof dayParam === "string" && isValidCalendarDate(dayParam) && monthOf(dayParam) === month ? dayParam : null;
  return { month, day, allPriceHistories: params.prices === "all", allSavings: params.savings === "all" };
}

/** The page's address for `view` changed by `change`, scrolled to `hash`. */
export function insightsHref(view: InsightsView, change: Partial<InsightsView>, hash: string): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams({ month: next.month });
  if (next.day) params.set("day", next.day);
  if (next.allPriceHistories) params.set("prices", "all");
  if (next.allSavings) params.set("savings", "all");
  return `/insights?${params}#${hash}`;
}
