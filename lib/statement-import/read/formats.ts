import { looksLikeOfx, readOfx } from "@/lib/import-export/formats/statements/ofx";
import { looksLikeQif, readQif } from "@/lib/import-export/formats/statements/qif";
import type { ReaderOptions } from "@/lib/import-export/formats/statements/reader-result";
import type { StatementFormat, StatementParseResult } from "@/lib/import-export/formats/statements/types";

type Reader = { looksLike: (text: string) => boolean; read: (text: string, options: ReaderOptions) => StatementParseResult };

// Content is tried in this order: the most distinctive openings first, CSV (anything with commas) last.
const READERS: readonly (readonly [StatementFormat, Reader])[] = [
  ["ofx", { looksLike: looksLikeOfx, read: readOfx }],
  ["qif", { looksLike: looksLikeQif, read: readQif }],
];

const EXTENSIONS: Readonly<Record<string, StatementFormat>> = {
  ofx: "ofx",
  qfx: "ofx",
  qbo: "ofx",
  qif: "qif",
  xml: "camt053",
  n43: "norma43",
  aeb: "norma43",
  csb: "norma43",
  csv: "csv",
};

/** The format a file's content says it is, else the one its extension names; null when neither knows. */
export function statementFormatOf(fileName: string, text: string): StatementFormat | null {
  const byContent = READERS.find(([, reader]) => reader.looksLike(text));
  if (byContent) return byContent[0];
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return EXTENSIONS[extension] ?? null;
}

export function readerFor(format: StatementFormat): Reader["read"] | null {
  return READERS.find(([name]) => name === format)?.[1].read ?? null;
}
