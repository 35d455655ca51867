import { addDays, daysBetween } from "../../lib/dates/date-only";
import { toMilli } from "./format";
import type { Label, StreamPlan } from "./plan";
import type { Random } from "./random";
import { billingDates, bookingDate, isMonthBased, minimumCharges, PERIOD_DAYS } from "./schedule";
import type { GeneratedTransaction, TruthStream } from "./types";

type Window = { from: string; to: string };
export type StreamContext = { window: Window; currency: string; decimals: number; refund: (label: Label) => Label };
type Row = Omit<GeneratedTransaction, "id">;

function row(date: string, amountMilli: number, label: Label, kind: Row["kind"], streamId: string | null): Row {
  return { date, amountMilli, payee: label.payee, memo: label.memo ?? null, bookingText: label.bookingText ?? null, kind, streamId };
}

/** Where the first charge falls: early enough that the window holds the charges a detector needs. */
function firstBilling(plan: StreamPlan, window: Window, late: boolean, random: Random): string {
  const windowDays = daysBetween(window.from, window.to) + 1;
  const period = PERIOD_DAYS[plan.cadence];
  if (late) return addDays(window.from, Math.round(windowDays * random.between(0.3, 0.55)));
  const latest = Math.floor(Math.min(period, windowDays - (minimumCharges(plan.cadence) - 1) * period - 8));
  return addDays(window.from, random.int(0, (latest >= 1 ? latest : Math.ceil(period)) - 1));
}

/**
 * The charges of one subscription inside the window, a refund if the plan has one, and the truth
 * label that describes what was emitted (not what was planned: a late start may leave too few charges).
 */
export function streamCharges(plan: StreamPlan, context: StreamContext, random: Random): { rows: Row[]; truth: TruthStream | null } {
  const { window, currency, decimals } = context;
  const late = random.chance(plan.lateStartChance ?? 0);
  const cancelled = random.chance(plan.cancelChance ?? 0);
  const period = PERIOD_DAYS[plan.cadence];
  const start = firstBilling(plan, window, late, random);
  const until = cancelled ? addDays(window.to, -Math.round(period * random.between(2, 3))) : window.to;
  const anchor = plan.anchorDay ?? (isMonthBased(plan.cadence) ? Number(start.slice(8)) : undefined);
  const billed = billingDates(plan.cadence, start, until, anchor);
  // A skipped week is never followed by another: the customer comes back.
  let skippedLast = false;
  const kept = billed.filter((_, i) => {
    const skip = i >= 2 && i < billed.length - 2 && !skippedLast && random.chance(plan.skipChance ?? 0);
    skippedLast = skip;
    return !skip;
  });
  const rule = plan.weekendRule ?? "forward";
  const dates = kept.map((date) => bookingDate(date, plan.kind, rule, random)).filter((date) => date >= window.from && date <= window.to);
  if (dates.length === 0) return { rows: [], truth: null };

  const changeAt = plan.priceChange !== undefined && dates.length >= 4 ? random.int(2, dates.length - 2) : dates.length;
  const amounts = dates.map((_, i) => {
    const price = i >= changeAt ? plan.priceChange! : plan.amount;
    return toMilli(price * (1 + (plan.fxSpread ?? 0) * random.between(-1, 1)), decimals);
  });
  const rows = dates.map((date, i) => row(date, -amounts[i], plan.label(date, random), plan.kind, plan.id));
  if (plan.refundOnce && dates.length >= 5) {
    const refunded = random.int(2, dates.length - 3);
    const refundDate = addDays(dates[refunded], random.int(1, 4));
    rows.push(row(refundDate, amounts[refunded], context.refund(rows[refunded]), "refund", null));
  }
  const truth: TruthStream = {
    id: plan.id,
    name: plan.name,
    aliases: plan.aliases,
    cadence: plan.cadence,
    currency,
    amountMilli: amounts[amounts.length - 1],
    active: !cancelled,
    detectable: dates.length >= minimumCharges(plan.cadence),
    charges: dates.length,
    firstDate: dates[0],
    lastDate: dates[dates.length - 1],
  };
  return { rows: rows.filter((each) => each.date <= window.to), truth };
}
