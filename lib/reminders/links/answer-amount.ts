import { parsePriceText } from "@/lib/currency/price-text";

const MAX_AMOUNT = 9_999_999_999.999;

/** The amount typed on the "paid a different amount" page; the currency's decimals are checked by the database. */
export function parseAnswerAmount(text: string, locale: string): number | null {
  if (text.length > 40) return null;
  const parsed = parsePriceText(text, locale);
  if (parsed === null) return null;
  const amount = Number(parsed);
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_AMOUNT ? amount : null;
}
