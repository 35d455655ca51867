import Papa from "papaparse";
import { fileTooLarge, MAX_IMPORT_ROWS, stripBom, tooManyRowsError } from "./limits";
import type { ImportFailure } from "@/lib/import-export/types";

export const DELIMITERS = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export type CsvRecord = { line: number; cells: string[] };

export type ParsedCsv = { ok: true; delimiter: Delimiter; header: string[]; records: CsvRecord[] };

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

function asDelimiter(value: string): Delimiter {
  return (DELIMITERS as readonly string[]).includes(value) ? (value as Delimiter) : ",";
}

// Papaparse guesses from the first rows; blank rows would spoil its count of fields per row.
export function guessDelimiter(text: string): Delimiter {
  const sample = Papa.parse<string[]>(stripBom(text), {
    delimitersToGuess: [...DELIMITERS],
    preview: 20,
    skipEmptyLines: "greedy",
  });
  return asDelimiter(sample.meta.delimiter);
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Refuses an oversized file before reading it; stops at the row limit or an unclosed quote. */
export function parseCsv(text: string, delimiter?: Delimiter): ParsedCsv | ImportFailure {
  const tooLarge = fileTooLarge(text);
  if (tooLarge) return { ok: false, error: tooLarge };

  const source = stripBom(text);
  const chosen = delimiter ?? guessDelimiter(source);
  let header = null as string[] | null;
  const records: CsvRecord[] = [];
  let line = 0;
  let overLimit = false as boolean;
  let unclosedQuoteAt = null as number | null;
  Papa.parse<string[]>(source, {
    delimiter: chosen,
    step: (row, parser) => {
      // A quote that is never closed swallows the rest of the file into one cell.
      const unclosed = row.errors.find((error) => error.code === "MissingQuotes");
      if (unclosed) {
        unclosedQuoteAt = unclosed.index ?? 0;
        parser.abort();
        return;
      }
      const cells = row.data;
      if (header === null) {
        if (!isBlank(cells)) header = cells.map((cell) => cell.trim());
        return;
      }
      line += 1;
      if (isBlank(cells)) return;
      if (records.length === MAX_IMPORT_ROWS) {
        overLimit = true;
        parser.abort();
        return;
      }
      records.push({ line, cells });
    },
  });
  if (overLimit) return { ok: false, error: tooManyRowsError() };
  if (unclosedQuoteAt !== null) return { ok: false, error: { key: "importUnclosedQuote", values: { line: lineAt(source, unclosedQuoteAt) } } };
  if (header === null) return { ok: false, error: { key: "importFileEmpty" } };
  return { ok: true, delimiter: chosen, header, records };
}

export function columnIndex(header: readonly string[], name: string): number {
  const wanted = name.trim().toLowerCase();
  return header.findIndex((cell) => cell.trim().toLowerCase() === wanted);
}

export function recordsOf(csv: ParsedCsv): { line: number; record: Record<string, string> }[] {
  return csv.records.map(({ line, cells }) => ({
    line,
    record: Object.fromEntries(csv.header.map((name, index) => [name, cells[index] ?? ""])),
  }));
}
