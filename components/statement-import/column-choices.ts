import { headerColumns, type BankCsvMapping, type PlanSign } from "@/lib/import-export/formats/statements/bank-csv-columns";
import { signedAmount } from "@/lib/import-export/formats/statements/bank-csv-rows";
import { voteDecimal } from "@/lib/import-export/formats/statements/bank-csv-values";
import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";

/** Which column holds what in a CSV no bank layout matches, as the columns step holds it. */
export type ColumnChoices = {
  date: number | null;
  description: number | null;
  /** One signed amount column, or separate money-out and money-in columns. */
  amounts: "signed" | "split";
  amount: number | null;
  chargesPositive: boolean;
  debit: number | null;
  credit: number | null;
  /** Null until the user picks one: then it is guessed from the amounts chosen. */
  decimal: DecimalSeparator | null;
  /** The file has no header row: what stands in for one is a transaction. */
  firstRowIsData: boolean;
};

export type ColumnField = "date" | "description" | "amount" | "debit" | "credit";

export type ColumnMapping = { ok: true; mapping: BankCsvMapping } | { ok: false; problem: "missing" | "repeated"; fields: ColumnField[] };

export type SampleReading = { date: string; description: string; amount: { value: number } | { bad: string } | null };

const DATE_CELL = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/;
const AMOUNT_CELL = /^[-+(]?\s*\p{Sc}?\s*\d[\d.,' ]*\)?\s*\p{Sc}?$/u;

/** A first row with a date and an amount in it is a transaction, not column names. */
export function looksLikeData(row: readonly string[]): boolean {
  const cells = row.map((cell) => cell.trim());
  return cells.some((cell) => DATE_CELL.test(cell)) && cells.some((cell) => !DATE_CELL.test(cell) && AMOUNT_CELL.test(cell));
}

/** The rows to read: the sample's, and its first row too when the file has no header. */
export function dataRows(choices: Pick<ColumnChoices, "firstRowIsData">, sample: { header: readonly string[]; rows: readonly (readonly string[])[] }) {
  return choices.firstRowIsData ? [sample.header, ...sample.rows] : sample.rows;
}

/** What the header's words already tell (a header the readers half know), or the user's earlier answer. */
export function initialColumnChoices(header: readonly string[], earlier?: BankCsvMapping): ColumnChoices {
  const found = earlier ?? headerColumns(header);
  const split = found.amount === undefined && (found.debit !== undefined || found.credit !== undefined);
  return {
    date: found.date ?? null,
    description: found.description ?? null,
    amounts: split ? "split" : "signed",
    amount: found.amount ?? null,
    chargesPositive: earlier?.chargesPositive ?? false,
    debit: found.debit ?? null,
    credit: found.credit ?? null,
    decimal: earlier?.decimal ?? null,
    firstRowIsData: earlier ? earlier.firstRowIsData === true : looksLikeData(header),
  };
}

function moneyFields(choices: ColumnChoices): ColumnField[] {
  return choices.amounts === "signed" ? ["amount"] : ["debit", "credit"];
}

function planSign(choices: ColumnChoices): PlanSign | null {
  const column = (index: number | null) => index ?? undefined;
  if (choices.amounts === "signed") {
    return choices.amount === null ? null : { kind: "signed", amount: choices.amount, chargesPositive: choices.chargesPositive };
  }
  return choices.debit === null && choices.credit === null ? null : { kind: "split", debit: column(choices.debit), credit: column(choices.credit) };
}

export function decimalOf(choices: ColumnChoices, rows: readonly (readonly string[])[]): DecimalSeparator {
  if (choices.decimal) return choices.decimal;
  const columns = moneyFields(choices).flatMap((field) => (choices[field] === null ? [] : [choices[field]]));
  return voteDecimal(rows.flatMap((row) => columns.map((index) => row[index] ?? "")), ".");
}

/** The mapping to read the file with, or which choices are missing or share a column. */
export function columnMapping(choices: ColumnChoices, rows: readonly (readonly string[])[]): ColumnMapping {
  const { date, description, amount, debit, credit } = choices;
  const required: ColumnField[] = ["date", "description", choices.amounts === "signed" ? "amount" : "debit"];
  if (date === null || description === null || (choices.amounts === "signed" ? amount : debit) === null) {
    return { ok: false, problem: "missing", fields: required.filter((field) => choices[field] === null) };
  }
  const chosen = (["date", "description", ...moneyFields(choices)] as ColumnField[]).filter((field) => choices[field] !== null);
  const repeated = chosen.filter((field) => chosen.some((other) => other !== field && choices[other] === choices[field]));
  if (repeated.length > 0) return { ok: false, problem: "repeated", fields: repeated };
  const decimal = decimalOf(choices, rows);
  const money =
    choices.amounts === "signed"
      ? { amount: amount ?? undefined, chargesPositive: choices.chargesPositive }
      : { debit: debit ?? undefined, credit: credit ?? undefined };
  return { ok: true, mapping: { date, description, ...money, decimal, ...(choices.firstRowIsData ? { firstRowIsData: true } : {}) } };
}

/** The sample rows as the choices would read them; an amount is null where the row moves no money. */
export function readSamples(choices: ColumnChoices, rows: readonly (readonly string[])[]): SampleReading[] {
  const sign = planSign(choices);
  const decimal = decimalOf(choices, rows);
  const cell = (row: readonly string[], index: number | null) => (index === null ? "" : (row[index] ?? ""));
  const money = moneyFields(choices).map((field) => choices[field]);
  return rows.map((row) => ({
    date: cell(row, choices.date),
    description: cell(row, choices.description),
    amount: sign && money.some((index) => cell(row, index).trim() !== "") ? signedAmount(row, sign, decimal) : null,
  }));
}
