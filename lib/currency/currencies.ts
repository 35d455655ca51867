import { z } from "zod";

export const CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = "TWD";

export const currencySchema = z.enum(CURRENCIES, { error: "invalidCurrency" });

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
