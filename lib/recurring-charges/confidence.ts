import { periodDays, periodOf, type CadenceFit } from "./cadence";
import type { Cadence, DetectionReason } from "./types";

const FULL_COUNT: Record<Cadence, number> = {
  weekly: 8,
  biweekly: 6,
  monthly: 6,
  bimonthly: 4,
  quarterly: 4,
  semiannual: 3,
  yearly: 3,
};
const WEIGHTS = { count: 0.25, regularity: 0.25, amount: 0.15, recency: 0.2, known: 0.15 };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

export type Evidence = {
  count: number;
  fit: CadenceFit;
  variable: boolean;
  spreadPercent: number;
  overdueDays: number;
  knownRecurring: boolean;
};

export function confidenceOf(evidence: Evidence): number {
  const { count, fit, variable, spreadPercent, overdueDays, knownRecurring } = evidence;
  const days = periodDays(fit.cadence);
  const tolerance = periodOf(fit.cadence).toleranceDays;
  // Relative to what the tolerance allows, a weekly day off weighs more than a yearly one; the worst
  // gap counts too, as one gap alone has no variation.
  const spread = clamp(1 - fit.variation / (tolerance / days)) * (1 - (0.5 * fit.maxDeviationDays) / tolerance);
  const regularity = spread * (fit.missed ? 0.9 : 1) * (fit.misfits ? 0.8 : 1);
  const amount = variable ? 0.2 : spreadPercent === 0 ? 1 : clamp(0.8 - (spreadPercent / 7.5) * 0.4);
  const recency = overdueDays <= 0 ? 1 : 0.5 * clamp(1 - overdueDays / (2 * days));
  const score =
    WEIGHTS.count * clamp((count - 1) / (FULL_COUNT[fit.cadence] - 1)) +
    WEIGHTS.regularity * regularity +
    WEIGHTS.amount * amount +
    WEIGHTS.recency * recency +
    WEIGHTS.known * (knownRecurring ? 1 : 0);
  return Math.round(score * 100) / 100;
}

export function reasonsFor(input: {
  brand: string | null;
  count: number;
  fit: CadenceFit;
  variable: boolean;
  spreadPercent: number;
  priceChanges: { date: string; fromMilli: number; toMilli: number }[];
  refunds: number;
}): DetectionReason[] {
  const reasons: DetectionReason[] = [];
  if (input.brand) reasons.push({ kind: "knownMerchant", brand: input.brand });
  reasons.push({ kind: "occurrences", count: input.count });
  reasons.push({ kind: "regularGaps", cadence: input.fit.cadence, maxDeviationDays: input.fit.maxDeviationDays });
  if (!input.variable && input.spreadPercent <= 7.5) reasons.push({ kind: "steadyAmount", spreadPercent: input.spreadPercent });
  for (const change of input.priceChanges) {
    reasons.push({ kind: "priceChange", fromMilli: change.fromMilli, toMilli: change.toMilli, since: change.date });
  }
  if (input.refunds > 0) reasons.push({ kind: "refundNetted", count: input.refunds });
  return reasons;
}
