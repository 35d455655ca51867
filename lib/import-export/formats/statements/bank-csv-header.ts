import Papa from "papaparse";
import { DELIMITERS, guessDelimiter, type Delimiter } from "@/lib/import-export/parse/csv-parse";
import { genericPlan, presetPlan, type ReadPlan } from "./bank-csv-columns";
import { bankCsvPreset, type BankCsvPreset } from "./bank-csv-presets";

export type BankCsvHeader = {
  line: number;
  offset: number;
  delimiter: Delimiter;
  cells: string[];
  preset: BankCsvPreset | null;
  plan: ReadPlan | null;
};

// Banks put the account, the period or a balance summary above the header (ING Germany: twelve lines).
const PREAMBLE_LINES = 20;

function cellsOf(line: string, delimiter: Delimiter): string[] {
  return (Papa.parse<string[]>(line, { delimiter }).data[0] ?? []).map((cell) => cell.trim());
}

function recognise(line: number, offset: number, raw: string): BankCsvHeader | null {
  let best: BankCsvHeader | null = null;
  for (const delimiter of DELIMITERS) {
    if (!raw.includes(delimiter)) continue;
    const cells = cellsOf(raw, delimiter);
    if (cells.length < 2 || (best && best.cells.length >= cells.length)) continue;
    const preset = bankCsvPreset(cells);
    const plan = preset ? presetPlan(preset, cells) : genericPlan(cells, delimiter);
    if (plan) best = { line, offset, delimiter, cells, preset, plan };
  }
  return best;
}

/** Without a recognised header, the first non-blank line stands in (with no plan) for a user's mapping. */
export function locateBankCsvHeader(text: string): BankCsvHeader | null {
  let firstLine: { line: number; offset: number; raw: string } | null = null;
  let offset = 0;
  for (let line = 1; line <= PREAMBLE_LINES && offset < text.length; line++) {
    const end = text.indexOf("\n", offset);
    const raw = text.slice(offset, end < 0 ? text.length : end).replace(/\r$/, "");
    if (raw.trim() !== "") {
      const header = recognise(line, offset, raw);
      if (header) return header;
      firstLine ??= { line, offset, raw };
    }
    if (end < 0) break;
    offset = end + 1;
  }
  if (!firstLine) return null;
  const delimiter = guessDelimiter(text.slice(firstLine.offset));
  return { line: firstLine.line, offset: firstLine.offset, delimiter, cells: cellsOf(firstLine.raw, delimiter), preset: null, plan: null };
}
