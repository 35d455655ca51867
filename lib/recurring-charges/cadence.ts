import { addDays, addMonths, dayNumber, daysInMonth, shiftMonth, toDay, type Day } from "./calendar";
import type { Cadence } from "./types";

type Period = { cadence: Cadence; days: number; months: number; toleranceDays: number };

export const PERIODS: readonly Period[] = [
  { cadence: "weekly", days: 7, months: 0, toleranceDays: 3 },
  { cadence: "biweekly", days: 14, months: 0, toleranceDays: 4 },
  { cadence: "monthly", days: 0, months: 1, toleranceDays: 3 },
  { cadence: "bimonthly", days: 0, months: 2, toleranceDays: 7 },
  { cadence: "quarterly", days: 0, months: 3, toleranceDays: 10 },
  { cadence: "semiannual", days: 0, months: 6, toleranceDays: 15 },
  { cadence: "yearly", days: 0, months: 12, toleranceDays: 25 },
];

const AVERAGE_MONTH_DAYS = 365.25 / 12;

export function periodOf(cadence: Cadence): Period {
  return PERIODS.find((period) => period.cadence === cadence)!;
}

export function periodDays(cadence: Cadence): number {
  const period = periodOf(cadence);
  return period.days || period.months * AVERAGE_MONTH_DAYS;
}

// A charge on a month's last day stands for any later day: Jan 31 → Feb 28 → Mar 31 is exactly monthly.
function gapDeviation(from: Day, to: Day, period: Period, steps: number): number {
  if (period.days) return to.number - from.number - steps * period.days;
  const { year, month } = shiftMonth(from.year, from.month, steps * period.months);
  const length = daysInMonth(year, month);
  const earliest = dayNumber(year, month, Math.min(from.day, length));
  const latest = from.monthEnd ? dayNumber(year, month, length) : earliest;
  if (to.number < earliest) return to.number - earliest;
  if (to.number > latest) return to.number - latest;
  return 0;
}

export type CadenceFit = {
  cadence: Cadence;
  maxDeviationDays: number;
  missed: number;
  misfits: number;
  variation: number;
};

function fitPeriod(days: readonly Day[], period: Period): CadenceFit | null {
  const allowedMisfits = Math.floor((days.length - 1) / 5);
  // Meal kits and boxes skip weeks (holidays, pauses); a month skipped more than once is no monthly bill.
  const allowedSkips = period.days ? Math.max(1, allowedMisfits) : 1;
  let singles = 0;
  let missed = 0;
  let misfits = 0;
  let maxDeviationDays = 0;
  const ratios: number[] = [];
  for (let i = 1; i < days.length; i++) {
    const one = gapDeviation(days[i - 1], days[i], period, 1);
    const fitsOne = Math.abs(one) <= period.toleranceDays;
    const two = fitsOne || missed >= allowedSkips ? null : gapDeviation(days[i - 1], days[i], period, 2);
    if (!fitsOne && (two === null || Math.abs(two) > period.toleranceDays)) {
      if (++misfits > allowedMisfits) return null;
      continue;
    }
    const deviation = fitsOne ? one : two!;
    if (fitsOne) singles++;
    else missed++;
    const gap = days[i].number - days[i - 1].number;
    maxDeviationDays = Math.max(maxDeviationDays, Math.abs(deviation));
    ratios.push(gap / (gap - deviation));
  }
  if (singles === 0) return null;
  const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
  const variance = ratios.reduce((sum, ratio) => sum + (ratio - mean) ** 2, 0) / ratios.length;
  return { cadence: period.cadence, maxDeviationDays, missed, misfits, variation: Math.sqrt(variance) / mean };
}

// Each gap is judged on its own: gaps of 3, 6 and 15 months average out to a plausible period but are no cadence.
export function judgeCadence(dates: readonly string[]): CadenceFit | null {
  if (dates.length < 2) return null;
  const days = dates.map(toDay);
  let best: { fit: CadenceFit; fitting: number } | null = null;
  for (const period of PERIODS) {
    const fit = fitPeriod(days, period);
    if (!fit) continue;
    const fitting = dates.length - 1 - fit.misfits - fit.missed / 2;
    if (!best || fitting > best.fitting) best = { fit, fitting };
  }
  return best?.fit ?? null;
}

export function nextChargeDate(dates: readonly string[], cadence: Cadence): string {
  const period = periodOf(cadence);
  const last = dates[dates.length - 1];
  if (period.days) return addDays(last, period.days);
  let anchor = toDay(last).day;
  if (toDay(last).monthEnd) for (const date of dates.slice(-3)) anchor = Math.max(anchor, toDay(date).day);
  return addMonths(last, period.months, anchor);
}
