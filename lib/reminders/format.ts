import type { CalendarDate } from "@/lib/dates/calendar-date";

/** "9:00 AM", "上午9:00", "9:00": an hour of the day as the locale writes it. */
export function hourLabel(locale: string, hour: number): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const DATE_STYLE: Intl.DateTimeFormatOptions = { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone: "UTC" };

/** "Fri, Jan 15, 2027", "2027年1月15日 週五": a calendar date, never shifted through a time zone. */
export function dateLabel(locale: string, date: CalendarDate, options: Intl.DateTimeFormatOptions = DATE_STYLE): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}
