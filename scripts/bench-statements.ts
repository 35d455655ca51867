// Benchmarks statement import end to end in Node, with no app or database:
//   - accuracy: each statement of the labelled corpus (scripts/statements-corpus) is decoded, read
//     by the reader for its format and run through the detector with today = its last day; the
//     detections are scored against the truth: precision and recall overall, per format, history
//     length and cadence, the share with the right cadence, amount and status, and the targets;
//   - speed: a 10,000-transaction statement as OFX and as CSV, decode + read + detect, median of
//     5 runs (target ≤ 500 ms), and the peak resident memory of the whole run;
//   - with --samples <dir>: the public sample files listed in statements-corpus/samples.ts, read only.
// Usage: npx tsx scripts/bench-statements.ts [--samples <dir>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { readBankCsv } from "../lib/import-export/formats/statements/bank-csv";
import { readCamt053 } from "../lib/import-export/formats/statements/camt053";
import { decodeStatement } from "../lib/import-export/formats/statements/decode";
import { readNorma43 } from "../lib/import-export/formats/statements/norma43";
import { readOfx } from "../lib/import-export/formats/statements/ofx";
import { readQif } from "../lib/import-export/formats/statements/qif";
import type { StatementFormat, StatementParseResult, StatementReadOptions } from "../lib/import-export/formats/statements/types";
import type { DateOrder } from "../lib/import-export/parse/date-text";
import { detectRecurringCharges } from "../lib/recurring-charges/detect";
import type { DetectionResult } from "../lib/recurring-charges/types";
import { buildStatement, busyHistory, CORPUS } from "./statements-corpus/corpus";
import { encodeText } from "./statements-corpus/encode";
import { scoreStatement } from "./statements-corpus/match";
import { percent, summarise, tallyRow, type StatementOutcome } from "./statements-corpus/report";
import { UPSTREAM_SAMPLES } from "./statements-corpus/samples";
import { writeBankCsv } from "./statements-corpus/writers/bank-csv";
import { writeOfx } from "./statements-corpus/writers/ofx";

const ROOT = join(import.meta.dirname, "..");
const RUNS = 5;
const BUSY_TRANSACTIONS = 10_000;
const TARGET_MS = 500;

type Decoded = { ok: true; text: string; encoding: string } | { ok: false; error: unknown };
type Reader = (text: string, options: StatementReadOptions) => StatementParseResult;
const READERS: Record<StatementFormat, Reader> = { ofx: readOfx, qif: readQif, camt053: readCamt053, norma43: readNorma43, csv: readBankCsv };

type Input = { bytes: Uint8Array; fileName: string; format: StatementFormat; currency: string; today: string; dateOrder?: DateOrder };
type Run =
  | { ok: true; detection: DetectionResult; read: number; askedDateOrder: boolean; ms: { decode: number; read: number; detect: number } }
  | { ok: false; error: string };

const errorKey = (error: unknown) => (typeof error === "object" && error !== null && "key" in error ? String(error.key) : String(error));

/** What the browser does with a dropped file; a date-order question is answered as the person would. */
function importStatement(input: Input): Run {
  const started = performance.now();
  const decoded: Decoded = decodeStatement(input.bytes, input.fileName);
  if (!decoded.ok) return { ok: false, error: `decode: ${errorKey(decoded.error)}` };
  const decodedAt = performance.now();
  const options: StatementReadOptions = { fileName: input.fileName, defaultCurrency: input.currency };
  let parsed = READERS[input.format](decoded.text, options);
  const askedDateOrder = !parsed.ok && "dateOrder" in parsed;
  if (askedDateOrder && input.dateOrder) parsed = READERS[input.format](decoded.text, { ...options, dateOrder: input.dateOrder });
  if (!parsed.ok) return { ok: false, error: "error" in parsed ? `read: ${parsed.error.key}` : "read: date order still ambiguous" };
  const readAt = performance.now();
  const detection: DetectionResult = detectRecurringCharges(parsed.statement.transactions, { today: input.today });
  const ms = { decode: decodedAt - started, read: readAt - decodedAt, detect: performance.now() - readAt };
  return { ok: true, detection, read: parsed.statement.transactions.length, askedDateOrder, ms };
}

