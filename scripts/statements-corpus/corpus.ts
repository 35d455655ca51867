import type { DateOrder } from "../../lib/import-export/parse/date-text";
import type { StatementFormat } from "../../lib/import-export/formats/statements/types";
import { encodeText, type StatementEncoding } from "./encode";
import { generateHistory } from "./generate";
import type { Convention, GeneratedHistory, TruthStream } from "./types";
import { writeBankCsv, type CsvLayout } from "./writers/bank-csv";
import { writeCamt053 } from "./writers/camt053";
import { statementRows } from "./writers/common";
import { writeNorma43 } from "./writers/norma43";
import { writeOfx, type OfxOptions } from "./writers/ofx";
import { writeQif, type QifOptions } from "./writers/qif";

/** A written file, and how many transactions it lists (a card statement leaves out the salary). */
type Rendered = { extension: string; text: string; encoding: StatementEncoding; transactions: number };

export type CorpusEntry = {
  id: string;
  format: StatementFormat;
  /** The flavour within the format, for the per-variant figures: "ofx-sgml", "camt-08", "csv-tw"… */
  variant: string;
  convention: Convention;
  months: number;
  seed: number;
  end: string;
  /** The order a person would pick if the reader asks (QIF and CSV dates can be ambiguous). */
  dateOrder?: DateOrder;
  render: (history: GeneratedHistory) => Rendered;
};

export type CorpusStatement = Omit<CorpusEntry, "render"> & {
  fileName: string;
  bytes: Uint8Array;
  currency: string;
  truth: TruthStream[];
  transactions: number;
};

const ofx = (extension: string, options: OfxOptions) => (history: GeneratedHistory): Rendered => ({
  extension,
  text: writeOfx(history, options),
  encoding: options.version === "102" ? "windows-1252" : "utf-8",
  transactions: statementRows(history, options.account).length,
});
const qif = (options: QifOptions) => (history: GeneratedHistory): Rendered => ({
  extension: "qif",
  text: writeQif(history, options),
  encoding: "windows-1252",
  transactions: statementRows(history, options.account).length,
});
const camt = (version: "02" | "08", latin1 = false) => (history: GeneratedHistory): Rendered => ({
  extension: "xml",
  text: writeCamt053(history, { version, encoding: latin1 ? "ISO-8859-1" : "UTF-8" }),
  encoding: latin1 ? "iso-8859-1" : "utf-8",
  transactions: history.transactions.length,
});
const n43 = (extension: string) => (history: GeneratedHistory): Rendered => ({
  extension,
  text: writeNorma43(history),
  encoding: "iso-8859-1",
  transactions: history.transactions.length,
});
const csv = (layout: CsvLayout, encoding: StatementEncoding, preamble = false) => (history: GeneratedHistory): Rendered => ({
  extension: "csv",
  text: writeBankCsv(history, layout, { preamble }),
  encoding,
  transactions: history.transactions.length,
});

type Row = [id: string, format: StatementFormat, variant: string, convention: Convention, months: number, seed: number, render: CorpusEntry["render"], dateOrder?: DateOrder];

