import { addDays, compareDates, dayOfWeek, type CalendarDate } from "@/lib/dates/calendar-date";
import { firstDayOf, lastDayOf, type CalendarMonth } from "@/lib/dates/calendar-month";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { UpcomingCharge } from "./upcoming";

/** 0 when weeks start on Sunday, 1 on Monday. */
export type WeekStart = 0 | 1;

/** The month's weeks, seven days each; days of the neighbouring months are null. */
export function calendarWeeks(month: CalendarMonth, weekStartsOn: WeekStart): (CalendarDate | null)[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const leading = (dayOfWeek(first) - weekStartsOn + 7) % 7;
  const days: (CalendarDate | null)[] = Array.from({ length: leading }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The weekdays in the order the grid shows them, 0 = Sunday. */
export function weekdayOrder(weekStartsOn: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + weekStartsOn) % 7);
}

export type ChargeDay = { date: CalendarDate; total: number; charges: UpcomingCharge[] };

/** Charges grouped by day, in date order, each day with its total in the default currency. */
export function chargesByDay(charges: readonly UpcomingCharge[]): ChargeDay[] {
  const days = new Map<CalendarDate, UpcomingCharge[]>();
  for (const charge of charges) {
    const list = days.get(charge.date);
    if (list) list.push(charge);
    else days.set(charge.date, [charge]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => compareDates(a, b))
    .map(([date, list]) => ({ date, total: sumAmounts(list.map((charge) => charge.converted ?? 0)), charges: list }));
}
