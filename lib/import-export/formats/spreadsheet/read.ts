import type { CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { parseAmount, type DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import { parseCsv, type Delimiter } from "@/lib/import-export/parse/csv-parse";
import { readCurrencyText, splitPrice } from "@/lib/import-export/parse/currency-text";
import { cycleCell } from "@/lib/import-export/parse/cycle-text";
import { parseDateText, type DateOrder } from "@/lib/import-export/parse/date-text";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { countAmbiguousSymbols, currencyFrom, readPriceCell, type CurrencyCell } from "@/lib/import-export/parse/price-cell";
import { renewalDates } from "@/lib/import-export/parse/renewal-dates";
import { blankValues, websiteUrl } from "@/lib/import-export/parse/text";
import type { AmbiguousSymbol, ImportedSubscription, ImportFailure, ImportIssue, SymbolCurrencies } from "@/lib/import-export/types";
import type { SpreadsheetMapping } from "./mapping";

export type SpreadsheetOptions = {
  delimiter: Delimiter;
  decimalSeparator: DecimalSeparator;
  dateOrder: DateOrder;
  mapping: SpreadsheetMapping;
  today: CalendarDate;
  symbolCurrencies?: SymbolCurrencies;
};

export type SpreadsheetResult = { ok: true; rows: ImportedSubscription[]; ambiguousSymbols: AmbiguousSymbol[] };

type Cell = (index: number | null) => string;

function priceAndCurrency(cell: Cell, options: SpreadsheetOptions): { price: string; priceIssue: ImportIssue | null } & CurrencyCell {
  const { mapping, decimalSeparator, symbolCurrencies } = options;
  const text = cell(mapping.price);
  // A currency column left empty on a row: the price's own symbol says it, or the user is asked.
  const empty = "column" in mapping.currency && cell(mapping.currency.column) === "";
  if ("fromPrice" in mapping.currency || empty) return readPriceCell(text, symbolCurrencies, decimalSeparator);
  const currency =
    "fixed" in mapping.currency
      ? { currency: mapping.currency.fixed, issue: null, ambiguous: null }
      : currencyFrom(readCurrencyText(cell(mapping.currency.column)), symbolCurrencies);
  if (text === "") return { ...currency, price: "", priceIssue: { field: "price", key: "required" } };
  const price = parseAmount(splitPrice(text).amount, decimalSeparator);
  if (price === null) return { ...currency, price: text, priceIssue: { field: "price", key: "importUnreadablePrice", values: { value: text } } };
  return { ...currency, price, priceIssue: null };
}

function dateCell(text: string, field: string, order: DateOrder, issues: ImportIssue[]): CalendarDate | null | undefined {
  if (text === "") return null;
  const date = parseDateText(text, order);
  if (date !== null) return date;
  issues.push({ field, key: "importUnreadableDate", values: { value: text } });
  return undefined;
}

function rowOf(cells: string[], line: number, options: SpreadsheetOptions) {
  const { mapping } = options;
  const cell: Cell = (index) => (index === null ? "" : (cells[index] ?? "").trim());
  const issues: ImportIssue[] = [];
  const values = blankValues();
  values.name = cell(mapping.name);
  values.brand = values.name;

  const money = priceAndCurrency(cell, options);
  values.price = money.price;
  values.currency = money.currency;
  for (const issue of [money.priceIssue, money.issue]) if (issue) issues.push(issue);

  const cycleText = "fixed" in mapping.cycle ? mapping.cycle.fixed : cell(mapping.cycle.column);
  const cycle = cycleCell(cycleText);
  values.cycle = cycle.cycle;
  if (cycle.issue) issues.push(cycle.issue);
  values.autoRenew = !isOneTime(values.cycle);

  const start = dateCell(cell(mapping.startDate), "startDate", options.dateOrder, issues);
  const end = dateCell(cell(mapping.endDate), "endDate", options.dateOrder, issues);
  if (start === undefined || end === undefined) {
    // An unreadable date is shown as it was written, never replaced by a guess.
    values.startDate = start === undefined ? cell(mapping.startDate) : (start ?? options.today);
    values.endDate = end ?? cell(mapping.endDate);
  } else {
    Object.assign(values, renewalDates(start, end, values.cycle, options.today));
  }

  values.notes = cell(mapping.notes);
  values.websiteUrl = websiteUrl(cell(mapping.websiteUrl));
  values.paymentMethod = cell(mapping.paymentMethod);
  const category = cell(mapping.category);
  const row = finishRow({ line, values, category: category === "" ? null : { name: category }, priceChanges: [], pauses: [], issues });
  return { row, ambiguous: money.ambiguous };
}

export function readSpreadsheet(text: string, options: SpreadsheetOptions): SpreadsheetResult | ImportFailure {
  const csv = parseCsv(text, options.delimiter);
  if (!csv.ok) return csv;
  const read = csv.records.map(({ line, cells }) => rowOf(cells, line, options));
  return { ok: true, rows: read.map(({ row }) => row), ambiguousSymbols: countAmbiguousSymbols(read.map(({ ambiguous }) => ambiguous)) };
}
