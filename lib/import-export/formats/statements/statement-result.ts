import { statementPeriod } from "./common";
import {
  MAX_STATEMENT_TRANSACTIONS,
  type StatementAccount,
  type StatementErrorKey,
  type StatementFormat,
  type StatementParseResult,
  type StatementReadOptions,
  type StatementTransaction,
} from "./types";

/** The shared options, plus the encoding the caller decoded the bytes with (reported back as is). */
export type ReadOptions = StatementReadOptions & { encoding?: string };

export function tooManyTransactions(file: string): StatementParseResult {
  return statementFailure(file, "statementTooManyTransactions", undefined, { max: MAX_STATEMENT_TRANSACTIONS });
}

/** Payee and memo as one label, without repeating what one already says. */
export function joinLabel(name: string | null, memo: string | null): string {
  const payee = name?.trim() ?? "";
  const note = memo?.trim() ?? "";
  if (note === "" || payee.toUpperCase().includes(note.toUpperCase())) return payee;
  if (payee === "" || note.toUpperCase().includes(payee.toUpperCase())) return note;
  return `${payee} ${note}`;
}

export function statementFailure(
  file: string,
  key: StatementErrorKey,
  line?: number,
  values?: Record<string, string | number>,
): StatementParseResult {
  return { ok: false, error: { key, file, ...(line === undefined ? {} : { line }), ...(values ? { values } : {}) } };
}

/** A real yyyy-MM-dd day; checked by hand because statements hold tens of thousands of dates. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function commonAccount(accounts: readonly StatementAccount[]): StatementAccount {
  const same = (values: (string | null)[]) => (values.length > 0 && values.every((value) => value === values[0]) ? values[0] : null);
  return { id: same(accounts.map((account) => account.id)), currency: same(accounts.map((account) => account.currency)) };
}

export function finishStatement(
  format: StatementFormat,
  options: ReadOptions,
  account: StatementAccount,
  transactions: StatementTransaction[],
): StatementParseResult {
  const file = options.fileName;
  if (transactions.length > MAX_STATEMENT_TRANSACTIONS) return tooManyTransactions(file);
  if (!transactions.some((transaction) => transaction.amountMilli < 0)) return statementFailure(file, "statementNoDebits");
  return {
    ok: true,
    statement: {
      fileName: file,
      format,
      encoding: options.encoding ?? "utf-8",
      account,
      transactions,
      period: statementPeriod(transactions),
    },
  };
}
