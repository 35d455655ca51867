import { cycleStep } from "./cycle";
import { addDays, addMonths, dayOfMonth, daysBetween, isLastDayOfMonth, monthsBetween, type CalendarDate } from "@/lib/dates/calendar-date";
import type { Subscription } from "./types";

export const EXPIRING_SOON_DAYS = 7;

export type SubscriptionStatus = "active" | "expiringSoon" | "expired";

export type RenewalFields = Pick<Subscription, "startDate" | "endDate" | "cycle" | "autoRenew">;

// An end date clamped to a short month (Jan 31 start → Feb 28 end) still renews on the start's day.
function renewalAnchorDay({ startDate, endDate }: RenewalFields): number {
  const endDay = dayOfMonth(endDate);
  const startDay = dayOfMonth(startDate);
  return isLastDayOfMonth(endDate) && startDay > endDay ? startDay : endDay;
}

/** The end date, or for a lapsed auto-renewing subscription its next renewal on or after today. */
export function effectiveEndDate(subscription: RenewalFields, today: CalendarDate): CalendarDate {
  const { endDate, cycle, autoRenew } = subscription;
  if (!autoRenew || endDate >= today) return endDate;
  const step = cycleStep(cycle);
  if ("days" in step) {
    const cycles = Math.ceil(daysBetween(endDate, today) / step.days);
    return addDays(endDate, cycles * step.days);
  }
  const anchorDay = renewalAnchorDay(subscription);
  let cycles = Math.max(1, Math.floor(monthsBetween(endDate, today) / step.months));
  let renewal = addMonths(endDate, cycles * step.months, anchorDay);
  while (renewal < today) {
    cycles += 1;
    renewal = addMonths(endDate, cycles * step.months, anchorDay);
  }
  return renewal;
}

export function daysLeft(subscription: RenewalFields, today: CalendarDate): number {
  return daysBetween(today, effectiveEndDate(subscription, today));
}

export function subscriptionStatus(subscription: RenewalFields, today: CalendarDate): SubscriptionStatus {
  const remaining = daysLeft(subscription, today);
  if (remaining < 0) return "expired";
  return remaining <= EXPIRING_SOON_DAYS ? "expiringSoon" : "active";
}

/** Billed today: started on or before today and not yet ended (after roll-forward). */
export function isInForce(subscription: RenewalFields, today: CalendarDate): boolean {
  return subscription.startDate <= today && effectiveEndDate(subscription, today) >= today;
}

/** The dashboard's active count: end date today or later, after roll-forward. */
export function countActive(subscriptions: readonly RenewalFields[], today: CalendarDate): number {
  return subscriptions.filter((subscription) => effectiveEndDate(subscription, today) >= today).length;
}
