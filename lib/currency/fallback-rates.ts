import { SPEC_CURRENCIES, type Currency } from "./currencies";

type SpecCurrency = (typeof SPEC_CURRENCIES)[number];

export const UNITS_PER_USD: Record<SpecCurrency, number> = {
  TWD: 31.5,
  USD: 1,
  EUR: 0.92,
  JPY: 149.5,
  GBP: 0.79,
  CNY: 7.24,
};

export type RateTable = Partial<Record<Currency, number>>;

function staticUnits(currency: Currency): number | undefined {
  return (UNITS_PER_USD as Partial<Record<Currency, number>>)[currency];
}

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
