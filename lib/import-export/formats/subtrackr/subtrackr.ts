import { parseCsv, recordsOf } from "@/lib/import-export/parse/csv-parse";
import { isRecord, parseJsonFile } from "@/lib/import-export/parse/json-file";
import { MAX_IMPORT_ROWS, stripBom, tooManyRowsError } from "@/lib/import-export/parse/limits";
import { subtrackrCsvFields, subtrackrJsonFields, subtrackrRow, type SubtrackrFields, type SubtrackrOptions } from "./subtrackr-row";
import type { ImportedSubscription, ImportFailure } from "@/lib/import-export/types";

export type { SubtrackrOptions } from "./subtrackr-row";

// SubTrackr's JSON export and backup wrap { subscriptions, total_count }; its CSV gained Currency in 0.5.7.

export type SubtrackrResult = {
  ok: true;
  rows: ImportedSubscription[];
  rowsWithoutCurrency: number;
};

export function subtrackrItems(json: unknown): Record<string, unknown>[] | null {
  if (!isRecord(json) || !Array.isArray(json.subscriptions) || !json.subscriptions.every(isRecord)) return null;
  return json.subscriptions;
}

function result(fields: { line: number; fields: SubtrackrFields }[], options: SubtrackrOptions): SubtrackrResult {
  return {
    ok: true,
    rows: fields.map(({ line, fields: row }) => subtrackrRow(row, line, options)),
    rowsWithoutCurrency: fields.filter(({ fields: row }) => row.currency === "").length,
  };
}

export function readSubtrackr(text: string, options: SubtrackrOptions): SubtrackrResult | ImportFailure {
  if (/^\s*[{[]/.test(stripBom(text))) {
    const parsed = parseJsonFile(text);
    if (!parsed.ok) return parsed;
    const items = subtrackrItems(parsed.json);
    if (items === null) return { ok: false, error: { key: "importFileUnsupported" } };
    if (items.length > MAX_IMPORT_ROWS) return { ok: false, error: tooManyRowsError() };
    return result(items.map((item, index) => ({ line: index + 1, fields: subtrackrJsonFields(item) })), options);
  }
  const csv = parseCsv(text, ",");
  if (!csv.ok) return csv;
  return result(recordsOf(csv).map(({ line, record }) => ({ line, fields: subtrackrCsvFields(record) })), options);
}
