import { formatAmount, formatDate } from "../format";
import type { GeneratedHistory, GeneratedTransaction, TransactionKind } from "../types";
import { fullLabel, openingBalance } from "./common";

/** chase: a US checking export; es: a Spanish bank's `;` export; tw: a Taiwanese bank's 支出/存入 export. */
export type CsvLayout = "chase" | "es" | "tw";

export const CSV_HEADERS: Readonly<Record<CsvLayout, string>> = {
  chase: "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #",
  es: "Fecha operación;Fecha valor;Concepto;Importe;Saldo",
  tw: "交易日期,摘要,支出,存入,餘額,備註",
};

const CHASE_TYPE: Readonly<Record<TransactionKind, string>> = {
  card: "DEBIT_CARD",
  directDebit: "ACH_DEBIT",
  salary: "ACH_CREDIT",
  transferIn: "QUICKPAY_CREDIT",
  transferOut: "ACCT_XFER",
  cardRepayment: "ACH_DEBIT",
  refund: "REFUND_TRANSACTION",
  atm: "ATM",
};

const quoted = (value: string, separator: string) => (/["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value);

function withBalances(rows: readonly GeneratedTransaction[]): { row: GeneratedTransaction; balance: number }[] {
  let balance = openingBalance(rows);
  return rows.map((row) => ({ row, balance: (balance += row.amountMilli) }));
}

/**
 * A bank's CSV download. Chase lists the newest first and ends each row with an extra comma; the
 * Spanish layout may open with a few lines about the account before its header, as BBVA's does.
 */
export function writeBankCsv(history: GeneratedHistory, layout: CsvLayout, options: { preamble?: boolean } = {}): string {
  const money = (milli: number, style: Parameters<typeof formatAmount>[2]) => formatAmount(milli, history.decimals, style);
  const rows = withBalances(history.transactions);
  let lines: string[];
  if (layout === "chase") {
    lines = rows.reverse().map(({ row, balance }) =>
      [row.amountMilli < 0 ? "DEBIT" : "CREDIT", formatDate(row.date, "MM/DD/YYYY"), `"${fullLabel(row)}"`, money(row.amountMilli, {}), CHASE_TYPE[row.kind], money(balance, {}), "", ""].join(","),
    );
  } else if (layout === "es") {
    const euro = { decimal: ",", group: "." } as const;
    lines = rows.map(({ row, balance }) =>
      [formatDate(row.date, "DD/MM/YYYY"), formatDate(row.date, "DD/MM/YYYY"), quoted(fullLabel(row), ";"), money(row.amountMilli, euro), money(balance, euro)].join(";"),
    );
    if (options.preamble) lines.unshift(`Cuenta;${history.account.number}`, `Titular;${history.account.holder}`, "");
  } else {
    const dollars = (milli: number) => quoted(money(milli, { group: ",", signed: false }), ",");
    lines = rows.map(({ row, balance }) =>
      [formatDate(row.date, "YYYY/MM/DD"), quoted(fullLabel(row), ","), row.amountMilli < 0 ? dollars(row.amountMilli) : "", row.amountMilli < 0 ? "" : dollars(row.amountMilli), dollars(balance), ""].join(","),
    );
  }
  const headerAt = layout === "es" && options.preamble ? 3 : 0;
  lines.splice(headerAt, 0, CSV_HEADERS[layout]);
  return `${lines.join("\r\n")}\r\n`;
}