const ROWS: Row[] = [
  ["us-ofx-bank-13", "ofx", "ofx-sgml", "us", 13, 101, ofx("ofx", { version: "102", account: "bank" })],
  ["us-ofx-bank-24", "ofx", "ofx-sgml", "us", 24, 102, ofx("ofx", { version: "102", account: "bank" })],
  ["us-ofx-card-3", "ofx", "ofx-sgml", "us", 3, 103, ofx("ofx", { version: "102", account: "creditCard" })],
  ["us-qfx-card-13", "ofx", "qfx", "us", 13, 104, ofx("qfx", { version: "102", account: "creditCard", intuitBankId: "10898" })],
  ["us-qbo-bank-24", "ofx", "qbo", "us", 24, 105, ofx("qbo", { version: "102", account: "bank", intuitBankId: "3000" })],
  ["us-ofx2-bank-13", "ofx", "ofx-xml", "us", 13, 106, ofx("ofx", { version: "220", account: "bank" })],
  ["us-ofx2-card-24", "ofx", "ofx-xml", "us", 24, 107, ofx("qfx", { version: "220", account: "creditCard", intuitBankId: "10898" })],
  ["us-qif-bank-13", "qif", "qif-us", "us", 13, 108, qif({ account: "bank", dates: "quicken" }), "MDY"],
  ["us-qif-card-24", "qif", "qif-us", "us", 24, 109, qif({ account: "creditCard", dates: "quicken" }), "MDY"],
  ["us-csv-chase-3", "csv", "csv-chase", "us", 3, 110, csv("chase", "utf-8"), "MDY"],
  ["us-csv-chase-13", "csv", "csv-chase", "us", 13, 111, csv("chase", "utf-8"), "MDY"],
  ["us-csv-chase-24", "csv", "csv-chase", "us", 24, 112, csv("chase", "utf-8"), "MDY"],
  ["es-n43-3", "norma43", "n43", "es", 3, 201, n43("n43")],
  ["es-n43-13", "norma43", "n43", "es", 13, 202, n43("n43")],
  ["es-n43-24", "norma43", "n43", "es", 24, 203, n43("q43")],
  ["es-csv-13", "csv", "csv-es", "es", 13, 204, csv("es", "windows-1252"), "DMY"],
  ["es-csv-24", "csv", "csv-es", "es", 24, 205, csv("es", "windows-1252", true), "DMY"],
  ["es-qif-13", "qif", "qif-dmy", "es", 13, 206, qif({ account: "bank", dates: "DD/MM/YYYY" }), "DMY"],
  ["tw-csv-3", "csv", "csv-tw", "tw", 3, 301, csv("tw", "utf-8-bom"), "YMD"],
  ["tw-csv-13", "csv", "csv-tw", "tw", 13, 302, csv("tw", "big5"), "YMD"],
  ["tw-csv-24", "csv", "csv-tw", "tw", 24, 303, csv("tw", "utf-8"), "YMD"],
  ["tw-csv-13-bom", "csv", "csv-tw", "tw", 13, 304, csv("tw", "utf-8-bom"), "YMD"],
  ["de-camt02-13", "camt053", "camt-02", "de", 13, 401, camt("02")],
  ["de-camt02-24", "camt053", "camt-02", "de", 24, 402, camt("02")],
  ["de-camt08-3", "camt053", "camt-08", "de", 3, 403, camt("08")],
  ["de-camt08-13", "camt053", "camt-08", "de", 13, 404, camt("08", true)],
  ["de-camt08-24", "camt053", "camt-08", "de", 24, 405, camt("08")],
  ["nl-camt02-3", "camt053", "camt-02", "nl", 3, 501, camt("02")],
  ["nl-camt02-13", "camt053", "camt-02", "nl", 13, 502, camt("02")],
  ["nl-camt08-24", "camt053", "camt-08", "nl", 24, 503, camt("08")],
];

// Statements end on different days of the month, so month-end charges fall on either side of the end.
const ENDS = ["2026-08-31", "2026-09-14", "2026-07-20", "2026-10-03"];

export const CORPUS: readonly CorpusEntry[] = ROWS.map(([id, format, variant, convention, months, seed, render, dateOrder], i) => ({
  id, format, variant, convention, months, seed, render, dateOrder, end: ENDS[i % ENDS.length],
}));

/** Generates every statement in memory: the files a user would drop, with what a perfect detector finds. */
export function buildStatement(entry: CorpusEntry): CorpusStatement {
  const { render, ...rest } = entry;
  const history = generateHistory({ seed: entry.seed, convention: entry.convention, months: entry.months, end: entry.end });
  const rendered = render(history);
  return {
    ...rest,
    fileName: `${entry.id}.${rendered.extension}`,
    bytes: encodeText(rendered.text, rendered.encoding),
    currency: history.currency,
    truth: history.truth,
    transactions: rendered.transactions,
  };
}

/** A statement of exactly `transactions` transactions, for timing: two years of a very busy account. */
export function busyHistory(transactions: number): GeneratedHistory {
  const history = generateHistory({ seed: 9001, convention: "us", months: 24, end: "2026-08-31", noiseScale: Math.ceil(transactions / 1200) });
  if (history.transactions.length < transactions) throw new Error(`only ${history.transactions.length} transactions`);
  const kept = history.transactions.slice(-transactions);
  return { ...history, from: kept[0].date, transactions: kept };
}
