import { addDays, addMonths, dayOfWeek } from "../../lib/dates/date-only";
import type { Cadence } from "../../lib/recurring-charges/types";
import type { Random } from "./random";

export const PERIOD_DAYS: Readonly<Record<Cadence, number>> = {
  weekly: 7,
  biweekly: 14,
  monthly: 30.44,
  bimonthly: 60.88,
  quarterly: 91.31,
  semiannual: 182.62,
  yearly: 365.25,
};

const STEP_MONTHS: Readonly<Partial<Record<Cadence, number>>> = { monthly: 1, bimonthly: 2, quarterly: 3, semiannual: 6, yearly: 12 };

export const isMonthBased = (cadence: Cadence) => STEP_MONTHS[cadence] !== undefined;

/** Charges a detector needs before calling a stream recurring: 3, or 2 for the long cadences. */
export const minimumCharges = (cadence: Cadence) => (cadence === "semiannual" || cadence === "yearly" ? 2 : 3);

/** The billing dates from `start` to `until` (both included), before weekends and posting move them. */
export function billingDates(cadence: Cadence, start: string, until: string, anchorDay?: number): string[] {
  const dates: string[] = [];
  const step = STEP_MONTHS[cadence];
  if (step === undefined) {
    for (let date = start; date <= until; date = addDays(date, PERIOD_DAYS[cadence])) dates.push(date);
    return dates;
  }
  const anchor = anchorDay ?? Number(start.slice(8));
  const offset = addMonths(start, 0, anchor) < start ? 1 : 0;
  for (let i = 0; ; i++) {
    const date = addMonths(start, offset + i * step, anchor);
    if (date > until) return dates;
    dates.push(date);
  }
}

const isWeekend = (date: string) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;

export function businessDay(date: string, rule: "forward" | "back"): string {
  let day = date;
  while (isWeekend(day)) day = addDays(day, rule === "forward" ? 1 : -1);
  return day;
}

/**
 * The day the bank books a charge billed on `date`: a card charge settles 0–2 days later, and
 * nothing is booked at the weekend; a direct debit moves to the nearest business day.
 */
export function bookingDate(date: string, kind: "card" | "directDebit" | "atm", rule: "forward" | "back", random: Random): string {
  if (kind === "directDebit") return businessDay(date, rule);
  const roll = random.next();
  const lag = kind === "atm" || roll < 0.5 ? 0 : roll < 0.85 ? 1 : 2;
  return businessDay(addDays(date, lag), "forward");
}
