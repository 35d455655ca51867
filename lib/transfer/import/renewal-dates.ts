import type { CalendarDate } from "@/lib/dates/calendar-date";
import { addCycles, endDateFor, isValidCycle } from "@/lib/subscriptions/cycle";

/**
 * Start and end dates from what another app knows: its start date, its next payment, or neither.
 * A missing start is one cycle before the next payment, or today; a missing end is one cycle after
 * the start, as the form proposes.
 */
export function renewalDates(
  start: CalendarDate | null,
  next: CalendarDate | null,
  cycle: string,
  today: CalendarDate,
): { startDate: CalendarDate; endDate: CalendarDate } {
  if (!isValidCycle(cycle)) return { startDate: start ?? "", endDate: next ?? "" };
  if (start !== null && next !== null) return { startDate: start, endDate: next };
  if (next !== null) return { startDate: addCycles(next, cycle, -1), endDate: next };
  const startDate = start ?? today;
  return { startDate, endDate: endDateFor(startDate, cycle) };
}

/**
 * The day billing stopped for something the other app shows as paused or cancelled without a date:
 * its last due date if that has passed, else today, so that it no longer counts as billed.
 */
export function stoppedOn(due: CalendarDate | null, today: CalendarDate): CalendarDate {
  return due !== null && due <= today ? due : today;
}
