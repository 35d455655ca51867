import { differenceInCalendarDays, eachDayOfInterval, endOfMonth, startOfWeek } from "date-fns";
import { compareDates, fromUtcDate, toUtcDate, type CalendarDate } from "@/lib/dates/date-only";
import { firstDayOf, type CalendarMonth } from "@/lib/dates/year-month";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { UpcomingCharge } from "./upcoming";

export type WeekStart = 0 | 1;

export function calendarWeeks(month: CalendarMonth, weekStartsOn: WeekStart): (CalendarDate | null)[][] {
  const first = toUtcDate(firstDayOf(month));
  const leading = differenceInCalendarDays(first, startOfWeek(first, { weekStartsOn }));
  const days: (CalendarDate | null)[] = Array.from({ length: leading }, () => null);
  for (const day of eachDayOfInterval({ start: first, end: endOfMonth(first) })) days.push(fromUtcDate(day));
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

export function weekdayOrder(weekStartsOn: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + weekStartsOn) % 7);
}

export type ChargeDay<C extends UpcomingCharge = UpcomingCharge> = { date: CalendarDate; total: number; charges: C[] };

export function chargesByDay<C extends UpcomingCharge>(charges: readonly C[]): ChargeDay<C>[] {
  const days = new Map<CalendarDate, C[]>();
  for (const charge of charges) {
    const list = days.get(charge.date);
    if (list) list.push(charge);
    else days.set(charge.date, [charge]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => compareDates(a, b))
    .map(([date, list]) => ({ date, total: sumAmounts(list.map((charge) => charge.converted ?? 0)), charges: list }));
}
