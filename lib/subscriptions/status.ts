import { daysBetween, type CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "./cycle";
import { renewalOnOrAfter } from "./schedule";
import { inTrialOn, isBillableOn, type Lifecycle } from "./lifecycle";
import type { Subscription } from "./types";

export const EXPIRING_SOON_DAYS = 7;

export type SubscriptionStatus = "active" | "expiringSoon" | "expired" | "trial" | "paused" | "cancelled" | "oneTime";

export type RenewalFields = Pick<Subscription, "startDate" | "endDate" | "cycle" | "autoRenew">;
export type StatusFields = RenewalFields & Lifecycle;

export function effectiveEndDate(subscription: RenewalFields, today: CalendarDate): CalendarDate {
  const { endDate, cycle, autoRenew } = subscription;
  if (!autoRenew || endDate >= today || isOneTime(cycle)) return endDate;
  return renewalOnOrAfter(subscription, today);
}

export function daysLeft(subscription: RenewalFields, today: CalendarDate): number {
  return daysBetween(today, effectiveEndDate(subscription, today));
}

/**
 * An auto-renewing subscription is active until the user changes its status: it renews, so it never
 * expires (a departure from the spec, whose "expiring soon" also flagged renewals).
 */
export function subscriptionStatus(subscription: StatusFields, today: CalendarDate): SubscriptionStatus {
  if (subscription.status === "paused" || subscription.status === "cancelled") return subscription.status;
  if (isOneTime(subscription.cycle)) return "oneTime";
  if (inTrialOn(subscription, today)) return "trial";
  if (subscription.autoRenew) return "active";
  const remaining = daysLeft(subscription, today);
  if (remaining < 0) return "expired";
  return remaining <= EXPIRING_SOON_DAYS ? "expiringSoon" : "active";
}

function isCurrent(subscription: StatusFields, today: CalendarDate): boolean {
  return (
    isBillableOn(subscription, today) && !isOneTime(subscription.cycle) && effectiveEndDate(subscription, today) >= today
  );
}

export function isInForce(subscription: StatusFields, today: CalendarDate): boolean {
  return subscription.startDate <= today && isCurrent(subscription, today);
}

export function countActive(subscriptions: readonly StatusFields[], today: CalendarDate): number {
  return subscriptions.filter((subscription) => isCurrent(subscription, today)).length;
}
