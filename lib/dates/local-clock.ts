import type { CalendarDate } from "./date-only";
import { DEFAULT_TIME_ZONE } from "./time-zone";

export type LocalClock = {
  date: CalendarDate;
  hour: number;
  timeZone: string;
};

// A reminder dispatch reads the clock of thousands of users in a few hundred zones: one formatter per zone.
// Intl directly: date-fns reads zones only through @date-fns/tz, itself a wrapper of this call.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  let zone = timeZone;
  let formatter = formatterFor(zone);
  if (!formatter) {
    zone = DEFAULT_TIME_ZONE;
    formatter = formatterFor(zone)!;
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year?.padStart(4, "0")}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, timeZone: zone };
}

export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return localClock(now, timeZone).date;
}
