import type { Cadence } from "../../lib/recurring-charges/types";
import type { Detected, StatementScore } from "./match";
import type { TruthStream } from "./types";

/** One corpus statement through decode → read → detect → score. */
export type StatementOutcome = {
  id: string;
  format: string;
  variant: string;
  months: number;
  truth: TruthStream[];
  /** Why the statement could not be read; every stream it holds is then missed. */
  error: string | null;
  /** The reader asked for the date order, and the person's answer was given. */
  askedDateOrder: boolean;
  read: number;
  expected: number;
  score: StatementScore | null;
  ms: number;
};

export type Tally = { tp: number; fp: number; fn: number };

type Filter = { truth?: (stream: TruthStream) => boolean; detected?: (charge: Detected) => boolean };

export function tallyOf(outcomes: readonly StatementOutcome[], filter: Filter = {}): Tally {
  const { truth = () => true, detected = () => true } = filter;
  const total: Tally = { tp: 0, fp: 0, fn: 0 };
  for (const outcome of outcomes) {
    if (!outcome.score) {
      total.fn += outcome.truth.filter((stream) => stream.detectable && truth(stream)).length;
      continue;
    }
    total.tp += outcome.score.truePositives.filter((pair) => truth(pair.truth)).length;
    total.fp += outcome.score.falsePositives.filter(detected).length;
    total.fn += outcome.score.falseNegatives.filter(truth).length;
  }
  return total;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
export const precision = (tally: Tally) => ratio(tally.tp, tally.tp + tally.fp);
export const recall = (tally: Tally) => ratio(tally.tp, tally.tp + tally.fn);
export const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);

export function tallyRow(label: string, tally: Tally) {
  return { "": label, found: tally.tp, "false +": tally.fp, missed: tally.fn, precision: percent(precision(tally)), recall: percent(recall(tally)) };
}

const CADENCES: readonly Cadence[] = ["weekly", "biweekly", "monthly", "bimonthly", "quarterly", "semiannual", "yearly"];
const LONG: readonly Cadence[] = ["quarterly", "yearly"];

export function summarise(outcomes: readonly StatementOutcome[]) {
  const group = <K extends string | number>(keys: readonly K[], pick: (outcome: StatementOutcome) => K) =>
    keys.map((key) => ({ key, tally: tallyOf(outcomes.filter((outcome) => pick(outcome) === key)) }));
  const overall = tallyOf(outcomes);
  const byCadence = CADENCES.map((cadence) => ({
    key: cadence,
    tally: tallyOf(outcomes, { truth: (stream) => stream.cadence === cadence, detected: (charge) => charge.cadence === cadence }),
  }));
  const long = tallyOf(outcomes, { truth: (stream) => LONG.includes(stream.cadence), detected: (charge) => LONG.includes(charge.cadence) });
  const pairs = outcomes.flatMap((outcome) => outcome.score?.pairs ?? []);
  const share = (right: (pair: (typeof pairs)[number]) => boolean) => ratio(pairs.filter(right).length, pairs.length);
  const targets = [
    { target: "precision ≥ 95 %", value: precision(overall), met: (precision(overall) ?? 0) >= 0.95 },
    { target: "recall ≥ 90 %", value: recall(overall), met: (recall(overall) ?? 0) >= 0.9 },
    { target: "quarterly + yearly recall ≥ 85 %", value: recall(long), met: (recall(long) ?? 0) >= 0.85 },
  ];
  return {
    overall,
    byFormat: group([...new Set(outcomes.map((outcome) => outcome.format))], (outcome) => outcome.format),
    byVariant: group([...new Set(outcomes.map((outcome) => outcome.variant))], (outcome) => outcome.variant),
    byMonths: group([...new Set(outcomes.map((outcome) => outcome.months))], (outcome) => outcome.months),
    byCadence,
    quarterlyAndYearly: long,
    /** Of the detections paired with a real stream of the same merchant: how many have its cadence, amount and status. */
    accuracy: { pairs: pairs.length, cadence: share((pair) => pair.cadenceRight), amount: share((pair) => pair.amountRight), status: share((pair) => pair.statusRight) },
    targets,
  };
}
