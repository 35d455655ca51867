import type { Subscription } from "@/lib/subscriptions/types";

/** Pending moves (subscription id → category id) laid over the server's list; unchanged cards keep their identity. */
export type CategoryOverrides = ReadonlyMap<number, number | null>;

export function applyOverrides(subscriptions: Subscription[], overrides: CategoryOverrides): Subscription[] {
  if (overrides.size === 0) return subscriptions;
  return subscriptions.map((subscription) => {
    const categoryId = overrides.get(subscription.id);
    return categoryId === undefined || categoryId === subscription.categoryId
      ? subscription
      : { ...subscription, categoryId };
  });
}
