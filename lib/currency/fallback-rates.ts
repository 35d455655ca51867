import { SPEC_CURRENCIES, type Currency } from "./currencies";

type SpecCurrency = (typeof SPEC_CURRENCIES)[number];

/**
 * Units of each of the spec's six currencies that one US dollar buys: the built-in table used when
 * live rates fail. Other currencies fall back to the last rates stored in the database instead.
 */
export const UNITS_PER_USD: Record<SpecCurrency, number> = {
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

function staticUnits(currency: Currency): number | undefined {
  return (UNITS_PER_USD as Partial<Record<Currency, number>>)[currency];
}

/** The static table re-expressed as multipliers into `base`; only `base` itself when it has no static rate. */
export function fallbackRatesInto(base: Currency): RateTable {
  const rates: RateTable = { [base]: 1 };
  const baseUnits = staticUnits(base);
  if (baseUnits === undefined) return rates;
  for (const currency of SPEC_CURRENCIES) {
    rates[currency] = currency === base ? 1 : baseUnits / UNITS_PER_USD[currency];
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
