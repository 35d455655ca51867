import { decodeStatement } from "@/lib/import-export/formats/statements/decode";
import type { StatementError, StatementParseResult } from "@/lib/import-export/formats/statements/types";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { readerFor, statementFormatOf } from "./formats";

export type ReadFileOptions = { defaultCurrency: string; dateOrder?: DateOrder };

/**
 * A reader's error, or one of the dialog's own: a CSV whose columns match no bank the readers know
 * (its mapping is not asked for yet).
 */
export type ReadFileError = StatementError | (Omit<StatementError, "key"> & { key: "statementCsvLayout" });

export type ReadFileResult = Exclude<StatementParseResult, { ok: false; error: StatementError }> | { ok: false; error: ReadFileError };

/**
 * Decodes, recognises and reads one dropped file; every failure names the file, and the line when one
 * is to blame. `onDecoded` lets a progress bar move between the two long steps of a large file.
 */
export function readStatementFile(bytes: Uint8Array, fileName: string, options: ReadFileOptions, onDecoded?: () => void): ReadFileResult {
  const decoded = decodeStatement(bytes, fileName);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  onDecoded?.();
  const recognised = statementFormatOf(fileName, decoded.text);
  if (!recognised) return { ok: false, error: { key: "statementNotStatement", file: fileName } };
  const result = readerFor(recognised.format)(decoded.text, { fileName, encoding: decoded.encoding, ...options });
  if (!result.ok && "error" in result && recognised.format === "csv" && !recognised.byContent && result.error.key === "statementNotStatement") {
    return { ok: false, error: { key: "statementCsvLayout", file: fileName } };
  }
  return result;
}
