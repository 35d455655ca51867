export const AMOUNT_TOLERANCE = 0.075;

type Charge = { date: string; amountMilli: number };

const size = (charge: Charge) => Math.abs(charge.amountMilli);
const byDate = <T extends Charge>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

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

function runs(charges: readonly Charge[]): { amountMilli: number; date: string; length: number }[] {
  const result: { amountMilli: number; date: string; length: number }[] = [];
  for (const charge of charges) {
    const last = result.at(-1);
    if (last && last.amountMilli === size(charge)) last.length++;
    else result.push({ amountMilli: size(charge), date: charge.date, length: 1 });
  }
  return result;
}

// A new price counts once two charges in a row agree on it: a prorated month or an add-on is no price change.
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

export function currentAmount(charges: readonly Charge[]): number {
  const held = runs(charges).filter((run) => run.length >= 2);
  if (held.length > 0) return held[held.length - 1].amountMilli;
  return median(charges.slice(-3).map(size));
}

export function amountSpreadPercent(charges: readonly Charge[]): number {
  const since = priceChanges(charges).at(-1)?.date;
  const current = since ? charges.filter((charge) => charge.date >= since) : charges;
  const amounts = current.map(size);
  const spread = (Math.max(...amounts) - Math.min(...amounts)) / median(amounts);
  return Math.round(spread * 1000) / 10;
}
