export const CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"] as const;

export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

export type CurrencyParse = { ok: true; currency: Currency } | { ok: false; error: string };

export function parseCurrency(field: string, value: unknown): CurrencyParse {
  if (value === undefined || value === null || value === "") {
    return { ok: false, error: `${field} is required` };
  }
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (!isCurrency(code)) {
    return {
      ok: false,
      error: `${field} must be one of ${CURRENCIES.join(", ")}; got ${JSON.stringify(value)}`,
    };
  }
  return { ok: true, currency: code };
}

export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
