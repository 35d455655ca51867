import type { CalendarDate } from "@/lib/dates/date-only";
import { priceOn, upcomingPriceChange } from "@/lib/subscriptions/money";
import { effectiveEndDate, subscriptionStatus, type SubscriptionStatus } from "@/lib/subscriptions/status";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";

export type CardFacts = {
  status: SubscriptionStatus;
  /** The end date, rolled forward to the next renewal for a lapsed auto-renewing subscription. */
  endDate: CalendarDate;
  /** Auto-renewing and not paused or cancelled: the end date is its next renewal. */
  renews: boolean;
  price: number;
  upcomingChange: PriceChange | null;
};

export function cardFacts(subscription: Subscription, priceChanges: readonly PriceChange[], today: CalendarDate): CardFacts {
  const endDate = effectiveEndDate(subscription, today);
  return {
    status: subscriptionStatus(subscription, today),
    endDate,
    renews: subscription.autoRenew && (subscription.status === "active" || subscription.status === "trial"),
    price: priceOn(subscription, priceChanges, today),
    upcomingChange: upcomingPriceChange(subscription, priceChanges, today),
  };
}

/** Price changes by subscription, so each card gets a stable array of its own. */
export function priceChangesBySubscription(priceChanges: readonly PriceChange[]): Map<number, PriceChange[]> {
  const bySubscription = new Map<number, PriceChange[]>();
  for (const change of priceChanges) {
    const list = bySubscription.get(change.subscriptionId);
    if (list) list.push(change);
    else bySubscription.set(change.subscriptionId, [change]);
  }
  return bySubscription;
}
