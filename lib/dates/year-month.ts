import { endOfMonth } from "date-fns";
import { addMonths, fromUtcDate, toUtcDate, type CalendarDate } from "./date-only";

export type CalendarMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isCalendarMonth(value: unknown): value is CalendarMonth {
  return typeof value === "string" && MONTH_PATTERN.test(value) && value >= "0001-01";
}

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

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

export function monthsFrom(first: CalendarMonth, count: number): CalendarMonth[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarMonths(first, index));
}
