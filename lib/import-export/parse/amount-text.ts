export type DecimalSeparator = "." | ",";

// Spaces, no-break spaces and apostrophes group thousands in some locales (1 234,56 · 1'234.56).
const GROUP_MARKS = /[\s\u00a0\u202f'’]/g;
const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

function decimalFor(digits: string): DecimalSeparator {
  const dot = digits.lastIndexOf(".");
  const comma = digits.lastIndexOf(",");
  if (dot >= 0 && comma >= 0) return dot > comma ? "." : ",";
  const separator = dot >= 0 ? "." : comma >= 0 ? "," : null;
  if (separator === null) return ".";
  const [, ...rest] = digits.split(separator);
  // One separator followed by exactly three digits groups thousands (¥1,200, 1.200 €): prices have at most two decimals.
  if (rest.length > 1 || rest[0].length === 3) return separator === "." ? "," : ".";
  return separator;
}

/** With no separator given, it is worked out from the number itself. */
export function parseAmount(text: string, decimalSeparator?: DecimalSeparator): string | null {
  const trimmed = text.normalize("NFKC").trim().replace(/^−/, "-");
  const negative = trimmed.startsWith("-");
  const digits = (negative ? trimmed.slice(1) : trimmed).replace(GROUP_MARKS, "");
  if (!/^[\d.,]*\d[\d.,]*$/.test(digits) && !/^[.,]\d+$/.test(digits)) return null;

  const decimal = decimalSeparator ?? decimalFor(digits);
  const group = decimal === "." ? "," : ".";
  const point = digits.lastIndexOf(decimal);
  const whole = point >= 0 ? digits.slice(0, point) : digits;
  const fraction = point >= 0 ? digits.slice(point + 1) : "";
  if (!/^\d*$/.test(fraction) || whole.includes(decimal)) return null;
  if (whole.includes(group) && !GROUPED(group).test(whole)) return null;

  const integer = whole.replaceAll(group, "").replace(/^0+(?=\d)/, "") || "0";
  if (!/^\d+$/.test(integer)) return null;
  return `${negative ? "-" : ""}${integer}.${fraction.padEnd(2, "0")}`;
}
