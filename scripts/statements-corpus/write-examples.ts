// Writes four short statements to examples/ for eyeballing, in the encodings banks use:
//   npx tsx scripts/statements-corpus/write-examples.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeText } from "./encode";
import { generateHistory } from "./generate";
import type { Convention, GeneratedHistory } from "./types";
import { writeBankCsv } from "./writers/bank-csv";
import { writeCamt053 } from "./writers/camt053";
import { writeNorma43 } from "./writers/norma43";
import { writeOfx } from "./writers/ofx";

function firstTransactions(convention: Convention, count: number): GeneratedHistory {
  const history = generateHistory({ seed: 7, convention, months: 2, end: "2026-08-31" });
  const transactions = history.transactions.slice(0, count);
  return { ...history, transactions, to: transactions[transactions.length - 1].date };
}

const folder = join(import.meta.dirname, "examples");
mkdirSync(folder, { recursive: true });
const examples = [
  ["us-card.qfx", encodeText(writeOfx(firstTransactions("us", 12), { version: "102", account: "creditCard", intuitBankId: "10898" }), "windows-1252")],
  ["es.n43", encodeText(writeNorma43(firstTransactions("es", 20)), "iso-8859-1")],
  ["de-camt08.xml", encodeText(writeCamt053(firstTransactions("de", 8), { version: "08", encoding: "UTF-8" }), "utf-8")],
  ["tw.csv", encodeText(writeBankCsv(firstTransactions("tw", 25), "tw"), "utf-8-bom")],
] as const;
for (const [name, bytes] of examples) writeFileSync(join(folder, name), bytes);
