import { parseDateText } from "@/lib/import-export/parse/date-text";
import { parseCsv, type ParsedCsv } from "@/lib/import-export/parse/csv-parse";
import { isRecord, parseJsonFile } from "@/lib/import-export/parse/json-file";
import { MAX_IMPORT_ROWS, tooManyRowsError } from "@/lib/import-export/parse/limits";
import { countAmbiguousSymbols } from "@/lib/import-export/parse/price-cell";
import type { AmbiguousSymbol, ImportedSubscription, ImportFailure, ImportIssue } from "@/lib/import-export/types";
import { isWallosApiRow, wallosApiRecord } from "./wallos-api";
import { wallosRow, type WallosOptions } from "./wallos-row";

export type { WallosOptions } from "./wallos-row";

export type WallosResult = { ok: true; rows: ImportedSubscription[]; ambiguousSymbols: AmbiguousSymbol[] };

export function wallosItems(json: unknown): Record<string, unknown>[] | null {
  const items = isRecord(json) ? json.subscriptions : json;
  if (!Array.isArray(items) || !items.every(isRecord)) return null;
  return items.map((item) => (isWallosApiRow(item) ? wallosApiRecord(item) : item));
}

type WallosRecord = { line: number; record: Record<string, unknown>; issue?: ImportIssue };

function readRecords(records: WallosRecord[], options: WallosOptions): WallosResult {
  const read = records.map(({ line, record, issue }) => {
    const result = wallosRow(record, line, options);
    // Read from misplaced cells, the row's other fields would only repeat this one problem.
    return issue ? { ...result, row: { ...result.row, issues: [issue] } } : result;
  });
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

// The cells after the URL, as Wallos writes them: what a repaired row must end with.
const TAIL_CHECKS: Readonly<Record<string, (cell: string) => boolean>> = {
  State: (cell) => /^(enabled|disabled)$/i.test(cell),
  Notifications: (cell) => /^(enabled|disabled)$/i.test(cell),
  "Cancellation Date": (cell) => cell === "" || parseDateText(cell, "YMD") !== null,
  Active: (cell) => /^(yes|no)$/i.test(cell),
};

// Wallos's CSV is unquoted, so a URL's commas split it: the URL takes back extra cells that precede Wallos's last columns.
function wallosRecords(csv: ParsedCsv): WallosRecord[] {
  const { header } = csv;
  const url = header.findIndex((name) => name.toLowerCase() === "url");
  return csv.records.map(({ line, cells }) => {
    let row = cells.map((cell) => cell.trim());
    const extra = row.length - header.length;
    let issue: ImportIssue | undefined;
    if (extra > 0) {
      const joined = url < 0 ? null : [...row.slice(0, url), row.slice(url, url + extra + 1).join(","), ...row.slice(url + extra + 1)];
      const tailFits = joined !== null && header.every((name, index) => (TAIL_CHECKS[name] ?? (() => true))(joined[index]));
      if (joined !== null && tailFits) row = joined;
      else issue = { key: "importFieldCount", values: { found: row.length, expected: header.length } };
    }
    return { line, record: Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])), issue };
  });
}

export function readWallosCsv(text: string, options: WallosOptions): WallosResult | ImportFailure {
  const csv = parseCsv(text, ",");
  if (!csv.ok) return csv;
  return readRecords(wallosRecords(csv), options);
}
