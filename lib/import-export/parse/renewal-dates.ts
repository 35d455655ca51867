import type { CalendarDate } from "@/lib/dates/date-only";
import { addCycles, endDateFor, isOneTime, isValidCycle } from "@/lib/subscriptions/cycle";

const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

// A daily cycle ten years ahead is the furthest a next payment can be from a sensible start.
const MAX_STEPS = 4000;

function cycleStartOnOrBefore(next: CalendarDate, cycle: string, bound: CalendarDate): CalendarDate {
  let k = 1;
  while (addCycles(next, cycle, -k) > bound && k < MAX_STEPS) k += 1;
  return addCycles(next, cycle, -k);
}

function cycleStartOnOrAfter(next: CalendarDate, cycle: string, from: CalendarDate): CalendarDate {
  let k = 1;
  while (addCycles(next, cycle, -(k + 1)) >= from && k < MAX_STEPS) k += 1;
  return addCycles(next, cycle, -k);
}

// The schedule passes exactly through the next payment; a derived start is never after today or `stopsOn`,
// so the subscription counts today and no charge is invented before that payment.
export function renewalDates(
  start: CalendarDate | null,
  next: CalendarDate | null,
  cycle: string,
  today: CalendarDate,
  stopsOn: CalendarDate | null = null,
): { startDate: CalendarDate; endDate: CalendarDate } {
  if (!isValidCycle(cycle)) return { startDate: start ?? "", endDate: next ?? "" };
  if (isOneTime(cycle)) {
    const date = start ?? next ?? today;
    return { startDate: date, endDate: next !== null && next > date ? next : date };
  }
  if (next === null) {
    const startDate = start ?? (stopsOn === null ? today : earlier(today, stopsOn));
    return { startDate, endDate: endDateFor(startDate, cycle) };
  }
  const bound = stopsOn === null ? today : earlier(today, stopsOn);
  // A start the file gives in the future stays: that subscription has not begun yet.
  if (start !== null && start > today && stopsOn === null && start < next) return { startDate: start, endDate: next };
  const latest = cycleStartOnOrBefore(next, cycle, bound);
  if (start === null || start > bound || start >= next) return { startDate: latest, endDate: next };
  // Paid on its start, then on the next payment less than a cycle later: both are real charges.
  if (start >= latest) return { startDate: start, endDate: next };
  return { startDate: cycleStartOnOrAfter(next, cycle, start), endDate: next };
}

/** Its last due date if passed, else today: an undated pause or cancellation stops it counting as billed. */
export function stoppedOn(due: CalendarDate | null, today: CalendarDate): CalendarDate {
  return due !== null && due <= today ? due : today;
}
