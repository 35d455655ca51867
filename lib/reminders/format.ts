import { toUtcDate, type CalendarDate } from "@/lib/dates/calendar-date";

// Building an Intl formatter costs far more than using one, and a dispatch formats thousands of dates.
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

/** "9:00 AM", "上午9:00", "9:00": an hour of the day as the locale writes it. */
export function hourLabel(locale: string, hour: number): string {
  return formatter(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const DATE_STYLE: Intl.DateTimeFormatOptions = { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone: "UTC" };

/** "Fri, Jan 15, 2027", "2027年1月15日 週五": a calendar date, never shifted through a time zone. */
export function dateLabel(locale: string, date: CalendarDate, options: Intl.DateTimeFormatOptions = DATE_STYLE): string {
  return formatter(locale, options).format(toUtcDate(date));
}
