import { monthlyCost, type CostContext } from "./money";
import { countActive, isInForce } from "./status";
import { sumAmounts } from "./sum-amounts";
import type { Subscription } from "./types";

export type SubscriptionSummary = {
  monthlyTotal: number;
  annualEstimate: number;
  count: number;
  activeCount: number;
  inForceCount: number;
  unconvertedCount: number;
};

export function summarize(subscriptions: readonly Subscription[], context: CostContext): SubscriptionSummary {
  const inForce = subscriptions.filter((subscription) => isInForce(subscription, context.today));
  const costs = inForce.map((subscription) => monthlyCost(subscription, context));
  const monthlyTotal = sumAmounts(costs.filter((cost): cost is number => cost !== null));
  return {
    monthlyTotal,
    annualEstimate: monthlyTotal * 12,
    count: subscriptions.length,
    activeCount: countActive(subscriptions, context.today),
    inForceCount: inForce.length,
    unconvertedCount: costs.filter((cost) => cost === null).length,
  };
}
