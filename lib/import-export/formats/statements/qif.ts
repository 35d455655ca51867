import { parseDateText, type DateOrder } from "@/lib/import-export/parse/date-text";
import { amountMilli, withKeys } from "./common";
import { chooseDateOrder, qifDateText } from "./qif-dates";
import { scanQif, type QifRecord } from "./qif-records";
import { finishStatement, joinLabel, statementFailure, tooManyTransactions, type ReadOptions } from "./statement-result";
import { MAX_STATEMENT_TRANSACTIONS, type StatementParseResult, type StatementTransaction } from "./types";

export function looksLikeQif(text: string): boolean {
  const first = /^\uFEFF?\s*(\S[^\r\n]*)/.exec(text.slice(0, 4096))?.[1] ?? "";
  return /^!(Type\s*:|Account\b|Option\s*:|Clear\s*:)/i.test(first);
}

function datesReader(order: DateOrder): (raw: string) => string | null {
  const seen = new Map<string, string | null>();
  return (raw) => {
    if (!seen.has(raw)) seen.set(raw, parseDateText(qifDateText(raw), order));
    return seen.get(raw) ?? null;
  };
}

function rowsOf(records: QifRecord[], amounts: number[], order: DateOrder, currency: string) {
  const dateOf = datesReader(order);
  const rows: Omit<StatementTransaction, "key">[] = [];
  for (const [index, record] of records.entries()) {
    const date = dateOf(record.date ?? "");
    if (date === null) return { badLine: record.line };
    rows.push({
      bankId: null,
      date,
      amountMilli: amounts[index],
      currency,
      label: joinLabel(record.payee, record.memo),
      counterparty: record.payee || null,
      bankKind: null,
      line: record.line,
    });
  }
  return { rows };
}

export function readQif(text: string, options: ReadOptions): StatementParseResult {
  const file = options.fileName;
  if (!looksLikeQif(text)) return statementFailure(file, "statementNotStatement");
  const { transactionSections, accountNames, records } = scanQif(text);
  if (transactionSections === 0) return statementFailure(file, "statementNotStatement");
  if (records.length > MAX_STATEMENT_TRANSACTIONS) return tooManyTransactions(file);
  const last = records.at(-1);
  if (last && !last.terminated && (last.date === null || last.amount === null)) {
    return statementFailure(file, "statementTruncated", last.line);
  }

  const amounts: number[] = [];
  for (const record of records) {
    const amount = record.amount === null ? null : amountMilli(record.amount);
    if (amount === null) return statementFailure(file, "statementBadAmount", record.line);
    amounts.push(amount);
  }
  const undated = records.find((record) => record.date === null);
  if (undated) return statementFailure(file, "statementBadDate", undated.line);

  const choice = chooseDateOrder(records.map((record) => record.date ?? ""), options.dateOrder);
  if (choice.kind === "bad") return statementFailure(file, "statementBadDate", records[choice.index].line);
  if (choice.kind === "ask") return { ok: false, dateOrder: { file, options: choice.orders, samples: choice.samples } };

  const currency = options.defaultCurrency.toUpperCase();
  const read = rowsOf(records, amounts, choice.order, currency);
  if ("badLine" in read) return statementFailure(file, "statementBadDate", read.badLine);
  const account = { id: accountNames.length === 1 ? accountNames[0] : null, currency };
  return finishStatement("qif", options, account, withKeys(null, read.rows));
}
