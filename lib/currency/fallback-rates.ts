import { CURRENCIES, type Currency } from "./currencies";

/** Units of each currency that one US dollar buys: the built-in table used when live rates fail. */
export const UNITS_PER_USD: Record<Currency, number> = {
  TWD: 31.5,
  USD: 1,
  EUR: 0.92,
  JPY: 149.5,
  GBP: 0.79,
  CNY: 7.24,
};

/**
 * What one unit of each currency is worth in a common base currency.
 * The tables the app passes around use the default currency as base (its own entry is 1).
 */
export type RateTable = Partial<Record<Currency, number>>;

/** The static table re-expressed as multipliers into `base`. */
export function fallbackRatesInto(base: Currency): Record<Currency, number> {
  const rates = {} as Record<Currency, number>;
  for (const currency of CURRENCIES) {
    rates[currency] = currency === base ? 1 : UNITS_PER_USD[base] / UNITS_PER_USD[currency];
  }
  return rates;
}

function usableRate(rate: number | undefined): rate is number {
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0;
}

/** Converts through the table's base currency; null when either side has no usable rate. */
export function convert(
  amount: number,
  from: Currency,
  to: Currency,
  rates: RateTable,
): number | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!usableRate(fromRate) || !usableRate(toRate)) return null;
  return (amount * fromRate) / toRate;
}
