import { currencyDecimals } from "./currencies";

const NOT_NUMBER = /[^\d.,'’\u00a0\u202f\s-]/g;
const GROUP_MARKS = /['’\u00a0\u202f\s]/g;

function decimalSeparator(locale: string): "." | "," {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === "decimal")?.value === "," ? "," : ".";
}

const isGrouped = (text: string, mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(text);

// A lone separator that groups thousands exactly groups; any other one is the decimal point.
export function parsePriceText(text: string, locale: string): string | null {
  const stripped = text.normalize("NFKC").replace(/−/g, "-").replace(NOT_NUMBER, "").replace(GROUP_MARKS, "");
  const negative = stripped.startsWith("-");
  const digits = negative ? stripped.slice(1) : stripped;
  if (!/^[\d.,]*\d[\d.,]*$/.test(digits)) return null;

  const dot = digits.lastIndexOf(".");
  const comma = digits.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (dot >= 0 && comma >= 0) decimal = dot > comma ? "." : ",";
  else if (dot >= 0 || comma >= 0) {
    const mark = dot >= 0 ? "." : ",";
    const grouping = isGrouped(digits, mark) && (mark !== decimalSeparator(locale) || digits.split(mark).length > 2);
    decimal = grouping ? null : mark;
  }

  const group = decimal === "," || (decimal === null && comma < 0) ? "." : ",";
  const point = decimal === null ? -1 : digits.lastIndexOf(decimal);
  const whole = point >= 0 ? digits.slice(0, point) : digits;
  const fraction = point >= 0 ? digits.slice(point + 1) : "";
  if (decimal !== null && whole.includes(decimal)) return null;
  if (whole.includes(group) && !isGrouped(whole, group)) return null;
  const integer = whole.replaceAll(group, "").replace(/^0+(?=\d)/, "") || "0";
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  return `${negative ? "-" : ""}${integer}${fraction ? `.${fraction}` : ""}`;
}

export function fitsCurrencyDecimals(price: number, currency: string): boolean {
  const decimals = currencyDecimals(currency);
  return Number(price.toFixed(decimals)) === price;
}

export function decimalsErrorKey(currency: string): "priceNoDecimals" | "priceDecimals" | "priceDecimals3" {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? "priceNoDecimals" : decimals === 3 ? "priceDecimals3" : "priceDecimals";
}
