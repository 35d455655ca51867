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

/** What a user sees of a CSV no preset knows to say which column is which: a few short cells. */
export type BankCsvSample = { header: string[]; rows: string[][] };

const SAMPLE_ROWS = 5;
const SAMPLE_COLUMNS = 30;
const SAMPLE_CELL_CHARACTERS = 40;

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

/** The header and first rows of a CSV, or null when it has too few columns for a date, a label and an amount. */
export function bankCsvSample(input: string): BankCsvSample | null {
  const text = stripBom(input);
  const header = locateBankCsvHeader(text);
  if (!header || header.cells.length < 3) return null;
  const parsed = Papa.parse<string[]>(text.slice(header.offset), { delimiter: header.delimiter, preview: SAMPLE_ROWS + 1, skipEmptyLines: "greedy" });
  const clip = (cells: readonly string[]) => cells.slice(0, SAMPLE_COLUMNS).map((cell) => cell.trim().slice(0, SAMPLE_CELL_CHARACTERS));
  return { header: clip(header.cells), rows: parsed.data.slice(1).map(clip) };
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
  const body = options.mapping?.firstRowIsData ? rows : rows.slice(1);
  if (body.length > MAX_STATEMENT_TRANSACTIONS) {
    return tooManyTransactions(file);
  }
  const read = readRows(body, plan, options);
  if (!read.ok) return read.result;
  if (options.mapping && read.rows.length === 0) {
    const firstRow = body.find((row) => row.cells.some((cell) => cell.trim() !== ""));
    return statementFailure(file, "statementCsvLayout", firstRow?.line ?? header.line);
  }
  const transactions = withKeys(read.accountId, read.rows);
  const currencies = new Set(transactions.map((transaction) => transaction.currency));
  const currency = currencies.size === 1 ? [...currencies][0] : null;
  return finishStatement("csv", options, { id: read.accountId, currency }, transactions);
}
