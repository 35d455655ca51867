import type { Currency } from "@/lib/currency/currencies";

// 15 significant digits drop binary noise such as 10.499999999999998 before rounding to 10.5 → 11.
function withoutFloatNoise(amount: number): number {
  return Number(amount.toPrecision(15));
}

/** Displayed totals are whole numbers. */
export function roundForDisplay(amount: number): number {
  const rounded = Math.round(withoutFloatNoise(amount));
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundToCents(amount: number): number {
  return roundForDisplay(amount * 100) / 100;
}

export type FormatMoneyOptions = { whole?: boolean };

// A dashboard of a thousand cards, or a reminder dispatch, formats many amounts with few formatters.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Card prices use the currency's usual decimals; totals pass `whole`. */
export function formatMoney(
  amount: number,
  currency: Currency,
  locale: string,
  { whole = false }: FormatMoneyOptions = {},
): string {
  return formatterFor(currency, locale, whole).format(whole ? roundForDisplay(amount) : withoutFloatNoise(amount));
}
