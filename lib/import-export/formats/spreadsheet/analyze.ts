import { guessDelimiter, parseCsv, type Delimiter } from "@/lib/import-export/parse/csv-parse";
import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import { readPriceCurrency, splitPrice } from "@/lib/import-export/parse/currency-text";
import { possibleDateOrders, type DateOrder } from "@/lib/import-export/parse/date-text";
import type { ImportFailure } from "@/lib/import-export/types";
import { suggestColumns } from "./header-names";
import type { SuggestedMapping } from "./mapping";

export const SAMPLE_ROWS = 5;

export type SpreadsheetAnalysis = {
  ok: true;
  delimiter: Delimiter;
  decimalSeparator: DecimalSeparator;
  dateOrder: DateOrder;
  dateOrderCertain: boolean;
  header: string[];
  sampleRows: string[][];
  rowCount: number;
  mapping: SuggestedMapping;
};

export type AnalyzeOptions = {
  delimiter?: Delimiter;
  preferredDateOrder?: DateOrder;
};

// "1.234,56" and "9,99" say comma; "1,234.56" and "9.99" say point; "1,200" says nothing.
function decimalVote(value: string): DecimalSeparator | null {
  const amount = splitPrice(value).amount.replace(/\s/g, "");
  const dot = amount.lastIndexOf(".");
  const comma = amount.lastIndexOf(",");
  if (dot >= 0 && comma >= 0) return dot > comma ? "." : ",";
  const match = /^\d+([.,])(\d{1,2})$/.exec(amount);
  return match ? (match[1] as DecimalSeparator) : null;
}

function detectDecimal(values: readonly string[]): DecimalSeparator {
  const votes = values.map(decimalVote);
  const commas = votes.filter((vote) => vote === ",").length;
  return commas > votes.filter((vote) => vote === ".").length ? "," : ".";
}

const YEAR_FIRST = /^\d{4}\s*[-/.年]/;

function detectDateOrder(values: readonly string[], preferred: DateOrder): { order: DateOrder; certain: boolean } {
  const votes: Record<DateOrder, number> = { YMD: 0, DMY: 0, MDY: 0 };
  let open = 0;
  for (const value of values) {
    if (value.trim() === "" || YEAR_FIRST.test(value.trim())) continue;
    const orders = possibleDateOrders(value);
    if (orders.length === 1) votes[orders[0]] += 1;
    else if (orders.length > 1) open += 1;
  }
  const decided = (Object.keys(votes) as DateOrder[]).filter((order) => votes[order] > 0);
  if (decided.length === 0) return { order: open > 0 ? preferred : "YMD", certain: open === 0 };
  const order = decided.reduce((best, next) => (votes[next] > votes[best] ? next : best));
  return { order, certain: decided.length === 1 };
}

export function analyzeSpreadsheet(text: string, options: AnalyzeOptions = {}): SpreadsheetAnalysis | ImportFailure {
  const delimiter = options.delimiter ?? guessDelimiter(text);
  const csv = parseCsv(text, delimiter);
  if (!csv.ok) return csv;
  const rows = csv.records.map((record) => record.cells);
  const column = (index: number | undefined) => (index === undefined ? [] : rows.map((cells) => cells[index] ?? ""));
  const columns = suggestColumns(csv.header);

  const priceValues = columns.price === undefined ? rows.flat() : column(columns.price);
  const dateColumns = [columns.startDate, columns.endDate].filter((index) => index !== undefined);
  const dateValues = dateColumns.length > 0 ? dateColumns.flatMap(column) : rows.flat();
  const dates = detectDateOrder(dateValues, options.preferredDateOrder ?? "DMY");
  const pricesHaveCurrency = column(columns.price).some((value) => readPriceCurrency(splitPrice(value).currencyText).kind !== "none");

  const orNull = (index: number | undefined) => index ?? null;
  return {
    ok: true,
    delimiter: csv.delimiter,
    decimalSeparator: detectDecimal(priceValues),
    dateOrder: dates.order,
    dateOrderCertain: dates.certain,
    header: csv.header,
    sampleRows: rows.slice(0, SAMPLE_ROWS),
    rowCount: rows.length,
    mapping: {
      name: orNull(columns.name),
      price: orNull(columns.price),
      currency:
        columns.currency !== undefined ? { column: columns.currency } : pricesHaveCurrency ? { fromPrice: true } : null,
      cycle: columns.cycle === undefined ? null : { column: columns.cycle },
      startDate: orNull(columns.startDate),
      endDate: orNull(columns.endDate),
      category: orNull(columns.category),
      notes: orNull(columns.notes),
      websiteUrl: orNull(columns.websiteUrl),
      paymentMethod: orNull(columns.paymentMethod),
    },
  };
}
