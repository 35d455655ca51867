import { currencyDecimals, type Currency } from "@/lib/currency/currencies";

// 15 significant digits drop binary noise such as 10.499999999999998 before rounding to 10.5 → 11.
function withoutFloatNoise(amount: number): number {
  return Number(amount.toPrecision(15));
}

export function roundForDisplay(amount: number): number {
  const rounded = Math.round(withoutFloatNoise(amount));
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundToMinorUnit(amount: number, currency: Currency): number {
  const scale = 10 ** currencyDecimals(currency);
  return roundForDisplay(amount * scale) / scale;
}

export function roundToCents(amount: number): number {
  return roundForDisplay(amount * 100) / 100;
}

export type FormatMoneyOptions = { whole?: boolean };

type Format = (amount: number) => string;

// A dashboard of a thousand cards, or a reminder dispatch, formats many amounts with few formatters.
const formats = new Map<string, Format>();

function formatFor(currency: Currency, locale: string, whole: boolean): Format {
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    const digits = whole ? 0 : currencyDecimals(currency);
    const options = { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
    const formatter = new Intl.NumberFormat(locale, options);
    const symbol = formatter.formatToParts(0).find((part) => part.type === "currency")?.value;
    // zh-TW writes TWD as a bare "$" beside "US$": a reader takes it for dollars, so it gets "NT$".
    if (symbol === "$" && currency !== "USD") {
      const own = new Intl.NumberFormat("en", { style: "currency", currency }).formatToParts(0);
      const replacement = own.find((part) => part.type === "currency")?.value ?? currency;
      format = (amount) =>
        formatter
          .formatToParts(amount)
          .map((part) => (part.type === "currency" ? replacement : part.value))
          .join("");
    } else {
      format = (amount) => formatter.format(amount);
    }
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(
  amount: number,
  currency: Currency,
  locale: string,
  { whole = false }: FormatMoneyOptions = {},
): string {
  return formatFor(currency, locale, whole)(whole ? roundForDisplay(amount) : withoutFloatNoise(amount));
}