/** A reader or detector that throws costs its statement, not the whole report. */
function importSafely(input: Input): Run {
  try {
    return importStatement(input);
  } catch (error) {
    return { ok: false, error: `threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function accuracy(): StatementOutcome[] {
  return CORPUS.map((entry) => {
    const statement = buildStatement(entry);
    const run = importSafely({ ...statement, today: statement.end });
    const base = { id: statement.id, format: statement.format, variant: statement.variant, months: statement.months, truth: statement.truth, expected: statement.transactions };
    if (!run.ok) return { ...base, error: run.error, askedDateOrder: false, read: 0, score: null, ms: 0 };
    const ms = run.ms.decode + run.ms.read + run.ms.detect;
    return { ...base, error: null, askedDateOrder: run.askedDateOrder, read: run.read, score: scoreStatement(statement.truth, run.detection.charges), ms };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function speed() {
  const history = busyHistory(BUSY_TRANSACTIONS);
  const files = [
    { format: "ofx" as const, fileName: "busy.ofx", bytes: encodeText(writeOfx(history, { version: "102", account: "bank" }), "windows-1252"), dateOrder: undefined },
    { format: "csv" as const, fileName: "busy.csv", bytes: encodeText(writeBankCsv(history, "chase"), "utf-8"), dateOrder: "MDY" as const },
  ];
  return files.map((file) => {
    const input = { ...file, currency: history.currency, today: history.to };
    const runs: { decode: number; read: number; detect: number }[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const run = importSafely(input);
      if (!run.ok) return { format: file.format, error: run.error };
      if (i > 0) runs.push(run.ms); // the first run warms the JIT up
    }
    const total = median(runs.map((ms) => ms.decode + ms.read + ms.detect));
    const stage = (key: "decode" | "read" | "detect") => Math.round(median(runs.map((ms) => ms[key])));
    return { format: file.format, kib: Math.round(file.bytes.length / 1024), decodeMs: stage("decode"), readMs: stage("read"), detectMs: stage("detect"), totalMs: Math.round(total) };
  });
}

function samples(folder: string) {
  return UPSTREAM_SAMPLES.map((sample) => {
    const path = join(folder, sample.file);
    if (!existsSync(path)) return { file: sample.file, result: "not in the folder" };
    const input = { bytes: readFileSync(path), fileName: sample.file, format: sample.format, currency: sample.currency, dateOrder: sample.dateOrder };
    const run = importSafely({ ...input, today: "2099-12-31" });
    if (!run.ok) return { file: sample.file, result: run.error };
    return { file: sample.file, result: `${run.read} of ${sample.transactions} transactions read`, detected: run.detection.charges.length };
  });
}

function main() {
  const outcomes = accuracy();
  const summary = summarise(outcomes);
  console.log(`Statements: ${outcomes.length} generated statements, ${outcomes.reduce((sum, each) => sum + each.expected, 0)} transactions`);
  console.table(
    outcomes.map((each) => ({
      statement: each.id,
      read: each.error ?? `${each.read}/${each.expected}`,
      "asked date order": each.askedDateOrder ? "yes" : "",
      found: each.score?.truePositives.length ?? 0,
      "false +": each.score?.falsePositives.length ?? 0,
      missed: each.score?.falseNegatives.length ?? each.truth.filter((stream) => stream.detectable).length,
      ms: Math.round(each.ms),
    })),
  );
  console.table([tallyRow("overall", summary.overall), ...summary.byFormat.map((row) => tallyRow(row.key, row.tally))]);
  console.table(summary.byVariant.map((row) => tallyRow(row.key, row.tally)));
  console.table(summary.byMonths.map((row) => tallyRow(`${row.key} months`, row.tally)));
  console.table(summary.byCadence.map((row) => tallyRow(row.key, row.tally)));
  const { accuracy: share } = summary;
  console.log(`Of ${share.pairs} detections of a real stream: cadence right ${percent(share.cadence)}, amount within 2 % ${percent(share.amount)}, active/ended right ${percent(share.status)}`);
  console.table(summary.targets.map((row) => ({ target: row.target, measured: percent(row.value), met: row.met ? "yes" : "NO" })));

  const timings = speed();
  console.table(timings.map((row) => ("error" in row ? row : { ...row, target: `≤ ${TARGET_MS} ms`, met: row.totalMs <= TARGET_MS ? "yes" : "NO" })));
  const memory = { peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024), heapUsedMiB: Math.round(process.memoryUsage().heapUsed / 1024 / 1024) };
  console.log(`Memory: peak RSS ${memory.peakRssMiB} MiB, heap in use at the end ${memory.heapUsedMiB} MiB`);

  const samplesAt = process.argv.indexOf("--samples");
  const upstream = samplesAt > 0 ? samples(process.argv[samplesAt + 1]) : null;
  if (upstream) console.table(upstream);

  const statements = outcomes.map(({ id, format, variant, months, error, askedDateOrder, read, expected, score, ms }) => ({
    id, format, variant, months, error, askedDateOrder, read, expected, ms: Math.round(ms),
    found: score?.truePositives.map((pair) => pair.truth.id) ?? [],
    falsePositives: score?.falsePositives.map((charge) => `${charge.name} ${charge.cadence} ${charge.amountMilli}`) ?? [],
    missed: score?.falseNegatives.map((stream) => `${stream.id} ${stream.cadence}`) ?? [],
  }));
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  const result = { measuredAt: new Date().toISOString(), loadAverage: loadavg()[0], summary, statements, speed: timings, memory, samples: upstream };
  writeFileSync(join(ROOT, "bench-results", "statements.json"), `${JSON.stringify(result, null, 2)}\n`);
}

main();
