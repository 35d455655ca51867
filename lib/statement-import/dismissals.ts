import type { Cadence } from "@/lib/recurring-charges/types";

/** The database's amount_bucket(): ten buckets per factor of e, so one bucket spans about 10%. */
export function amountBucket(amount: number): number | null {
  // `|| 0` turns the -0 of amounts just under 1 into the database's 0.
  return amount > 0 && Number.isFinite(amount) ? Math.round(10 * Math.log(amount)) || 0 : null;
}

export type Dismissal = { merchantKey: string; cadence: Cadence; currency: string; amount: number; amountBucket: number };

/**
 * Whether the user already said a candidate is not a subscription: same merchant, cadence and
 * currency, and an amount in the dismissed bucket or the next one either side, so a small price
 * change stays dismissed while a very different amount is asked about again.
 */
export function isDismissed(
  candidate: { merchantKey: string; cadence: Cadence; currency: string; amount: number },
  dismissals: readonly Dismissal[],
): boolean {
  const bucket = amountBucket(candidate.amount);
  if (bucket === null) return false;
  return dismissals.some(
    (dismissal) =>
      dismissal.merchantKey === candidate.merchantKey &&
      dismissal.cadence === candidate.cadence &&
      dismissal.currency === candidate.currency &&
      Math.abs(dismissal.amountBucket - bucket) <= 1,
  );
}
