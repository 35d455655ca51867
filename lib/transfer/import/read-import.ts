import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import { readBackupFile } from "./backup-file";
import type { SpreadsheetMapping } from "./spreadsheet/mapping";
import { readSpreadsheet, type SpreadsheetOptions } from "./spreadsheet/read";
import { readSubscriptionsCsv } from "./subscriptions-csv";
import { readSubtrackr } from "./subtrackr";
import type { AmbiguousSymbol, ImportedCategory, ImportedSubscription, ImportFailure, ImportSource, SymbolCurrencies } from "./types";
import { readWallosCsv, readWallosJson } from "./wallos";

/** What the user has answered so far about a file: the currencies of symbols, of rows naming none, a mapping. */
export type ImportAnswers = {
  today: CalendarDate;
  symbolCurrencies?: SymbolCurrencies;
  /** For SubTrackr rows that name no currency. */
  currency?: Currency;
  /** For a spreadsheet: how to read it. */
  spreadsheet?: Omit<SpreadsheetOptions, "today" | "symbolCurrencies">;
  /** Notes lines other apps keep in their own columns, in the user's language. */
  labels?: { paidBy: string; account: string; cancelBy?: string };
};

export type ImportReading = {
  ok: true;
  rows: ImportedSubscription[];
  /** Categories to create even when no row uses them (a backup's). */
  categories: ImportedCategory[];
  /** Questions still open: symbols that name more than one currency, rows that name none. */
  ambiguousSymbols: AmbiguousSymbol[];
  rowsWithoutCurrency: number;
};

export type { SpreadsheetMapping };

/** Reads a file of a known source with the answers given so far. A spreadsheet needs its mapping first. */
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
