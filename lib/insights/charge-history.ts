import type { ChargeHistory } from "@/lib/subscriptions/schedule";
import type { PriceChange, SubscriptionPause } from "@/lib/subscriptions/types";

export type UserHistory = { priceChanges: readonly PriceChange[]; pauses: readonly SubscriptionPause[] };

const EMPTY: ChargeHistory = { priceChanges: [], pauses: [] };

function groupBySubscription<T extends { subscriptionId: number }>(items: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(item.subscriptionId);
    if (group) group.push(item);
    else groups.set(item.subscriptionId, [item]);
  }
  return groups;
}

export function historiesBySubscription(history: UserHistory): (subscriptionId: number) => ChargeHistory {
  const changes = groupBySubscription(history.priceChanges);
  const pauses = groupBySubscription(history.pauses);
  const cache = new Map<number, ChargeHistory>();
  return (subscriptionId) => {
    let own = cache.get(subscriptionId);
    if (!own) {
      const priceChanges = changes.get(subscriptionId);
      const finished = pauses.get(subscriptionId);
      own = priceChanges || finished ? { priceChanges: priceChanges ?? [], pauses: finished ?? [] } : EMPTY;
      cache.set(subscriptionId, own);
    }
    return own;
  };
}
