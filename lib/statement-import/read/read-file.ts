import { bankCsvSample, readBankCsv, type BankCsvMapping, type BankCsvSample } from "@/lib/import-export/formats/statements/bank-csv";
import { decodeStatement } from "@/lib/import-export/formats/statements/decode";
import type { StatementParseResult } from "@/lib/import-export/formats/statements/types";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { readerFor, statementFormatOf } from "./formats";

/** `mapping` is the user's answer for a CSV whose columns match no bank the readers know. */
export type ReadFileOptions = { defaultCurrency: string; dateOrder?: DateOrder; mapping?: BankCsvMapping };

/** A reader's result, or a CSV to be mapped: its columns match no bank the readers know. */
export type ReadFileResult = StatementParseResult | { ok: false; columns: BankCsvSample };

/**
 * Decodes, recognises and reads one dropped file; every failure names the file, and the line when one
 * is to blame. `onDecoded` lets a progress bar move between the two long steps of a large file.
 */
export function readStatementFile(bytes: Uint8Array, fileName: string, options: ReadFileOptions, onDecoded?: () => void): ReadFileResult {
  const decoded = decodeStatement(bytes, fileName);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  onDecoded?.();
  const readOptions = { fileName, encoding: decoded.encoding, ...options };
  if (options.mapping) return readBankCsv(decoded.text, readOptions);
  const recognised = statementFormatOf(fileName, decoded.text);
  if (!recognised) return { ok: false, error: { key: "statementNotStatement", file: fileName } };
  const result = readerFor(recognised.format)(decoded.text, readOptions);
  if (!result.ok && "error" in result && recognised.format === "csv" && !recognised.byContent && result.error.key === "statementNotStatement") {
    const columns = bankCsvSample(decoded.text);
    if (columns) return { ok: false, columns };
  }
  return result;
}
