import { decodeStatement } from "@/lib/import-export/formats/statements/decode";
import type { StatementParseResult } from "@/lib/import-export/formats/statements/types";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { readerFor, statementFormatOf } from "./formats";

export type ReadFileOptions = { defaultCurrency: string; dateOrder?: DateOrder };

/** Decodes, recognises and reads one dropped file; every failure names the file, and the line when one is to blame. */
export function readStatementFile(bytes: Uint8Array, fileName: string, options: ReadFileOptions): StatementParseResult {
  const decoded = decodeStatement(bytes, fileName);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const format = statementFormatOf(fileName, decoded.text);
  const read = format && readerFor(format);
  if (!read) return { ok: false, error: { key: "statementNotStatement", file: fileName } };
  return read(decoded.text, { fileName, encoding: decoded.encoding, ...options });
}
