import type { Category } from "@/lib/categories/types";
import type { Payment } from "@/lib/payments/types";
import type { SubscriptionReminderOverride } from "@/lib/reminders/schedule/types";
import type { PriceChange, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";

export type TransferData = {
  subscriptions: readonly Subscription[];
  categories: readonly Category[];
  priceChanges: readonly PriceChange[];
  pauses: readonly SubscriptionPause[];
  reminders: readonly SubscriptionReminderOverride[];
  payments: readonly Payment[];
};

/** Writes at least two decimals, three for the currencies that have them (KWD), never in exponent form. */
export function formatPrice(price: number): string {
  return Number(price.toFixed(2)) === price ? price.toFixed(2) : price.toFixed(3);
}

// Two changes on the same day: the one recorded last wins, so files list them in recording order.
function changeOrder(a: PriceChange, b: PriceChange): number {
  return a.effectiveDate.localeCompare(b.effectiveDate) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

export function priceChangesOf(subscriptionId: number, data: TransferData): PriceChange[] {
  return data.priceChanges.filter((change) => change.subscriptionId === subscriptionId).sort(changeOrder);
}

export function pausesOf(subscriptionId: number, data: TransferData): SubscriptionPause[] {
  return data.pauses
    .filter((pause) => pause.subscriptionId === subscriptionId)
    .sort((a, b) => a.pausedOn.localeCompare(b.pausedOn) || a.id - b.id);
}

/** Twelve decimals at most, as stored, never in exponent form. */
export function formatRate(rate: number): string {
  return rate.toFixed(12).replace(/\.?0+$/, "");
}

export function paymentsOf(subscriptionId: number, data: TransferData): Payment[] {
  return data.payments
    .filter((payment) => payment.subscriptionId === subscriptionId)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

export function remindersOf(subscriptionId: number, data: TransferData): SubscriptionReminderOverride | null {
  return data.reminders.find((reminders) => reminders.subscriptionId === subscriptionId) ?? null;
}

export function categoryNames(data: TransferData): Map<number, string> {
  return new Map(data.categories.map((category) => [category.id, category.name]));
}
