// Kept free of zod: the dashboard imports these constants into its first-load bundle.
export const CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = "TWD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
