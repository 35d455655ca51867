import { cycleStep, isOneTime } from "./cycle";
import { addDays, addMonths, dayOfMonth, daysBetween, isLastDayOfMonth, monthsBetween, type CalendarDate } from "@/lib/dates/calendar-date";
import { inTrialOn, isBillableOn, type Lifecycle } from "./lifecycle";
import type { Subscription } from "./types";

export const EXPIRING_SOON_DAYS = 7;

/** The card's status: the user's own (trial, paused, cancelled), one-time, or derived from the dates. */
export type SubscriptionStatus = "active" | "expiringSoon" | "expired" | "trial" | "paused" | "cancelled" | "oneTime";

export type RenewalFields = Pick<Subscription, "startDate" | "endDate" | "cycle" | "autoRenew">;
export type StatusFields = RenewalFields & Lifecycle;

// An end date clamped to a short month (Jan 31 start → Feb 28 end) still renews on the start's day.
function renewalAnchorDay({ startDate, endDate }: RenewalFields): number {
  const endDay = dayOfMonth(endDate);
  const startDay = dayOfMonth(startDate);
  return isLastDayOfMonth(endDate) && startDay > endDay ? startDay : endDay;
}

/** The end date, or for a lapsed auto-renewing subscription its next renewal on or after today. */
export function effectiveEndDate(subscription: RenewalFields, today: CalendarDate): CalendarDate {
  const { endDate, cycle, autoRenew } = subscription;
  if (!autoRenew || endDate >= today || isOneTime(cycle)) return endDate;
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

export function subscriptionStatus(subscription: StatusFields, today: CalendarDate): SubscriptionStatus {
  if (subscription.status === "paused" || subscription.status === "cancelled") return subscription.status;
  if (isOneTime(subscription.cycle)) return "oneTime";
  if (inTrialOn(subscription, today)) return "trial";
  const remaining = daysLeft(subscription, today);
  if (remaining < 0) return "expired";
  return remaining <= EXPIRING_SOON_DAYS ? "expiringSoon" : "active";
}

/** Not paused or cancelled by today, recurring, and not ended (after roll-forward). */
function isCurrent(subscription: StatusFields, today: CalendarDate): boolean {
  return (
    isBillableOn(subscription, today) && !isOneTime(subscription.cycle) && effectiveEndDate(subscription, today) >= today
  );
}

/** Billed today: a current subscription that has started. A trial is in force, at no cost until it ends. */
export function isInForce(subscription: StatusFields, today: CalendarDate): boolean {
  return subscription.startDate <= today && isCurrent(subscription, today);
}

/** The dashboard's active count: end date today or later (after roll-forward), and not paused or cancelled. */
export function countActive(subscriptions: readonly StatusFields[], today: CalendarDate): number {
  return subscriptions.filter((subscription) => isCurrent(subscription, today)).length;
}
