import type { CalendarDate } from "@/lib/dates/date-only";

/** What the user says about a subscription; expiring soon and expired are derived from its dates. */
export const LIFECYCLE_STATUSES = ["active", "trial", "paused", "cancelled"] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export type Lifecycle = {
  status: LifecycleStatus;
  /** The first day the trial is over and the price is charged; set only for trials. */
  trialEndsOn: CalendarDate | null;
  /** The first day not billed; set only while paused. */
  pausedOn: CalendarDate | null;
  /** The first day not billed; set only once cancelled. */
  cancelledOn: CalendarDate | null;
};

/** The date each status carries. */
export const STATUS_DATE_FIELD = { trial: "trialEndsOn", paused: "pausedOn", cancelled: "cancelledOn" } as const;

export function isLifecycleStatus(value: unknown): value is LifecycleStatus {
  return typeof value === "string" && (LIFECYCLE_STATUSES as readonly string[]).includes(value);
}

/** Whether the free trial still runs on `date`: it costs nothing until its end. */
export function inTrialOn(lifecycle: Lifecycle, date: CalendarDate): boolean {
  return lifecycle.status === "trial" && lifecycle.trialEndsOn !== null && date < lifecycle.trialEndsOn;
}

/** The first day a pause or cancellation stops billing, or null while nothing stops it. */
export function billingStopsOn(lifecycle: Lifecycle): CalendarDate | null {
  if (lifecycle.status === "paused") return lifecycle.pausedOn;
  if (lifecycle.status === "cancelled") return lifecycle.cancelledOn;
  return null;
}

/** Whether its status lets it be billed on `date` (a pause or cancellation not yet in effect). */
export function isBillableOn(lifecycle: Lifecycle, date: CalendarDate): boolean {
  const stops = billingStopsOn(lifecycle);
  return stops === null || date < stops;
}
