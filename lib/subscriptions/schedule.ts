import { addDays, addMonths, dayOfMonth, daysBetween, isLastDayOfMonth, monthsBetween, type CalendarDate } from "@/lib/dates/date-only";
import { cycleStep, isOneTime } from "./cycle";
import { billingStopsOn, type Lifecycle } from "./lifecycle";
import { priceOn } from "./money";
import type { PriceChange, Subscription, SubscriptionPause } from "./types";

// Month steps are measured from the series' first date, so month ends do not drift (Jan 31, Feb 28, Mar 31 …).

type Series = { at(k: number): CalendarDate; firstIndexOnOrAfter(date: CalendarDate): number };

function seriesFrom(first: CalendarDate, cycle: string, anchorDay: number): Series {
  const step = cycleStep(cycle);
  if ("days" in step) {
    return {
      at: (k) => addDays(first, k * step.days),
      firstIndexOnOrAfter: (date) => Math.max(0, Math.ceil(daysBetween(first, date) / step.days)),
    };
  }
  const at = (k: number) => addMonths(first, k * step.months, anchorDay);
  return {
    at,
    firstIndexOnOrAfter(date) {
      let k = Math.max(0, Math.floor(monthsBetween(first, date) / step.months));
      while (at(k) < date) k += 1;
      return k;
    },
  };
}

const LATEST_BILLING_DATE = "9999-12-31";

export type ScheduleFields = Pick<Subscription, "startDate" | "endDate" | "cycle" | "autoRenew">;

// An end date clamped to a short month (Jan 31 start → Feb 28 end) still renews on the start's day.
function renewalAnchorDay({ startDate, endDate }: ScheduleFields): number {
  const endDay = dayOfMonth(endDate);
  const startDay = dayOfMonth(startDate);
  return isLastDayOfMonth(endDate) && startDay > endDay ? startDay : endDay;
}

export function renewalOnOrAfter(subscription: ScheduleFields, date: CalendarDate): CalendarDate {
  const renewals = seriesFrom(subscription.endDate, subscription.cycle, renewalAnchorDay(subscription));
  return renewals.at(renewals.firstIndexOnOrAfter(date));
}

export function* billingDates(subscription: ScheduleFields, from: CalendarDate, to: CalendarDate): Generator<CalendarDate> {
  const { startDate, endDate, cycle, autoRenew } = subscription;
  if (isOneTime(cycle)) {
    if (startDate >= from && startDate <= to) yield startDate;
    return;
  }
  const firstTerm = seriesFrom(startDate, cycle, dayOfMonth(startDate));
  for (let k = firstTerm.firstIndexOnOrAfter(from); ; k++) {
    const date = firstTerm.at(k);
    if (date >= endDate || date > to) break;
    yield date;
  }
  if (!autoRenew) return;
  const renewals = seriesFrom(endDate, cycle, renewalAnchorDay(subscription));
  for (let k = renewals.firstIndexOnOrAfter(from > endDate ? from : endDate); ; k++) {
    const date = renewals.at(k);
    if (date > to) break;
    yield date;
  }
}

export function nextBillingDate(subscription: ScheduleFields, today: CalendarDate): CalendarDate | null {
  const next = billingDates(subscription, today, LATEST_BILLING_DATE).next();
  return next.done ? null : next.value;
}

export function isBilledOn(lifecycle: Lifecycle, pauses: readonly SubscriptionPause[], date: CalendarDate): boolean {
  const stops = billingStopsOn(lifecycle);
  if (stops !== null && date >= stops) return false;
  return !pauses.some((pause) => date >= pause.pausedOn && date < pause.resumedOn);
}

export type Charge = {
  date: CalendarDate;
  amount: number;
};

export type ChargeHistory = { priceChanges: readonly PriceChange[]; pauses: readonly SubscriptionPause[] };

export type ChargedSubscription = ScheduleFields & Pick<Subscription, "id" | "price"> & Lifecycle;

export function* chargesBetween(
  subscription: ChargedSubscription,
  history: ChargeHistory,
  from: CalendarDate,
  to: CalendarDate,
): Generator<Charge> {
  for (const date of billingDates(subscription, from, to)) {
    if (!isBilledOn(subscription, history.pauses, date)) continue;
    yield { date, amount: priceOn(subscription, history.priceChanges, date) };
  }
}
