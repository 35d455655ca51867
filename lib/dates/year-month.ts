import { endOfMonth } from "date-fns";
import { addMonths, fromUtcDate, toUtcDate, type CalendarDate } from "./date-only";

/** A calendar month written yyyy-MM, e.g. the value of a `?month=` search parameter. */
export type CalendarMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isCalendarMonth(value: unknown): value is CalendarMonth {
  return typeof value === "string" && MONTH_PATTERN.test(value) && value >= "0001-01";
}

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** Months since the start of year 0: the difference of two is the number of months between them. Reads only yyyy-MM. */
export function monthNumber(dateOrMonth: CalendarDate | CalendarMonth): number {
  return Number(dateOrMonth.slice(0, 4)) * 12 + Number(dateOrMonth.slice(5, 7)) - 1;
}

export function firstDayOf(month: CalendarMonth): CalendarDate {
  return `${month}-01`;
}

export function lastDayOf(month: CalendarMonth): CalendarDate {
  return fromUtcDate(endOfMonth(toUtcDate(firstDayOf(month))));
}

export function addCalendarMonths(month: CalendarMonth, count: number): CalendarMonth {
  return monthOf(addMonths(firstDayOf(month), count));
}

/** `count` consecutive months starting with `first`. */
export function monthsFrom(first: CalendarMonth, count: number): CalendarMonth[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarMonths(first, index));
}
