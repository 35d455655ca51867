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

/** Readers see text only; the caller that decoded the bytes passes the encoding it used. */
export type ReaderOptions = StatementReadOptions & { encoding?: string };

export function statementFailure(key: StatementErrorKey, file: string, line?: number): StatementParseResult {
  return { ok: false, error: line === undefined ? { key, file } : { key, file, line } };
}

export function tooManyTransactions(file: string): StatementParseResult {
  return {
    ok: false,
    error: { key: "statementTooManyTransactions", file, values: { maxTransactions: MAX_STATEMENT_TRANSACTIONS } },
  };
}

export function joinLabel(name: string | null, memo: string | null): string {
  const payee = name?.trim() ?? "";
  const note = memo?.trim() ?? "";
  if (note === "" || payee.toUpperCase().includes(note.toUpperCase())) return payee;
  if (payee === "" || note.toUpperCase().includes(payee.toUpperCase())) return note;
  return `${payee} ${note}`;
}

// A file without a single charge cannot show a subscription: usually the wrong account or a savings export.
export function finishStatement(
  format: StatementFormat,
  options: ReaderOptions,
  account: StatementAccount,
  transactions: StatementTransaction[],
): StatementParseResult {
  if (!transactions.some((transaction) => transaction.amountMilli < 0)) {
    return statementFailure("statementNoDebits", options.fileName);
  }
  return {
    ok: true,
    statement: {
      fileName: options.fileName,
      format,
      encoding: options.encoding ?? "utf-8",
      account,
      transactions,
      period: statementPeriod(transactions),
    },
  };
}
