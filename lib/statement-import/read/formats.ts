import { looksLikeBankCsv, readBankCsv } from "@/lib/import-export/formats/statements/bank-csv";
import { looksLikeCamt053, readCamt053 } from "@/lib/import-export/formats/statements/camt053";
import { looksLikeNorma43, readNorma43 } from "@/lib/import-export/formats/statements/norma43";
import { looksLikeOfx, readOfx } from "@/lib/import-export/formats/statements/ofx";
import { looksLikeQif, readQif } from "@/lib/import-export/formats/statements/qif";
import type { ReadOptions } from "@/lib/import-export/formats/statements/statement-result";
import type { StatementFormat, StatementParseResult } from "@/lib/import-export/formats/statements/types";

type Reader = { looksLike: (text: string) => boolean; read: (text: string, options: ReadOptions) => StatementParseResult };

// Content is tried in this order: the most distinctive openings first, CSV (any text with commas) last.
const READERS: readonly (readonly [StatementFormat, Reader])[] = [
  ["ofx", { looksLike: looksLikeOfx, read: readOfx }],
  ["camt053", { looksLike: looksLikeCamt053, read: readCamt053 }],
  ["qif", { looksLike: looksLikeQif, read: readQif }],
  ["norma43", { looksLike: looksLikeNorma43, read: readNorma43 }],
  ["csv", { looksLike: looksLikeBankCsv, read: readBankCsv }],
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

export type RecognisedFormat = { format: StatementFormat; byContent: boolean };

/** The format a file's content says it is, else the one its extension names; null when neither knows. */
export function statementFormatOf(fileName: string, text: string): RecognisedFormat | null {
  const byContent = READERS.find(([, reader]) => reader.looksLike(text));
  if (byContent) return { format: byContent[0], byContent: true };
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const format = EXTENSIONS[extension];
  return format ? { format, byContent: false } : null;
}

export function readerFor(format: StatementFormat): Reader["read"] {
  const reader = READERS.find(([name]) => name === format);
  if (!reader) throw new Error(`No reader for ${format}`);
  return reader[1].read;
}
