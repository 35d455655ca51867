import type { RecurringCharge } from "../../lib/recurring-charges/types";
import type { TruthStream } from "./types";

/** What the benchmark compares of a detected charge. */
export type Detected = Pick<RecurringCharge, "merchantKey" | "name" | "brand" | "cadence" | "currency" | "amountMilli" | "active">;

export const AMOUNT_TOLERANCE = 0.02;

/** Lower case letters and digits of any script, accents dropped: "Café-Plus.com" → "cafepluscom". */
export function normaliseName(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The detector names the merchant its own way: any of its names containing one of the truth's aliases counts. */
export function sameMerchant(truth: TruthStream, detected: Detected): boolean {
  const names = [detected.name, detected.brand ?? "", detected.merchantKey].map(normaliseName);
  return truth.aliases.some((alias) => names.some((name) => name.includes(normaliseName(alias))));
}

export const amountWithin = (truth: TruthStream, detected: Detected) =>
  Math.abs(detected.amountMilli - truth.amountMilli) <= truth.amountMilli * AMOUNT_TOLERANCE;

export type MatchedPair = { truth: TruthStream; detected: Detected; cadenceRight: boolean; amountRight: boolean; statusRight: boolean };

export type StatementScore = {
  truePositives: MatchedPair[];
  falsePositives: Detected[];
  falseNegatives: TruthStream[];
  /** Every detection paired with a detectable stream of the same merchant, right or not. */
  pairs: MatchedPair[];
  /** Detections of streams with too few charges to require: neither right nor wrong. */
  ignored: number;
};

/**
 * Pairs detections with truth one to one (two Apple streams need two detections), preferring
 * pairs right on both cadence and amount, then the closest amount. A pair wrong on either is a
 * false positive and a false negative at once.
 */
export function scoreStatement(truth: readonly TruthStream[], detected: readonly Detected[]): StatementScore {
  const candidates = truth.flatMap((stream) =>
    detected
      .filter((charge) => charge.currency.toUpperCase() === stream.currency && sameMerchant(stream, charge))
      .map((charge): MatchedPair => ({
        truth: stream,
        detected: charge,
        cadenceRight: charge.cadence === stream.cadence,
        amountRight: amountWithin(stream, charge),
        statusRight: charge.active === stream.active,
      })),
  );
  const rank = (pair: MatchedPair) => (pair.cadenceRight ? 2 : 0) + (pair.amountRight ? 1 : 0);
  const distance = (pair: MatchedPair) => Math.abs(pair.detected.amountMilli - pair.truth.amountMilli) / pair.truth.amountMilli;
  candidates.sort((a, b) => rank(b) - rank(a) || distance(a) - distance(b));

  const usedTruth = new Set<TruthStream>();
  const usedDetected = new Set<Detected>();
  const score: StatementScore = { truePositives: [], falsePositives: [], falseNegatives: [], pairs: [], ignored: 0 };
  for (const pair of candidates) {
    if (usedTruth.has(pair.truth) || usedDetected.has(pair.detected)) continue;
    usedTruth.add(pair.truth);
    usedDetected.add(pair.detected);
    if (!pair.truth.detectable) {
      score.ignored++;
      continue;
    }
    score.pairs.push(pair);
    if (pair.cadenceRight && pair.amountRight) score.truePositives.push(pair);
    else {
      score.falsePositives.push(pair.detected);
      score.falseNegatives.push(pair.truth);
    }
  }
  score.falsePositives.push(...detected.filter((charge) => !usedDetected.has(charge)));
  score.falseNegatives.push(...truth.filter((stream) => stream.detectable && !usedTruth.has(stream)));
  return score;
}
