import type { Cadence } from "../../lib/recurring-charges/types";

/** How a bank in one country writes labels, dates and amounts. */
export type Convention = "us" | "es" | "tw" | "de" | "nl";

export type TransactionKind =
  | "card"
  | "directDebit"
  | "salary"
  | "transferIn"
  | "transferOut"
  | "cardRepayment"
  | "refund"
  | "atm";

export type GeneratedTransaction = {
  /** Unique within the history: what a writer uses for FITID, AcctSvcrRef or a document number. */
  id: string;
  /** Booking date, YYYY-MM-DD. */
  date: string;
  /** Thousandths of the account currency, signed: money out is negative. */
  amountMilli: number;
  /** The merchant or counterparty as the bank names it. */
  payee: string;
  /** Further text the bank adds (references, card numbers, FX details). */
  memo: string | null;
  /** The bank's own word for the booking (Buchungstext, CAMT AddtlNtryInf): "SEPA-LASTSCHRIFT", "Kartenzahlung". */
  bookingText: string | null;
  kind: TransactionKind;
  /** The truth stream this charge belongs to; null for everything else, refunds included. */
  streamId: string | null;
};

/** One real subscription in a generated history: what a perfect detector would report. */
export type TruthStream = {
  id: string;
  /** Display name, e.g. "Netflix". */
  name: string;
  /** Names that count as this merchant once normalised (lower case, letters and digits only). */
  aliases: string[];
  cadence: Cadence;
  currency: string;
  /** The amount charged now (after any price change), thousandths, positive. */
  amountMilli: number;
  /** False when the stream was cancelled: the next charge is long overdue at the statement's end. */
  active: boolean;
  /** Enough charges in the statement to call it recurring (3, or 2 for semiannual and yearly). */
  detectable: boolean;
  charges: number;
  firstDate: string;
  lastDate: string;
};

export type StatementAccount = {
  /** IBAN, or a bank account number where the country has no IBAN. */
  number: string;
  holder: string;
  bankCode: string;
  branchCode: string;
};

export type GeneratedHistory = {
  seed: number;
  convention: Convention;
  currency: string;
  /** Digits after the decimal point the currency is written with (TWD: 0). */
  decimals: number;
  account: StatementAccount;
  from: string;
  to: string;
  /** Oldest first. */
  transactions: GeneratedTransaction[];
  truth: TruthStream[];
};
