import type { DateOrder } from "@/lib/import-export/parse/date-text";

/** The statement files a user can drop to find their subscriptions. */
export type StatementFormat = "ofx" | "qif" | "camt053" | "norma43" | "csv";

export type StatementTransaction = {
  /**
   * De-duplicates across overlapping files: the bank's own id (OFX FITID, CAMT AcctSvcrRef) when
   * the file gives one, else a hash of the date, amount and label.
   */
  key: string;
  bankId: string | null;
  /** Booking date, YYYY-MM-DD. */
  date: string;
  /** Thousandths of the currency unit, signed: 12.99 out is -12990. Exact for 0, 2 and 3 decimals. */
  amountMilli: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The description as the bank wrote it (payee and memo joined by " "), not yet normalised. */
  label: string;
  counterparty: string | null;
  /** What the bank calls it, when it says: OFX TRNTYPE, CAMT BkTxCd, Norma 43 common concept. */
  bankKind: string | null;
  /** 1-based line in the file where the transaction starts. */
  line: number;
  /** The other party is the account's own holder (CAMT `Acct/Ownr/Nm`): money moved between their own accounts. */
  toOwnAccount?: true;
};

export type StatementAccount = { id: string | null; currency: string | null };

export type ParsedStatement = {
  fileName: string;
  format: StatementFormat;
  /** The encoding the text was decoded with, as a TextDecoder label. */
  encoding: string;
  account: StatementAccount;
  transactions: StatementTransaction[];
  /** First and last booking dates; null when there are no transactions. */
  period: { from: string; to: string } | null;
};

export type StatementErrorKey =
  | "statementNotStatement"
  | "statementTruncated"
  | "statementEncoding"
  | "statementTooLarge"
  | "statementNoDebits"
  | "statementBadDate"
  | "statementBadAmount"
  | "statementNoCurrency"
  | "statementTooManyTransactions"
  /** The columns a user picked hold no row with a date and an amount. */
  | "statementCsvLayout";

/** Names the file and, where one is to blame, the line. Messages live under `statements.errors`. */
export type StatementError = {
  key: StatementErrorKey;
  file: string;
  line?: number;
  values?: Record<string, string | number>;
};

export type StatementParseResult =
  | { ok: true; statement: ParsedStatement }
  | { ok: false; error: StatementError }
  /** Dates such as 03/04/2026 fit more than one order: the user is asked, then the file is read again. */
  | { ok: false; dateOrder: { file: string; options: DateOrder[]; samples: string[] } };

export type StatementReadOptions = {
  fileName: string;
  /** Used when the file does not name its currency (QIF, most CSV). */
  defaultCurrency: string;
  /** The order the user chose for an ambiguous file. */
  dateOrder?: DateOrder;
};

export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
export const MAX_STATEMENT_TRANSACTIONS = 100_000;
