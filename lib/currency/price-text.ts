import { currencyDecimals } from "./currencies";

// Symbols, codes and spaces around a pasted price ("$12", "1.299,00 €", "US$ 9.99", "NT$ 150").
const NOT_NUMBER = /[^\d.,'’\u00a0\u202f\s-]/g;
const GROUP_MARKS = /['’\u00a0\u202f\s]/g;

function decimalSeparator(locale: string): "." | "," {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === "decimal")?.value === "," ? "," : ".";
}

const isGrouped = (text: string, mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(text);

/**
 * A price as a person types or pastes it in `locale` ("11,99" in Spanish, "1.299,00 €", "$12"),
 * as plain decimal text ("11.99", "1299.00", "12"); null when it is not a number. A lone separator
 * that groups thousands exactly ("1,299" in English, "1.299" in Spanish) groups; any other one is
 * the decimal point, whichever language uses it.
 */
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

/** Whether `price` needs no more decimals than the currency has (none for JPY, three for KWD). */
export function fitsCurrencyDecimals(price: number, currency: string): boolean {
  const decimals = currencyDecimals(currency);
  return Number(price.toFixed(decimals)) === price;
}

/** The validation message that states the currency's limit. */
export function decimalsErrorKey(currency: string): "priceNoDecimals" | "priceDecimals" | "priceDecimals3" {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? "priceNoDecimals" : decimals === 3 ? "priceDecimals3" : "priceDecimals";
}
