import { parseCsv, recordsOf } from "./csv-parse";
import { isRecord, parseJsonFile } from "./json-file";
import { MAX_IMPORT_ROWS, tooManyRowsError } from "./limits";
import { countAmbiguousSymbols } from "./price-cell";
import type { AmbiguousSymbol, ImportedSubscription, ImportFailure } from "./types";
import { wallosRow, type WallosOptions } from "./wallos-row";

export type { WallosOptions } from "./wallos-row";

export type WallosResult = { ok: true; rows: ImportedSubscription[]; ambiguousSymbols: AmbiguousSymbol[] };

/** Wallos's JSON: the array it downloads, or the endpoint's `{ success, subscriptions }` answer. */
export function wallosItems(json: unknown): Record<string, unknown>[] | null {
  const items = isRecord(json) ? json.subscriptions : json;
  if (!Array.isArray(items) || !items.every(isRecord)) return null;
  return items;
}

function readRecords(records: { line: number; record: Record<string, unknown> }[], options: WallosOptions): WallosResult {
  const read = records.map(({ line, record }) => wallosRow(record, line, options));
  return {
    ok: true,
    rows: read.map(({ row }) => row),
    ambiguousSymbols: countAmbiguousSymbols(read.map(({ ambiguous }) => ambiguous)),
  };
}

export function readWallosJson(text: string, options: WallosOptions): WallosResult | ImportFailure {
  const parsed = parseJsonFile(text);
  if (!parsed.ok) return parsed;
  const items = wallosItems(parsed.json);
  if (items === null) return { ok: false, error: { key: "importFileUnsupported" } };
  if (items.length > MAX_IMPORT_ROWS) return { ok: false, error: tooManyRowsError() };
  return readRecords(
    items.map((record, index) => ({ line: index + 1, record })),
    options,
  );
}

// Wallos joins its CSV with bare commas and "\n", without quoting; it replaces commas inside
// names, categories and notes with spaces, so only a line break inside notes can split a row.
export function readWallosCsv(text: string, options: WallosOptions): WallosResult | ImportFailure {
  const csv = parseCsv(text, ",");
  if (!csv.ok) return csv;
  return readRecords(recordsOf(csv), options);
}
