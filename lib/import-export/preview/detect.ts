import Papa from "papaparse";
import { BACKUP_FORMAT } from "@/lib/import-export/formats/ours/backup";
import { columnIndex, guessDelimiter } from "@/lib/import-export/parse/csv-parse";
import { isRecord } from "@/lib/import-export/parse/json-file";
import { stripBom } from "@/lib/import-export/parse/limits";
import { hasSubscriptionCsvHeader } from "@/lib/import-export/formats/ours/subscriptions-csv";
import { subtrackrItems } from "@/lib/import-export/formats/subtrackr/subtrackr";
import type { ImportSource } from "@/lib/import-export/types";
import { wallosItems } from "@/lib/import-export/formats/wallos/wallos";

const WALLOS_COLUMNS = ["Name", "Payment Cycle", "Next Payment", "Price"];
const SUBTRACKR_COLUMNS = ["Name", "Cost", "Schedule", "Status", "Renewal Date"];

function hasColumns(header: readonly string[], columns: readonly string[]): boolean {
  return columns.every((column) => columnIndex(header, column) >= 0);
}

function jsonSource(json: unknown): ImportSource | null {
  if (isRecord(json) && json.format === BACKUP_FORMAT) return "backup";
  const wallos = wallosItems(json);
  if (wallos !== null && wallos.length > 0 && "Payment Cycle" in wallos[0]) return "wallos-json";
  const subtrackr = subtrackrItems(json);
  if (subtrackr !== null && (subtrackr.length === 0 ? "total_count" in (json as object) : "schedule" in subtrackr[0])) {
    return "subtrackr";
  }
  return null;
}

function csvSource(text: string): ImportSource | null {
  const first = Papa.parse<string[]>(text, { delimiter: guessDelimiter(text), preview: 1, skipEmptyLines: "greedy" });
  const header = (first.data[0] ?? []).map((cell) => cell.trim());
  if (header.every((cell) => cell === "")) return null;
  if (hasSubscriptionCsvHeader(header)) return "csv";
  if (hasColumns(header, WALLOS_COLUMNS)) return "wallos-csv";
  if (hasColumns(header, SUBTRACKR_COLUMNS)) return "subtrackr";
  return "spreadsheet";
}

/** Null for a file none of the readers reads (other JSON, empty). */
export function detectSource(fileName: string, text: string): ImportSource | null {
  const content = stripBom(text);
  const looksJson = /^\s*[{[]/.test(content);
  if (fileName.toLowerCase().endsWith(".json") || looksJson) {
    try {
      return jsonSource(JSON.parse(content));
    } catch {
      return looksJson && !fileName.toLowerCase().endsWith(".json") ? csvSource(content) : null;
    }
  }
  return csvSource(content);
}
