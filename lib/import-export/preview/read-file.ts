import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import { readBackupFile } from "@/lib/import-export/formats/ours/backup-file";
import type { SpreadsheetMapping } from "@/lib/import-export/formats/spreadsheet/mapping";
import { readSpreadsheet, type SpreadsheetOptions } from "@/lib/import-export/formats/spreadsheet/read";
import { readSubscriptionsCsv } from "@/lib/import-export/formats/ours/subscriptions-csv";
import { readSubtrackr } from "@/lib/import-export/formats/subtrackr/subtrackr";
import type { AmbiguousSymbol, ImportedCategory, ImportedSubscription, ImportFailure, ImportSource, SymbolCurrencies } from "@/lib/import-export/types";
import { readWallosCsv, readWallosJson } from "@/lib/import-export/formats/wallos/wallos";

export type ImportAnswers = {
  today: CalendarDate;
  symbolCurrencies?: SymbolCurrencies;
  currency?: Currency;
  spreadsheet?: Omit<SpreadsheetOptions, "today" | "symbolCurrencies">;
  labels?: { paidBy: string; account: string; cancelBy?: string };
};

export type ImportReading = {
  ok: true;
  rows: ImportedSubscription[];
  categories: ImportedCategory[];
  ambiguousSymbols: AmbiguousSymbol[];
  rowsWithoutCurrency: number;
};

export type { SpreadsheetMapping };
export type { SuggestedMapping } from "@/lib/import-export/formats/spreadsheet/mapping";
export { analyzeSpreadsheet, type SpreadsheetAnalysis } from "@/lib/import-export/formats/spreadsheet/analyze";
export type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
export { DELIMITERS, type Delimiter } from "@/lib/import-export/parse/csv-parse";
export type { DateOrder } from "@/lib/import-export/parse/date-text";
export { readFileText } from "@/lib/import-export/parse/file-text";
export { fileSizeError } from "@/lib/import-export/parse/limits";
export type { AmbiguousSymbol, ImportError, ImportSource, SymbolCurrencies } from "@/lib/import-export/types";
export { detectSource } from "./detect";
export { countPreview, countPreviewPayments, previewImport, type PreviewProblem, type PreviewRow } from "./preview";

export function readImport(source: ImportSource, text: string, answers: ImportAnswers): ImportReading | ImportFailure {
  const none = { categories: [], ambiguousSymbols: [], rowsWithoutCurrency: 0 };
  const { today, symbolCurrencies } = answers;
  switch (source) {
    case "backup": {
      const result = readBackupFile(text);
      return result.ok ? { ...none, ok: true, rows: result.rows, categories: result.categories } : result;
    }
    case "csv": {
      const result = readSubscriptionsCsv(text);
      return result.ok ? { ...none, ok: true, rows: result.rows } : result;
    }
    case "wallos-json":
    case "wallos-csv": {
      const read = source === "wallos-json" ? readWallosJson : readWallosCsv;
      const result = read(text, { today, symbolCurrencies, paidByLabel: answers.labels?.paidBy, cancelByLabel: answers.labels?.cancelBy });
      return result.ok ? { ...none, ...result } : result;
    }
    case "subtrackr": {
      const result = readSubtrackr(text, { today, currency: answers.currency, accountLabel: answers.labels?.account });
      return result.ok ? { ...none, ...result } : result;
    }
    case "spreadsheet": {
      if (!answers.spreadsheet) throw new Error("A spreadsheet is read with a mapping");
      const result = readSpreadsheet(text, { ...answers.spreadsheet, today, symbolCurrencies });
      return result.ok ? { ...none, ...result } : result;
    }
  }
}
