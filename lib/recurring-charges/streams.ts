import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { clusterAmounts } from "./amounts";
import { judgeCadence, type CadenceFit } from "./cadence";
import type { Cadence } from "./types";

export type Stream = { charges: StatementTransaction[]; fit: CadenceFit; variable: boolean };

const VARIABLE_CADENCES: readonly Cadence[] = ["monthly", "bimonthly", "quarterly", "semiannual", "yearly"];

const MIN_SHARE = 0.5;
const TIGHT_DAYS: Partial<Record<Cadence, number>> = { weekly: 1, biweekly: 2 };

const byDate = (a: StatementTransaction, b: StatementTransaction) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
const datesOf = (charges: readonly StatementTransaction[]) => charges.map((charge) => charge.date);

const misfitsOf = (charges: readonly StatementTransaction[]) => judgeCadence(datesOf(charges))?.misfits ?? 0;

// 12.99 for a year then 13.99 on the same schedule is one subscription that got dearer, not two.
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
      // A late charge each side already tolerated (a weekend shift) must not keep the halves apart.
      if (!fit || fit.misfits > misfitsOf(current) + misfitsOf(next)) continue;
      current = merged;
      pending.splice(i, 1);
      i = -1;
    }
    joined.push(current);
  }
  return joined;
}

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

function steady(charges: readonly StatementTransaction[]): boolean {
  return charges.every(
    (charge, i) => charges[i - 1]?.amountMilli === charge.amountMilli || charges[i + 1]?.amountMilli === charge.amountMilli,
  );
}

// At a shop visited often, some charges fall on a rhythm by chance (two equal amounts a year apart):
// unless they repeat exactly three times or more, they must be most of what the shop took meanwhile.
export function plausible(stream: Stream, all: readonly StatementTransaction[], knownRecurring: boolean): boolean {
  const { charges, fit } = stream;
  const repeats = steady(charges);
  if (knownRecurring) return true;
  // Late postings and skipped weeks are allowed for the boxes and kits the catalogue knows; at any other
  // shop visited about weekly they are what chance looks like.
  const tight = TIGHT_DAYS[fit.cadence];
  if (tight !== undefined && (fit.maxDeviationDays > tight || fit.missed > 1)) return false;
  if (repeats && charges.length >= 3) return true;
  const long = fit.cadence === "semiannual" || fit.cadence === "yearly";
  if (!repeats && charges.length < (long ? 3 : 4)) return false;
  const first = charges[0].date;
  const last = charges[charges.length - 1].date;
  const alongside = all.filter((charge) => charge.date >= first && charge.date <= last).length;
  return charges.length / alongside >= MIN_SHARE;
}
