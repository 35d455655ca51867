import { type Currency, isCurrency } from "../_shared/currencies.ts";

export { CURRENCIES, type Currency, isCurrency } from "../_shared/currencies.ts";

export type CurrencyParse = { ok: true; currency: Currency } | { ok: false; error: "missing_currency" | "unknown_currency" };

export function parseCurrency(value: unknown): CurrencyParse {
  if (value === undefined || value === null || value === "") return { ok: false, error: "missing_currency" };
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  return isCurrency(code) ? { ok: true, currency: code } : { ok: false, error: "unknown_currency" };
}

export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
