import Papa from "papaparse";
import { stripBom } from "@/lib/import-export/parse/limits";
import { mappingPlan, type BankCsvMapping } from "./bank-csv-columns";
import { locateBankCsvHeader } from "./bank-csv-header";
import { readRows, type CsvRow } from "./bank-csv-rows";
import { withKeys } from "./common";
import { finishStatement, statementFailure, tooManyTransactions, type ReadOptions } from "./statement-result";
import { MAX_STATEMENT_TRANSACTIONS, type StatementParseResult } from "./types";

export type { BankCsvMapping } from "./bank-csv-columns";
export { locateBankCsvHeader, type BankCsvHeader } from "./bank-csv-header";
export { bankCsvPreset, BANK_CSV_PRESETS, type BankCsvPreset } from "./bank-csv-presets";

export type BankCsvOptions = ReadOptions & { mapping?: BankCsvMapping };

export function looksLikeBankCsv(text: string): boolean {
  return locateBankCsvHeader(stripBom(text.slice(0, 16384)))?.plan != null;
}

/** Rows from the header on, each with the file line it starts on (quoted cells can span lines). */
function rowsFrom(text: string, header: { offset: number; line: number; delimiter: string }): { rows: CsvRow[]; unclosedAt: number | null } {
  const parsed = Papa.parse<string[]>(text.slice(header.offset), { delimiter: header.delimiter });
  const breakMark = parsed.meta.linebreak === "\r" ? "\r" : "\n";
  const rows: CsvRow[] = [];
  let line = header.line;
  for (const cells of parsed.data) {
    rows.push({ line, cells });
    line += 1;
    for (const cell of cells) if (cell.includes(breakMark)) line += cell.split(breakMark).length - 1;
  }
  const unclosed = parsed.errors.find((error) => error.code === "MissingQuotes");
  return { rows, unclosedAt: unclosed?.row === undefined ? null : (rows[unclosed.row]?.line ?? line) };
}

/** Columns come from the bank's preset, else the header's words, else the user's `mapping`. */
export function readBankCsv(input: string, options: BankCsvOptions): StatementParseResult {
  const file = options.fileName;
  const text = stripBom(input);
  const header = locateBankCsvHeader(text);
  const plan = options.mapping ? mappingPlan(options.mapping) : header?.plan;
  if (!header || !plan) return statementFailure(file, "statementNotStatement");

  const { rows, unclosedAt } = rowsFrom(text, header);
  if (unclosedAt !== null) return statementFailure(file, "statementTruncated", unclosedAt);
  if (rows.length - 1 > MAX_STATEMENT_TRANSACTIONS) {
    return tooManyTransactions(file);
  }
  const read = readRows(rows.slice(1), plan, options);
  if (!read.ok) return read.result;
  const transactions = withKeys(read.accountId, read.rows);
  const currencies = new Set(transactions.map((transaction) => transaction.currency));
  const currency = currencies.size === 1 ? [...currencies][0] : null;
  return finishStatement("csv", options, { id: read.accountId, currency }, transactions);
}
