import type { CalendarDate } from "@/lib/dates/date-only";

export const LIFECYCLE_STATUSES = ["active", "trial", "paused", "cancelled"] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export type Lifecycle = {
  status: LifecycleStatus;
  trialEndsOn: CalendarDate | null;
  pausedOn: CalendarDate | null;
  cancelledOn: CalendarDate | null;
};

export const STATUS_DATE_FIELD = { trial: "trialEndsOn", paused: "pausedOn", cancelled: "cancelledOn" } as const;

export function isLifecycleStatus(value: unknown): value is LifecycleStatus {
  return typeof value === "string" && (LIFECYCLE_STATUSES as readonly string[]).includes(value);
}

export function inTrialOn(lifecycle: Lifecycle, date: CalendarDate): boolean {
  return lifecycle.status === "trial" && lifecycle.trialEndsOn !== null && date < lifecycle.trialEndsOn;
}

export function billingStopsOn(lifecycle: Lifecycle): CalendarDate | null {
  if (lifecycle.status === "paused") return lifecycle.pausedOn;
  if (lifecycle.status === "cancelled") return lifecycle.cancelledOn;
  return null;
}

export function isBillableOn(lifecycle: Lifecycle, date: CalendarDate): boolean {
  const stops = billingStopsOn(lifecycle);
  return stops === null || date < stops;
}
