import type { Currency } from "@/lib/currency/currencies";
import { convert, type RateTable } from "@/lib/currency/fallback-rates";
import { compareDates, type CalendarDate } from "@/lib/dates/date-only";
import { chargesBetween } from "@/lib/subscriptions/schedule";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { Subscription } from "@/lib/subscriptions/types";
import { historiesBySubscription, type UserHistory } from "./charge-history";

export type Saving = {
  subscriptionId: number;
  name: string;
  cancelledOn: CalendarDate;
  chargeCount: number;
  amount: number;
  currency: Currency;
  converted: number | null;
};

export type Savings = { items: Saving[]; total: number };

export type SavingsContext = { today: CalendarDate; rates: RateTable; defaultCurrency: Currency };

function uncancelled(subscription: Subscription): Subscription {
  return { ...subscription, status: "active", cancelledOn: null, autoRenew: true };
}

export function cancellationSavings(
  subscriptions: readonly Subscription[],
  history: UserHistory,
  { today, rates, defaultCurrency }: SavingsContext,
): Savings {
  const historyOf = historiesBySubscription(history);
  const items: Saving[] = [];
  for (const subscription of subscriptions) {
    const { cancelledOn } = subscription;
    if (subscription.status !== "cancelled" || cancelledOn === null || cancelledOn > today) continue;
    const charges = [...chargesBetween(uncancelled(subscription), historyOf(subscription.id), cancelledOn, today)];
    const amount = sumAmounts(charges.map((charge) => charge.amount));
    items.push({
      subscriptionId: subscription.id,
      name: subscription.name,
      cancelledOn,
      chargeCount: charges.length,
      amount,
      currency: subscription.currency,
      converted: convert(amount, subscription.currency, defaultCurrency, rates),
    });
  }
  items.sort((a, b) => (b.converted ?? 0) - (a.converted ?? 0) || compareDates(a.cancelledOn, b.cancelledOn));
  return { items, total: sumAmounts(items.map((item) => item.converted ?? 0)) };
}
