import { formatAmount, formatDate } from "../format";
import type { GeneratedHistory } from "../types";
import { statementRows } from "./common";

export type QifOptions = {
  account: "bank" | "creditCard";
  /** Quicken's own `1/ 5'26`, or the day-first DD/MM/YYYY of European exports. */
  dates: "quicken" | "DD/MM/YYYY";
};

/** A QIF export: one record per transaction, closed by `^`; US Quicken groups thousands with commas. */
export function writeQif(history: GeneratedHistory, options: QifOptions): string {
  const rows = statementRows(history, options.account);
  const group = options.dates === "quicken" ? "," : "";
  const lines = [options.account === "bank" ? "!Type:Bank" : "!Type:CCard"];
  for (const row of rows) {
    lines.push(`D${formatDate(row.date, options.dates)}`);
    lines.push(`T${formatAmount(row.amountMilli, history.decimals, { group })}`);
    lines.push(`P${row.bookingText ? `${row.bookingText} ${row.payee}` : row.payee}`);
    if (row.memo) lines.push(`M${row.memo}`);
    lines.push("^");
  }
  return `${lines.join("\r\n")}\r\n`;
}
