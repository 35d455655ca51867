import { UTCDate, utc } from "@date-fns/utc";
import {
  addMonths as addMonthsTo,
  differenceInCalendarMonths,
  lightFormat,
  formatISO,
  getDate,
  getDay,
  getDaysInMonth,
  isLastDayOfMonth as isLastDayOfDate,
  isValid,
  parseISO,
  setDate,
  startOfMonth,
} from "date-fns";

/** A calendar date written yyyy-MM-dd. It names a day, not an instant, so it never passes through a time zone. */
export type CalendarDate = string;

function readUtc(value: CalendarDate): UTCDate | null {
  if (typeof value !== "string") return null;
  const date = parseISO(value, { in: utc });
  // parseISO also reads 20260105, 2026-W01-1 and year 0000; the round trip keeps only real yyyy-MM-dd days.
  return isValid(date) && !value.startsWith("0000") && formatISO(date, { representation: "date" }) === value ? date : null;
}

// The charge schedule converts the same few thousand days by the hundred thousand: each is parsed and
// formatted once. date-fns never mutates the dates it is given, and nothing here hands these out.
const CACHE_LIMIT = 20_000;
const parsed = new Map<CalendarDate, UTCDate>();
const formatted = new Map<number, CalendarDate>();

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

function utcDay(value: CalendarDate): UTCDate {
  const cached = parsed.get(value);
  if (cached) return cached;
  const date = readUtc(value);
  if (date === null) throw new RangeError(`Not a calendar date: ${value}`);
  return remember(parsed, value, date);
}

/**
 * A new UTCDate at the start of the day; throws a RangeError for anything but a real yyyy-MM-dd.
 * Declared as a Date so that the types of code bundled for Deno name no npm package.
 */
export function toUtcDate(value: CalendarDate): Date {
  return new UTCDate(utcDay(value).getTime());
}

export function fromUtcDate(date: Date): CalendarDate {
  const time = date.getTime();
  return formatted.get(time) ?? remember(formatted, time, formatISO(date, { representation: "date", in: utc }));
}

export function isValidCalendarDate(value: string): boolean {
  return parsed.has(value) || readUtc(value) !== null;
}

// Every day here is a UTC midnight, a whole number of days from any other: days are added and counted
// without date-fns, whose calendar arithmetic builds several dates a call (a statement's charges call
// these by the thousand).
const DAY_MS = 86_400_000;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcDate(new Date(utcDay(date).getTime() + days * DAY_MS));
}

export function addMonths(date: CalendarDate, months: number, anchorDay?: number): CalendarDate {
  if (anchorDay === undefined) return fromUtcDate(addMonthsTo(utcDay(date), months));
  const month = addMonthsTo(startOfMonth(utcDay(date)), months);
  return fromUtcDate(setDate(month, Math.min(anchorDay, getDaysInMonth(month))));
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

export function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarMonths(utcDay(to), utcDay(from));
}

// yyyy-MM-dd strings sort as their days do: no date needs building to compare two.
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function dayOfWeek(date: CalendarDate): number {
  return getDay(utcDay(date));
}

export function dayOfMonth(date: CalendarDate): number {
  return getDate(utcDay(date));
}

export function isLastDayOfMonth(date: CalendarDate): boolean {
  return isLastDayOfDate(utcDay(date));
}

export function formatCardDate(date: CalendarDate): string {
  return lightFormat(utcDay(date), "yyyy/MM/dd");
}
