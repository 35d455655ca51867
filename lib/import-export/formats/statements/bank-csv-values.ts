import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import { splitPrice } from "@/lib/import-export/parse/currency-text";
import { parseDateText, type DateOrder } from "@/lib/import-export/parse/date-text";
import { amountMilli, dateOrdersFitting } from "./common";

/** "-1.234,56 €", "(12.50)", "12,50-" and "$9.99" to signed thousandths; null when unreadable. */
export function readAmount(text: string, decimal: DecimalSeparator): number | null {
  const { amount, currencyText } = splitPrice(text);
  const milli = amountMilli(amount, decimal);
  if (milli === null) return null;
  const negative = /[-−]/.test(currencyText) || (currencyText.includes("(") && currencyText.includes(")"));
  return negative ? -Math.abs(milli) : milli;
}

export function voteDecimal(values: readonly string[], fallback: DecimalSeparator): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    const digits = value.replace(/[^\d.,]/g, "");
    const dot = digits.lastIndexOf(".");
    const mark = digits.lastIndexOf(",");
    const single = /^\d+([.,])\d{1,2}$/.exec(digits);
    const vote = dot >= 0 && mark >= 0 ? (dot > mark ? "." : ",") : single ? single[1] : null;
    if (vote === ",") comma++;
    else if (vote === ".") point++;
  }
  return comma === point ? fallback : comma > point ? "," : ".";
}

const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const REPUBLIC_OF_CHINA = /^(\d{3})([/.-])(\d{1,2})\2(\d{1,2})$/;

/** 20260105, and the Taiwanese 115/01/05 (year 115 of the Republic of China), written year-first. */
export function plainDate(text: string, rocYears = false): string {
  const value = text.trim();
  const compact = COMPACT.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const roc = rocYears ? REPUBLIC_OF_CHINA.exec(value) : null;
  return roc ? `${Number(roc[1]) + 1911}-${roc[3]}-${roc[4]}` : value;
}

export type DateOrderChoice = { order: DateOrder } | { ask: DateOrder[]; samples: string[] };

/**
 * The order the file's dates are written in. Only dates that read differently in the orders that
 * fit all of them make the user choose: 2026-03-04 fits every order but means one day.
 */
export function chooseDateOrder(dates: readonly string[]): DateOrderChoice {
  const distinct = [...new Set(dates)];
  const fitting = dateOrdersFitting(distinct);
  if (fitting.length === 0) {
    const counts = (["YMD", "DMY", "MDY"] as const).map((order) => ({
      order,
      read: distinct.filter((date) => parseDateText(date, order) !== null).length,
    }));
    return { order: counts.reduce((best, next) => (next.read > best.read ? next : best)).order };
  }
  const samples = distinct.filter((date) => new Set(fitting.map((order) => parseDateText(date, order))).size > 1);
  return samples.length === 0 ? { order: fitting[0] } : { ask: fitting, samples: samples.slice(0, 5) };
}
