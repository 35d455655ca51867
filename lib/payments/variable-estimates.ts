import { isInForce } from "@/lib/subscriptions/status";
import type { CostContext } from "@/lib/subscriptions/money";
import { summarize, type SubscriptionSummary } from "@/lib/subscriptions/summary";
import type { Subscription } from "@/lib/subscriptions/types";
import { variableForecast, type Forecast } from "./forecast";
import type { Payment } from "./types";

/** By subscription id, for the variable-amount subscriptions only. */
export type VariableForecasts = Record<number, Forecast>;

export function variableForecasts(subscriptions: readonly Subscription[], payments: readonly Payment[]): VariableForecasts {
  const forecasts: VariableForecasts = {};
  for (const subscription of subscriptions) {
    if (!subscription.variableAmount) continue;
    const { amountMin: min, amountMax: max } = subscription;
    forecasts[subscription.id] = variableForecast(
      payments.filter((payment) => payment.subscriptionId === subscription.id),
      { currency: subscription.currency, price: subscription.price, range: min !== null && max !== null ? { min, max } : null },
    );
  }
  return forecasts;
}

/** Totals count a variable bill at its forecast, not at the price it was entered with. */
export function atForecast(subscriptions: readonly Subscription[], forecasts: VariableForecasts): Subscription[] {
  return subscriptions.map((subscription) => {
    const forecast = forecasts[subscription.id];
    return forecast ? { ...subscription, price: forecast.estimate } : subscription;
  });
}

export type VariableSummary = {
  forecasts: VariableForecasts;
  summary: SubscriptionSummary;
  /** The totals include a variable bill, so they are estimates. */
  approximate: boolean;
};

export function variableSummary(
  subscriptions: readonly Subscription[],
  payments: readonly Payment[],
  context: CostContext,
): VariableSummary {
  const forecasts = variableForecasts(subscriptions, payments);
  return {
    forecasts,
    summary: summarize(atForecast(subscriptions, forecasts), context),
    approximate: subscriptions.some((subscription) => subscription.variableAmount && isInForce(subscription, context.today)),
  };
}
