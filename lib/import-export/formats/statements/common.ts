import { parseAmount, type DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import { possibleDateOrders, type DateOrder } from "@/lib/import-export/parse/date-text";
import type { StatementTransaction } from "./types";

/** "-12.99" (as parseAmount returns) to -12990; null past three decimals or past a safe integer. */
export function amountMilli(text: string, decimalSeparator?: DecimalSeparator): number | null {
  const decimal = parseAmount(text, decimalSeparator);
  if (decimal === null) return null;
  const negative = decimal.startsWith("-");
  const [whole, fraction = ""] = (negative ? decimal.slice(1) : decimal).split(".");
  if (fraction.length > 3 && !/^0+$/.test(fraction.slice(3))) return null;
  const milli = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, "0"));
  if (!Number.isSafeInteger(milli)) return null;
  return negative ? -milli : milli;
}

// cyrb53: a fast, well-spread 53-bit string hash that runs synchronously in a worker.
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The de-duplication key. With the bank's id it is that id within the account; without one, two
 * identical charges on one day in one file stay two (`occurrence` counts them), while the same
 * charge in an overlapping file gets the same key.
 */
export function transactionKey(
  parts: { accountId: string | null; bankId: string | null; date: string; amountMilli: number; label: string },
  occurrence: number,
): string {
  if (parts.bankId) return `id:${hash53(`${parts.accountId ?? ""}|${parts.bankId}`)}`;
  const label = parts.label.replace(/\s+/g, " ").trim().toUpperCase();
  return `h:${hash53(`${parts.date}|${parts.amountMilli}|${label}|${occurrence}`)}`;
}

/** Gives each transaction its key, counting identical bank-id-less rows in file order. */
export function withKeys(
  accountId: string | null,
  rows: Omit<StatementTransaction, "key">[],
): StatementTransaction[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = `${row.date}|${row.amountMilli}|${row.label}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return { ...row, key: transactionKey({ accountId, ...row }, occurrence) };
  });
}

export function statementPeriod(transactions: readonly { date: string }[]): { from: string; to: string } | null {
  if (transactions.length === 0) return null;
  let from = transactions[0].date;
  let to = from;
  for (const { date } of transactions) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}

/** The orders every date in the file fits; more than one means the user must choose. */
export function dateOrdersFitting(dates: readonly string[]): DateOrder[] {
  let orders: DateOrder[] = ["YMD", "DMY", "MDY"];
  for (const date of dates) {
    const fitting = possibleDateOrders(date);
    orders = orders.filter((order) => fitting.includes(order));
    if (orders.length <= 1) break;
  }
  return orders;
}
