import type { Currency } from "@/lib/currency/currencies";
import { daysBetween, isValidCalendarDate, type CalendarDate } from "@/lib/dates/date-only";
import { todayIn } from "@/lib/dates/local-clock";
import { DEFAULT_CYCLE, endDateFor, isOneTime, isValidCycle, normalizeCycle } from "@/lib/subscriptions/cycle";
import { nextBillingDate, type ScheduleFields } from "@/lib/subscriptions/schedule";
import { effectiveEndDate } from "@/lib/subscriptions/status";
import type { SubscriptionFormInput, UpdateSubscriptionFormInput } from "@/lib/subscriptions/schema";
import type { Subscription } from "@/lib/subscriptions/types";

export const NO_CATEGORY = "none";

export function localToday(now: Date = new Date()): CalendarDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

export function emptySubscriptionValues(defaultCurrency: Currency, today: CalendarDate): SubscriptionFormInput {
  return {
    name: "",
    brand: "",
    price: "",
    currency: defaultCurrency,
    startDate: today,
    endDate: endDateFor(today, DEFAULT_CYCLE),
    cycle: DEFAULT_CYCLE,
    iconUrl: "",
    autoRenew: true,
    categoryId: NO_CATEGORY,
    status: "active",
    trialEndsOn: "",
    pausedOn: "",
    cancelledOn: "",
    notes: "",
    websiteUrl: "",
    paymentMethod: "",
    variableAmount: false,
    amountMin: "",
    amountMax: "",
  };
}

export type StoredSubscriptionFields = Pick<
  Subscription,
  "name" | "brand" | "startDate" | "endDate" | "cycle" | "iconUrl" | "autoRenew" | "trialEndsOn" | "pausedOn" | "cancelledOn" | "notes" | "websiteUrl" | "paymentMethod"
> & {
  price: number | string;
  currency: string;
  status: string;
  variableAmount?: boolean;
  amountMin?: number | string | null;
  amountMax?: number | string | null;
};

export function storedToFormValues(subscription: StoredSubscriptionFields) {
  return {
    name: subscription.name,
    brand: subscription.brand,
    price: String(subscription.price),
    currency: subscription.currency,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    cycle: subscription.cycle,
    iconUrl: subscription.iconUrl ?? "",
    autoRenew: subscription.autoRenew,
    status: subscription.status,
    trialEndsOn: subscription.trialEndsOn ?? "",
    pausedOn: subscription.pausedOn ?? "",
    cancelledOn: subscription.cancelledOn ?? "",
    notes: subscription.notes ?? "",
    websiteUrl: subscription.websiteUrl ?? "",
    paymentMethod: subscription.paymentMethod ?? "",
    variableAmount: subscription.variableAmount ?? false,
    amountMin: subscription.amountMin == null ? "" : String(subscription.amountMin),
    amountMax: subscription.amountMax == null ? "" : String(subscription.amountMax),
  };
}

export function subscriptionToValues(subscription: Subscription): UpdateSubscriptionFormInput {
  return {
    ...storedToFormValues(subscription),
    id: subscription.id,
    currency: subscription.currency,
    status: subscription.status,
    cycle: normalizeCycle(subscription.cycle),
    categoryId: subscription.categoryId === null ? NO_CATEGORY : String(subscription.categoryId),
  };
}

export function proposedEndDate(startDate: string, cycle: string): CalendarDate | null {
  if (!isValidCalendarDate(startDate.trim()) || !isValidCycle(cycle)) return null;
  return endDateFor(startDate.trim(), cycle);
}

function validSchedule(fields: ScheduleFields): ScheduleFields | null {
  const startDate = fields.startDate.trim();
  const endDate = fields.endDate.trim();
  if (!isValidCalendarDate(startDate) || !isValidCalendarDate(endDate) || !isValidCycle(fields.cycle)) return null;
  return endDate < startDate ? null : { ...fields, startDate, endDate };
}

export function currentTermEnd(fields: ScheduleFields, today: CalendarDate): CalendarDate | null {
  const schedule = validSchedule(fields);
  return schedule && effectiveEndDate(schedule, today);
}

export type SchedulePreview = { kind: "next" | "ends" | "ended" | "once"; date: CalendarDate; days: number };

export function schedulePreview(fields: ScheduleFields, today: CalendarDate): SchedulePreview | null {
  const schedule = validSchedule(fields);
  if (!schedule) return null;
  const at = (kind: SchedulePreview["kind"], date: CalendarDate) => ({ kind, date, days: daysBetween(today, date) });
  if (isOneTime(schedule.cycle)) return at("once", schedule.startDate);
  const next = nextBillingDate(schedule, today);
  if (next) return at("next", next);
  return at(schedule.endDate >= today ? "ends" : "ended", schedule.endDate);
}

export function iconAfterPick(
  currentIcon: string,
  iconTypedByUser: boolean,
  suggestionIcon: string | null,
): string {
  if (iconTypedByUser && currentIcon.trim() !== "") return currentIcon;
  return suggestionIcon ?? "";
}

export function previewPrice(text: string | number): number | null {
  const trimmed = String(text).trim();
  if (trimmed === "" || !/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}
