import { addDays, toUtcDate, type CalendarDate } from "./calendar-date";
import { firstDayOf, type CalendarMonth } from "./calendar-month";

// Calendar dates name days, not instants: they are formatted at UTC midnight in UTC, so no zone shifts them.
// Intl, not date-fns's format: Intl knows every locale's names, date-fns would ship its own locale data.
const atUtcMidnight = toUtcDate;

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
}

/** "March 2027", "2027年3月", "marzo de 2027"; `short` gives "Mar", "3月", "mar". */
export function formatMonth(month: CalendarMonth, locale: string, style: "long" | "short" = "long"): string {
  const options: Intl.DateTimeFormatOptions = style === "long" ? { year: "numeric", month: "long" } : { month: "short" };
  return formatter(locale, options).format(atUtcMidnight(firstDayOf(month)));
}

/** "Mon, Mar 15", with the year when asked. */
export function formatDay(date: CalendarDate, locale: string, { year = false }: { year?: boolean } = {}): string {
  return formatter(locale, { weekday: "short", month: "short", day: "numeric", ...(year ? { year: "numeric" } : {}) }).format(
    atUtcMidnight(date),
  );
}

/** The weekday's name, 0 = Sunday. */
export function formatWeekday(weekday: number, locale: string, style: "long" | "narrow" | "short" = "short"): string {
  // 2023-01-01 was a Sunday.
  return formatter(locale, { weekday: style }).format(atUtcMidnight(addDays("2023-01-01", weekday)));
}
