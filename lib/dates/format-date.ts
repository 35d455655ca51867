import { addDays, toUtcDate, type CalendarDate } from "./date-only";
import { firstDayOf, type CalendarMonth } from "./year-month";

// Calendar dates name days, not instants: they are formatted at UTC midnight in UTC, so no zone shifts them.
// Intl, not date-fns's format: Intl knows every locale's names, date-fns would ship its own locale data.
// Building an Intl formatter costs far more than using one, and a reminder dispatch formats thousands of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formatters.set(key, cached);
  }
  return cached;
}

export function formatMonth(month: CalendarMonth, locale: string, style: "long" | "short" = "long"): string {
  const options: Intl.DateTimeFormatOptions = style === "long" ? { year: "numeric", month: "long" } : { month: "short" };
  return formatter(locale, options).format(toUtcDate(firstDayOf(month)));
}

export function formatDay(date: CalendarDate, locale: string, { year = false }: { year?: boolean } = {}): string {
  return formatter(locale, { weekday: "short", month: "short", day: "numeric", ...(year ? { year: "numeric" } : {}) }).format(
    toUtcDate(date),
  );
}

export function formatWeekday(weekday: number, locale: string, style: "long" | "narrow" | "short" = "short"): string {
  // 2023-01-01 was a Sunday.
  return formatter(locale, { weekday: style }).format(toUtcDate(addDays("2023-01-01", weekday)));
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function formatHour(hour: number, locale: string): string {
  return formatter(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}
