/** Charges within this fraction of a cluster's smallest amount belong to the same price. */
export const AMOUNT_TOLERANCE = 0.075;

type Charge = { date: string; amountMilli: number };

const size = (charge: Charge) => Math.abs(charge.amountMilli);
const byDate = <T extends Charge>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Groups charges whose amounts lie within the tolerance of each cluster's smallest; each cluster oldest first. */
export function clusterAmounts<T extends Charge>(charges: readonly T[]): T[][] {
  const clusters: T[][] = [];
  let floor = 0;
  for (const charge of [...charges].sort((a, b) => size(a) - size(b))) {
    const current = clusters.at(-1);
    if (current && size(charge) <= floor * (1 + AMOUNT_TOLERANCE)) current.push(charge);
    else {
      clusters.push([charge]);
      floor = size(charge);
    }
  }
  return clusters.map((cluster) => cluster.sort(byDate));
}

/** Runs of consecutive charges at exactly the same amount, oldest first. */
function runs(charges: readonly Charge[]): { amountMilli: number; date: string; length: number }[] {
  const result: { amountMilli: number; date: string; length: number }[] = [];
  for (const charge of charges) {
    const last = result.at(-1);
    if (last && last.amountMilli === size(charge)) last.length++;
    else result.push({ amountMilli: size(charge), date: charge.date, length: 1 });
  }
  return result;
}

/**
 * A new price counts once two charges in a row agree on it; one odd charge is never enough
 * (a prorated month or an add-on is not a price change).
 */
export function priceChanges(charges: readonly Charge[]): { date: string; fromMilli: number; toMilli: number }[] {
  const held = runs(charges).filter((run) => run.length >= 2);
  const changes: { date: string; fromMilli: number; toMilli: number }[] = [];
  for (let i = 1; i < held.length; i++) {
    if (held[i].amountMilli === held[i - 1].amountMilli) continue;
    changes.push({ date: held[i].date, fromMilli: held[i - 1].amountMilli, toMilli: held[i].amountMilli });
  }
  return changes;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** The price now: the last held price, else (a bill that varies) the median of the last three. */
export function currentAmount(charges: readonly Charge[]): number {
  const held = runs(charges).filter((run) => run.length >= 2);
  if (held.length > 0) return held[held.length - 1].amountMilli;
  return median(charges.slice(-3).map(size));
}

/** How far amounts spread since the last price change, in percent of their median (0 = all equal). */
export function amountSpreadPercent(charges: readonly Charge[]): number {
  const since = priceChanges(charges).at(-1)?.date;
  const current = since ? charges.filter((charge) => charge.date >= since) : charges;
  const amounts = current.map(size);
  const spread = (Math.max(...amounts) - Math.min(...amounts)) / median(amounts);
  return Math.round(spread * 1000) / 10;
}
