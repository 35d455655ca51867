import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import { readCurrencyText } from "@/lib/import-export/parse/currency-text";
import { parseDateText, type DateOrder } from "@/lib/import-export/parse/date-text";
import type { PlanSign, ReadPlan } from "./bank-csv-columns";
import { chooseDateOrder, plainDate, readAmount, voteDecimal } from "./bank-csv-values";
import { statementFailure } from "./statement-result";
import type { StatementErrorKey, StatementParseResult, StatementTransaction } from "./types";

export type CsvRow = { line: number; cells: string[] };
type Row = Omit<StatementTransaction, "key">;
export type RowsRead = { ok: true; rows: Row[]; accountId: string | null } | { ok: false; result: StatementParseResult };

const cellOf = (cells: readonly string[], index: number | undefined) => (index === undefined ? "" : (cells[index] ?? "").trim());

function moneyColumns(sign: PlanSign): number[] {
  if (sign.kind === "split") return [sign.debit, sign.credit].filter((index) => index !== undefined);
  return [sign.amount];
}

/** Rows that record money moving: not blank, not a balance or total line, not pending. */
function isMovement({ cells }: CsvRow, plan: ReadPlan, money: number[]): boolean {
  if (money.every((index) => cellOf(cells, index) === "")) return false;
  if (!/\d/.test(cellOf(cells, plan.date))) return false;
  const state = plan.pending ? cellOf(cells, plan.pending.column).toLowerCase() : "";
  return !plan.pending?.values.some((value) => value.toLowerCase() === state);
}

/** A row's amount, negative for money out, or the text that could not be read. */
export function signedAmount(cells: readonly string[], sign: PlanSign, decimal: DecimalSeparator): { value: number } | { bad: string } {
  const read = (index: number | undefined) => {
    const text = cellOf(cells, index);
    return text === "" ? { value: null, text } : { value: readAmount(text, decimal), text };
  };
  if (sign.kind === "split") {
    const debit = read(sign.debit);
    const credit = read(sign.credit);
    for (const { text, value } of [debit, credit]) if (text !== "" && value === null) return { bad: text };
    // Some banks write 0,00 in the column that does not apply.
    if (debit.value !== null && (debit.value !== 0 || credit.value === null)) return { value: -Math.abs(debit.value) };
    return { value: Math.abs(credit.value ?? 0) };
  }
  const { value, text } = read(sign.amount);
  if (value === null) return { bad: text };
  if (sign.kind === "indicator") {
    const debit = sign.debitValues.includes(cellOf(cells, sign.column).toLowerCase());
    return { value: debit ? -Math.abs(value) : Math.abs(value) };
  }
  return { value: sign.chargesPositive === true ? -value : value };
}

function currencyOf(cells: readonly string[], plan: ReadPlan, fallback: string): string | null {
  const text = cellOf(cells, plan.currency);
  if (text === "") return plan.currencyCode ?? fallback.toUpperCase();
  const reading = readCurrencyText(text);
  if (reading.kind === "currency") return reading.currency;
  return /^[a-z]{3}$/i.test(text) ? text.toUpperCase() : null;
}

function labelOf(parts: readonly string[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const clean = part.replace(/\s+/g, " ").trim();
    if (clean !== "" && !kept.some((earlier) => earlier.toLowerCase().includes(clean.toLowerCase()))) kept.push(clean);
  }
  return kept.join(" ");
}

export function readRows(
  all: readonly CsvRow[],
  plan: ReadPlan,
  options: { fileName: string; defaultCurrency: string; dateOrder?: DateOrder },
): RowsRead {
  const file = options.fileName;
  const fail = (key: StatementErrorKey, line: number, value: string): RowsRead => ({
    ok: false,
    result: statementFailure(file, key, line, { value }),
  });
  const money = moneyColumns(plan.sign);
  const movements = all.filter((row) => isMovement(row, plan, money));
  const decimal = plan.decimal ?? voteDecimal(movements.flatMap(({ cells }) => money.map((index) => cellOf(cells, index))), plan.fallbackDecimal);
  const dates = movements.map(({ cells }) => plainDate(cellOf(cells, plan.date), plan.rocYears));
  let order = plan.dateOrder ?? options.dateOrder;
  if (!order) {
    const choice = chooseDateOrder(dates);
    if ("ask" in choice) return { ok: false, result: { ok: false, dateOrder: { file, options: choice.ask, samples: choice.samples } } };
    order = choice.order;
  }

  const parsed = new Map<string, string | null>();
  const rows: Row[] = [];
  let accountId: string | null = null;
  for (const [index, { cells, line }] of movements.entries()) {
    if (!parsed.has(dates[index])) parsed.set(dates[index], parseDateText(dates[index], order));
    const date = parsed.get(dates[index]);
    if (!date) return fail("statementBadDate", line, cellOf(cells, plan.date));
    const amount = signedAmount(cells, plan.sign, decimal);
    if ("bad" in amount) return fail("statementBadAmount", line, amount.bad);
    const currency = currencyOf(cells, plan, options.defaultCurrency);
    if (!currency) return fail("statementNoCurrency", line, cellOf(cells, plan.currency));
    const party = amount.value < 0 ? (plan.payee ?? plan.counterparty) : (plan.payer ?? plan.counterparty);
    const counterparty = cellOf(cells, party) || null;
    const descriptions = plan.descriptions.map((column) => cellOf(cells, column));
    rows.push({
      bankId: cellOf(cells, plan.bankId).replace(/^'+|'+$/g, "") || null,
      date,
      amountMilli: amount.value,
      currency,
      label: labelOf([counterparty ?? "", ...descriptions, cellOf(cells, plan.notes)]),
      counterparty,
      bankKind: cellOf(cells, plan.kind) || null,
      line,
    });
    accountId ??= cellOf(cells, plan.account) || null;
  }
  // A file with more money in than out is a card export that lists charges as positive amounts.
  if (plan.sign.kind === "signed" && plan.sign.chargesPositive === "majority") {
    const positive = rows.filter((row) => row.amountMilli > 0).length;
    if (positive > rows.length - positive) for (const row of rows) row.amountMilli = -row.amountMilli || 0;
  }
  return { ok: true, rows, accountId };
}
