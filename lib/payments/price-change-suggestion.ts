import type { CalendarDate } from "@/lib/dates/date-only";
import type { Lifecycle } from "@/lib/subscriptions/lifecycle";
import { priceOn } from "@/lib/subscriptions/money";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { isSameAmount } from "./charge-state";
import { isPaid, type Payment } from "./types";

export type PriceChangeSuggestion = { effectiveDate: CalendarDate; newPrice: number; currentPrice: number };

type SuggestedSubscription = Pick<Subscription, "id" | "price" | "currency"> & Lifecycle;

/** The two latest records, both paid the same amount in the subscription's currency, neither at the listed price of its day. */
export function suggestPriceChange(
  subscription: SuggestedSubscription,
  priceChanges: readonly PriceChange[],
  payments: readonly Payment[],
): PriceChangeSuggestion | null {
  const [first, second] = payments
    .filter((payment) => payment.subscriptionId === subscription.id)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
    .slice(-2);
  const { currency } = subscription;
  if (!first || !second || !isPaid(first) || !isPaid(second)) return null;
  if (first.currency !== currency || second.currency !== currency || !isSameAmount(first.amount, second.amount, currency)) return null;
  const listed = { ...subscription, status: "active" as const, trialEndsOn: null };
  const amount = second.amount;
  const expected = [first, second].map((payment) => priceOn(listed, priceChanges, payment.dueOn));
  if (expected.some((price) => isSameAmount(price, amount, currency))) return null;
  return { effectiveDate: first.dueOn, newPrice: amount, currentPrice: expected[1] };
}
