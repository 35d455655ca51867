import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { primeByStream } from "./amazon-prime";
import { addDays, daysBetween } from "./calendar";
import { AMOUNT_TOLERANCE, amountSpreadPercent, currentAmount, priceChanges } from "./amounts";
import { nextChargeDate, periodDays } from "./cadence";
import { confidenceOf, reasonsFor } from "./confidence";
import { dedupeTransactions } from "./dedupe";
import { netRefunds } from "./exclude";
import { groupByMerchant, type MerchantGroup } from "./groups";
import { titleCase } from "./normalise";
import { findStreams, plausible, type Stream } from "./streams";
import type { Cadence, DetectionResult, RecurringCharge } from "./types";

export type DetectOptions = {
  today: string;
  knownMerchantBonus?: boolean;
};

export const MIN_OCCURRENCES: Record<Cadence, number> = {
  weekly: 3,
  biweekly: 3,
  monthly: 3,
  bimonthly: 3,
  quarterly: 3,
  semiannual: 2,
  yearly: 2,
};
// With only two charges, small amounts are too often coincidence (two 0.50 parking tickets).
export const MIN_TWO_CHARGE_AMOUNT_MILLI = 1000;

function toCharge(
  stream: Stream,
  group: MerchantGroup,
  context: { now: string; knownMerchantBonus: boolean; refunded: StatementTransaction[] },
): RecurringCharge | null {
  const { charges, fit, variable } = stream;
  if (charges.length < MIN_OCCURRENCES[fit.cadence]) return null;
  const amountMilli = currentAmount(charges);
  if (charges.length === 2 && amountMilli < MIN_TWO_CHARGE_AMOUNT_MILLI) return null;
  const dates = charges.map((charge) => charge.date);
  const nextDate = nextChargeDate(dates, fit.cadence);
  const overdueLimit = addDays(nextDate, Math.round(periodDays(fit.cadence) / 4));
  const overdueDays = Math.max(0, daysBetween(overdueLimit, context.now));
  const changes = variable ? [] : priceChanges(charges);
  const spreadPercent = amountSpreadPercent(charges);
  const amounts = charges.map((charge) => -charge.amountMilli);
  const refunds = context.refunded.filter((refunded) =>
    amounts.some((amount) => Math.abs(amount + refunded.amountMilli) <= amount * AMOUNT_TOLERANCE),
  ).length;
  const entry = primeByStream(group.entry, fit.cadence, changes.length === 0 && spreadPercent === 0);
  const brand = entry?.slug ?? null;
  return {
    merchantKey: group.key,
    name: entry?.name ?? titleCase(group.key),
    brand,
    category: entry?.category ?? null,
    cadence: fit.cadence,
    currency: group.currency,
    amountMilli,
    firstDate: dates[0],
    lastDate: dates[dates.length - 1],
    nextDate,
    active: overdueDays === 0,
    confidence: confidenceOf({
      count: charges.length,
      fit,
      variable,
      spreadPercent,
      overdueDays,
      knownRecurring: context.knownMerchantBonus && group.entry?.recurringOnly === true,
    }),
    reasons: reasonsFor({ brand, count: charges.length, fit, variable, spreadPercent, priceChanges: changes, refunds }),
    priceChanges: changes,
    charges: charges.map(({ key: chargeKey, date, amountMilli: milli, label }) => ({ key: chargeKey, date, amountMilli: milli, label })),
  };
}

// Activity is judged at the statements' last booking, or today if earlier: a statement downloaded months
// ago must not make every subscription look cancelled.
export function detectRecurringCharges(
  transactions: readonly StatementTransaction[],
  options: DetectOptions,
): DetectionResult {
  const { transactions: unique, duplicatesRemoved } = dedupeTransactions(transactions);
  if (unique.length === 0) return { charges: [], coverageDays: 0, uniqueTransactions: 0, duplicatesRemoved };
  let first = unique[0].date;
  let last = first;
  for (const { date } of unique) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  const context = { now: last < options.today ? last : options.today, knownMerchantBonus: options.knownMerchantBonus ?? true };
  const charges: RecurringCharge[] = [];
  for (const group of groupByMerchant(unique)) {
    const { charges: outflows, refunded } = netRefunds(group.transactions);
    const variable = { allowed: group.entry?.recurringOnly !== false, strict: group.entry === null };
    const knownRecurring = group.entry?.recurringOnly === true;
    for (const stream of findStreams(outflows, variable)) {
      if (!plausible(stream, outflows, knownRecurring)) continue;
      const charge = toCharge(stream, group, { ...context, refunded });
      if (charge) charges.push(charge);
    }
  }
  charges.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  return { charges, coverageDays: daysBetween(first, last), uniqueTransactions: unique.length, duplicatesRemoved };
}

export function coverageHint(result: DetectionResult): { monthsCovered: number; yearlyMayBeMissing: boolean } {
  const monthsCovered = Math.round((result.coverageDays / (365.25 / 12)) * 10) / 10;
  return { monthsCovered, yearlyMayBeMissing: monthsCovered < 13 };
}
