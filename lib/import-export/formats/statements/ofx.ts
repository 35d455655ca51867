import { amountMilli, withKeys } from "./common";
import { scanOfx, type OfxStatementFields, type OfxTransactionFields } from "./ofx-scan";
import { finishStatement, joinLabel, statementFailure, tooManyTransactions, type ReadOptions } from "./statement-result";
import {
  MAX_STATEMENT_TRANSACTIONS,
  type StatementAccount,
  type StatementErrorKey,
  type StatementParseResult,
  type StatementTransaction,
} from "./types";

type Row = Omit<StatementTransaction, "key">;

export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 4096);
  return /^\uFEFF?\s*OFXHEADER\s*:/i.test(head) || /<\?OFX[\s?]|<OFX[\s>]/i.test(head);
}

function currencyCode(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

// YYYYMMDD, then optionally HHMMSS[.XXX][[+-]h:TZ]: the day is the one the bank wrote, never shifted by its zone.
function ofxDate(value: string | null): string | null {
  const match = /^\s*(\d{4})-?(\d{2})-?(\d{2})/.exec(value ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

// OFX has no thousands separators, but some banks write the decimal as a comma.
function ofxAmount(value: string | null): number | null {
  if (value === null) return null;
  const text = value.trim().replace(/^\+/, "");
  return amountMilli(text, text.includes(".") ? (text.includes(",") ? undefined : ".") : ",");
}

function ofxRow(fields: OfxTransactionFields, statementCurrency: string): Row | StatementErrorKey {
  const date = ofxDate(fields.posted ?? fields.userDate);
  if (date === null) return "statementBadDate";
  const amount = ofxAmount(fields.amount);
  if (amount === null) return "statementBadAmount";
  return {
    bankId: fields.fitId,
    date,
    amountMilli: amount,
    // ORIGCURRENCY only notes what the charge was before conversion; the amount is in CURDEF.
    currency: currencyCode(fields.currency) ?? statementCurrency,
    label: joinLabel(fields.name, fields.memo),
    counterparty: fields.name,
    bankKind: fields.kind,
    line: fields.line,
  };
}

// Some banks repeat a FITID within one download; keyed by it, the second charge would vanish as a
// duplicate, so repeated ids fall back to the date-amount-label key.
function keyed(accountId: string | null, rows: Row[]): StatementTransaction[] {
  const counts = new Map<string, number>();
  for (const { bankId } of rows) if (bankId) counts.set(bankId, (counts.get(bankId) ?? 0) + 1);
  const repeated = (bankId: string | null) => bankId !== null && (counts.get(bankId) ?? 0) > 1;
  if (!rows.some((row) => repeated(row.bankId))) return withKeys(accountId, rows);
  const transactions = withKeys(accountId, rows.map((row) => (repeated(row.bankId) ? { ...row, bankId: null } : row)));
  return transactions.map((transaction, index) => ({ ...transaction, bankId: rows[index].bankId }));
}

function fileAccount(statements: OfxStatementFields[], fallbackCurrency: string): StatementAccount {
  const ids = new Set(statements.map((statement) => statement.accountId));
  const currencies = new Set(statements.map((statement) => currencyCode(statement.currency) ?? fallbackCurrency));
  return {
    id: ids.size === 1 ? [...ids][0] : null,
    currency: currencies.size === 1 ? [...currencies][0] : null,
  };
}

export function readOfx(text: string, options: ReadOptions): StatementParseResult {
  const file = options.fileName;
  if (!looksLikeOfx(text)) return statementFailure(file, "statementNotStatement");
  const scan = scanOfx(text);
  if (!scan.ok) {
    return scan.reason === "truncated" ? statementFailure(file, "statementTruncated", scan.line) : statementFailure(file, "statementNotStatement");
  }
  if (scan.statements.length === 0) return statementFailure(file, "statementNotStatement");
  const count = scan.statements.reduce((total, statement) => total + statement.transactions.length, 0);
  if (count > MAX_STATEMENT_TRANSACTIONS) return tooManyTransactions(file);

  const fallbackCurrency = options.defaultCurrency.toUpperCase();
  let transactions: StatementTransaction[] = [];
  for (const statement of scan.statements) {
    const currency = currencyCode(statement.currency) ?? fallbackCurrency;
    const rows: Row[] = [];
    for (const fields of statement.transactions) {
      const row = ofxRow(fields, currency);
      if (typeof row === "string") return statementFailure(file, row, fields.line);
      rows.push(row);
    }
    transactions = transactions.concat(keyed(statement.accountId, rows));
  }
  return finishStatement("ofx", options, fileAccount(scan.statements, fallbackCurrency), transactions);
}
