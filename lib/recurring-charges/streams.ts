import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { clusterAmounts } from "./amounts";
import { judgeCadence, type CadenceFit } from "./cadence";
import type { Cadence } from "./types";

export type Stream = { charges: StatementTransaction[]; fit: CadenceFit; variable: boolean };

/** Bills that vary (electricity, water) are accepted only at these cadences, never weekly shopping. */
const VARIABLE_CADENCES: readonly Cadence[] = ["monthly", "bimonthly", "quarterly", "semiannual", "yearly"];

/** Below this share of a merchant's charges over its span, a weakly supported stream is chance. */
const MIN_SHARE = 0.5;

const byDate = (a: StatementTransaction, b: StatementTransaction) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
const datesOf = (charges: readonly StatementTransaction[]) => charges.map((charge) => charge.date);

/**
 * Joins a price cluster to the one that takes over after it ends, when the two together keep one
 * cadence: 12.99 for a year then 13.99 is one subscription that got dearer, not two.
 */
function joinPriceSteps(clusters: StatementTransaction[][]): StatementTransaction[][] {
  const joined = clusters.filter((cluster) => cluster.length >= 2 && !steady(cluster));
  const pending = clusters.filter((cluster) => cluster.length >= 2 && steady(cluster)).sort((a, b) => byDate(a[0], b[0]));
  while (pending.length > 0) {
    let current = pending.shift()!;
    for (let i = 0; i < pending.length; i++) {
      const next = pending[i];
      if (next[0].date <= current[current.length - 1].date) continue;
      const merged = [...current, ...next];
      const fit = judgeCadence(datesOf(merged));
      if (!fit || fit.misfits > 0) continue;
      current = merged;
      pending.splice(i, 1);
      i = -1;
    }
    joined.push(current);
  }
  return joined;
}

/**
 * One merchant's charges (oldest first) split into streams: each steady price on its own schedule
 * (two Apple subscriptions), or, where `variable` allows, the whole group as one bill that varies.
 */
export function findStreams(
  charges: readonly StatementTransaction[],
  variable: { allowed: boolean; strict: boolean },
): Stream[] {
  const streams: Stream[] = [];
  for (const cluster of joinPriceSteps(clusterAmounts(charges))) {
    const fit = judgeCadence(datesOf(cluster));
    if (fit) streams.push({ charges: cluster, fit, variable: false });
  }
  const covered = streams.reduce((sum, stream) => sum + stream.charges.length, 0);
  if (!variable.allowed || covered === charges.length || charges.length < 3) return streams;
  const fit = judgeCadence(datesOf(charges));
  // Every gap must fit: one stray purchase among the bills means the amounts are not one bill.
  if (!fit || fit.misfits > 0 || !VARIABLE_CADENCES.includes(fit.cadence)) return streams;
  if (variable.strict && (fit.missed > 0 || charges.length < 4)) return streams;
  return [{ charges: [...charges], fit, variable: true }];
}

/** Every charge repeats the amount of a neighbour: a price held, however often it changed. */
function steady(charges: readonly StatementTransaction[]): boolean {
  return charges.every(
    (charge, i) => charges[i - 1]?.amountMilli === charge.amountMilli || charges[i + 1]?.amountMilli === charge.amountMilli,
  );
}

/**
 * Coincidence filter. At a shop visited often, some charges fall on a rhythm by chance: two equal
 * amounts a year apart, or similar amounts a month apart. Such a stream must make up most of the
 * merchant's charges over its span, and with varying amounts needs one charge more than usual.
 * Three or more exact repeats on a rhythm, or a merchant that only bills subscriptions, need no more.
 */
export function plausible(stream: Stream, all: readonly StatementTransaction[], knownRecurring: boolean): boolean {
  const { charges, fit } = stream;
  const repeats = steady(charges);
  if (knownRecurring || (repeats && charges.length >= 3)) return true;
  const long = fit.cadence === "semiannual" || fit.cadence === "yearly";
  if (!repeats && charges.length < (long ? 3 : 4)) return false;
  const first = charges[0].date;
  const last = charges[charges.length - 1].date;
  const alongside = all.filter((charge) => charge.date >= first && charge.date <= last).length;
  return charges.length / alongside >= MIN_SHARE;
}
