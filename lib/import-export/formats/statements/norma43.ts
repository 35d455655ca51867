import { stripBom } from "@/lib/import-export/parse/limits";
import { withKeys } from "./common";
import { currencyForNumber } from "./iso4217-numeric";
import { commonAccount, finishStatement, isCalendarDate, statementFailure, type ReadOptions } from "./statement-result";
import type { StatementAccount, StatementParseResult, StatementTransaction } from "./types";

type Row = Omit<StatementTransaction, "key">;
type Movement = { row: Row; references: string[]; concepts: string[] };
type Account = StatementAccount & { currency: string; movements: Movement[] };

// Record 11 (account header): type, bank, branch, account, two YYMMDD dates, balance sign and amount, currency.
const ACCOUNT_HEADER = /^11\d{30}[12]\d{14}\d{3}/;

const field = (record: string, from: number, to: number) => record.slice(from, to).trim();
const hasLetter = (text: string) => /\p{L}/u.test(text);

function recordsOf(source: string): { record: string; line: number }[] {
  const lines = stripBom(source).split(/\r\n|\r|\n/);
  const records: { record: string; line: number }[] = [];
  for (const [index, text] of lines.entries()) {
    // Files copied from old systems can end with a DOS end-of-file mark.
    const record = text.replace("\u001a", "").trimEnd();
    if (record !== "") records.push({ record: record.padEnd(80), line: index + 1 });
  }
  return records;
}

export function looksLikeNorma43(source: string): boolean {
  const [first, second] = recordsOf(source.slice(0, 1024));
  const header = first?.record.startsWith("00") ? second : first;
  return header !== undefined && ACCOUNT_HEADER.test(header.record);
}

function dateOf(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = Number(yymmdd.slice(0, 2));
  const date = `${year >= 80 ? 19 : 20}${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isCalendarDate(date) ? date : null;
}

function finishMovement({ row, references, concepts }: Movement): Row {
  row.label = [...references, ...concepts].join(" ");
  row.counterparty = concepts[0] ?? null;
  return row;
}

export function readNorma43(input: string, options: ReadOptions): StatementParseResult {
  const file = options.fileName;
  const fail = (key: Parameters<typeof statementFailure>[1], line?: number, values?: Record<string, string>) =>
    statementFailure(file, key, line, values);
  const records = recordsOf(input);
  const start = records[0]?.record.startsWith("00") ? 1 : 0;
  if (records.length <= start || !ACCOUNT_HEADER.test(records[start].record)) return fail("statementNotStatement", records[start]?.line);

  const accounts: Account[] = [];
  let account: Account | null = null;
  let ended = false;
  for (const { record, line } of records.slice(start)) {
    const type = record.slice(0, 2);
    const movement = account?.movements[account.movements.length - 1];
    if (type === "11") {
      if (account) return fail("statementTruncated", line);
      const currency = currencyForNumber(field(record, 47, 50));
      if (!currency) return fail("statementNoCurrency", line, { value: field(record, 47, 50) });
      account = { id: `${field(record, 2, 6)}${field(record, 6, 10)}${field(record, 10, 20)}`, currency, movements: [] };
    } else if (type === "22" && account) {
      const date = dateOf(field(record, 10, 16));
      if (!date) return fail("statementBadDate", line, { value: field(record, 10, 16) });
      const digits = field(record, 28, 42);
      const sign = record[27];
      if (!/^\d{14}$/.test(digits) || (sign !== "1" && sign !== "2")) return fail("statementBadAmount", line, { value: `${sign}${digits}` });
      const amountMilli = Number(digits) * 10 * (sign === "1" ? -1 : 1);
      const references = [field(record, 52, 64), field(record, 64, 80)].filter(hasLetter);
      const row = { bankId: null, date, amountMilli, currency: account.currency, label: "", counterparty: null, bankKind: field(record, 22, 24), line };
      account.movements.push({ row, references, concepts: [] });
    } else if (type === "23" && movement) {
      for (const part of [field(record, 4, 42), field(record, 42, 80)]) if (part !== "") movement.concepts.push(part);
    } else if (type === "24" && movement) {
      continue;
    } else if (type === "33" && account) {
      // The bank counts the account's debits and credits: a different count means lost lines.
      const counted = Number(field(record, 20, 25)) + Number(field(record, 39, 44));
      if (counted !== account.movements.length) return fail("statementTruncated", line);
      accounts.push(account);
      account = null;
    } else if (type === "88" && !account) {
      ended = true;
      break;
    } else {
      return fail("statementTruncated", line);
    }
  }
  if (!ended) return fail("statementTruncated", records[records.length - 1].line);

  const transactions: StatementTransaction[] = [];
  for (const { id, movements } of accounts) {
    for (const transaction of withKeys(id, movements.map(finishMovement))) transactions.push(transaction);
  }
  const summary = commonAccount(accounts.map(({ id, currency }) => ({ id, currency })));
  return finishStatement("norma43", options, summary, transactions);
}
