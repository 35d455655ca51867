import type { Currency } from "@/lib/currency/currencies";
import { roundToMinorUnit } from "@/lib/subscriptions/format-money";
import { isPaid, type Payment } from "./types";

export const FORECAST_PAYMENTS = 3;

export type AmountRange = { min: number; max: number };

export type Forecast = AmountRange & {
  estimate: number;
  basis: "range" | "payments" | "price";
};

export function latestPaidAmounts(payments: readonly Payment[], currency: Currency, count = FORECAST_PAYMENTS): number[] {
  return payments
    .filter(isPaid)
    .filter((payment) => payment.currency === currency)
    .sort((a, b) => b.dueOn.localeCompare(a.dueOn))
    .slice(0, count)
    .map((payment) => payment.amount);
}

function median(sorted: readonly number[], currency: Currency): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : roundToMinorUnit((sorted[middle - 1] + sorted[middle]) / 2, currency);
}

/** A range the user set wins over the payments: it is their explicit choice. Its midpoint is the estimate. */
export function variableForecast(
  payments: readonly Payment[],
  { currency, price, range = null }: { currency: Currency; price: number; range?: AmountRange | null },
): Forecast {
  if (range) {
    const min = Math.min(range.min, range.max);
    const max = Math.max(range.min, range.max);
    return { estimate: roundToMinorUnit((min + max) / 2, currency), min, max, basis: "range" };
  }
  const amounts = latestPaidAmounts(payments, currency).sort((a, b) => a - b);
  if (amounts.length === 0) return { estimate: price, min: price, max: price, basis: "price" };
  return { estimate: median(amounts, currency), min: amounts[0], max: amounts[amounts.length - 1], basis: "payments" };
}
