import { addDays, addMonths } from "../../lib/dates/date-only";
import { CONVENTIONS } from "./conventions";
import { noiseRows } from "./noise";
import { childSeed, createRandom } from "./random";
import { streamCharges } from "./streams";
import type { Convention, GeneratedHistory, GeneratedTransaction, TruthStream } from "./types";

export type GenerateOptions = {
  seed: number;
  convention: Convention;
  months: number;
  /** The last day the statement covers, YYYY-MM-DD. */
  end: string;
  /** Multiplies everyday spending, for large statements; subscriptions stay as they are. */
  noiseScale?: number;
};

/** Share of a country's subscriptions a person has: every history holds a different mix. */
const KEEP_SHARE = 0.8;

/** A person's account over `months` months: the same options always give the same history. */
export function generateHistory(options: GenerateOptions): GeneratedHistory {
  const { seed, convention, months, end } = options;
  const plan = CONVENTIONS[convention];
  const window = { from: addDays(addMonths(end, -months), 1), to: end };
  const picker = createRandom(childSeed(seed, "subscriptions"));
  const context = { window, currency: plan.currency, decimals: plan.decimals, refund: plan.noise.refund };

  const truth: TruthStream[] = [];
  const rows: Omit<GeneratedTransaction, "id">[] = [];
  for (const stream of plan.streams) {
    if (!picker.chance(KEEP_SHARE)) continue;
    const emitted = streamCharges(stream, context, createRandom(childSeed(seed, stream.id)));
    if (emitted.truth) truth.push(emitted.truth);
    rows.push(...emitted.rows);
  }
  rows.push(...noiseRows(plan.noise, window, plan.decimals, options.noiseScale ?? 1, createRandom(childSeed(seed, "noise"))));
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const transactions = rows.map((each, i) => ({ id: `${each.date.replaceAll("-", "")}${String(i).padStart(6, "0")}`, ...each }));
  return { seed, convention, currency: plan.currency, decimals: plan.decimals, account: plan.account, from: window.from, to: end, transactions, truth };
}
