import { formatDate } from "../format";
import type { GeneratedHistory, TransactionKind } from "../types";
import { closingBalance, fullLabel, openingBalance } from "./common";

// Concepto común (AEB 43): 03 recibos, 04 transferencias, 11 cajero, 12 tarjetas, 15 nóminas.
// The bank's own concepto propio is free; these are typical of one bank.
const CONCEPT: Readonly<Record<TransactionKind, [string, string]>> = {
  card: ["12", "114"],
  directDebit: ["03", "036"],
  salary: ["15", "049"],
  transferIn: ["04", "051"],
  transferOut: ["04", "052"],
  cardRepayment: ["12", "118"],
  refund: ["12", "115"],
  atm: ["11", "007"],
};
const EURO = "978";
const TEXT_PER_FIELD = 38;

const digits = (value: number | string, width: number) => String(value).padStart(width, "0").slice(-width);
const text = (value: string, width: number) => value.padEnd(width, " ").slice(0, width);
const cents = (milli: number) => digits(Math.round(Math.abs(milli) / 10), 14);
/** 1 debe (money out), 2 haber (money in). */
const side = (milli: number) => (milli < 0 ? "1" : "2");

/** A Cuaderno 43 file: fixed 80-character records 11, 22 (+ 23 for the text), 33 and 88, ISO-8859-1, CRLF. */
export function writeNorma43(history: GeneratedHistory): string {
  const { account } = history;
  // A Spanish IBAN is ES, check digits, bank (4), branch (4), control digits (2), account (10).
  const accountNumber = account.number.slice(-10);
  const records: string[] = [];
  const opening = openingBalance(history.transactions);
  const closing = closingBalance(history.transactions);
  records.push(
    `11${digits(account.bankCode, 4)}${digits(account.branchCode, 4)}${accountNumber}${formatDate(history.from, "YYMMDD")}${formatDate(history.to, "YYMMDD")}` +
      `${side(opening)}${cents(opening)}${EURO}3${text(account.holder, 26)}${text("", 3)}`,
  );
  for (const row of history.transactions) {
    const [common, own] = CONCEPT[row.kind];
    const date = formatDate(row.date, "YYMMDD");
    const label = fullLabel(row);
    records.push(
      `22${text("", 4)}${digits(account.branchCode, 4)}${date}${date}${common}${own}${side(row.amountMilli)}${cents(row.amountMilli)}` +
        `${digits(0, 10)}${digits(row.id, 12)}${text(label, 16)}`,
    );
    const pieces = label.match(new RegExp(`.{1,${TEXT_PER_FIELD}}`, "g")) ?? [];
    for (let i = 0; i < Math.min(pieces.length, 10); i += 2) {
      records.push(`23${digits(i / 2 + 1, 2)}${text(pieces[i], TEXT_PER_FIELD)}${text(pieces[i + 1] ?? "", TEXT_PER_FIELD)}`);
    }
  }
  const debits = history.transactions.filter((row) => row.amountMilli < 0);
  const credits = history.transactions.filter((row) => row.amountMilli >= 0);
  const total = (rows: typeof debits) => rows.reduce((sum, row) => sum + Math.abs(row.amountMilli), 0);
  records.push(
    `33${digits(account.bankCode, 4)}${digits(account.branchCode, 4)}${accountNumber}${digits(debits.length, 5)}${cents(total(debits))}` +
      `${digits(credits.length, 5)}${cents(total(credits))}${side(closing)}${cents(closing)}${EURO}${text("", 4)}`,
  );
  records.push(`88${"9".repeat(18)}${digits(records.length, 6)}${text("", 54)}`);
  return `${records.join("\r\n")}\r\n`;
}
