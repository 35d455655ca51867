import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { DetectionResult, RecurringCharge } from "@/lib/recurring-charges/types";
import { billingStopsOn } from "@/lib/subscriptions/lifecycle";
import { priceOn } from "@/lib/subscriptions/money";
import { isBilledOn, type ChargeHistory } from "@/lib/subscriptions/schedule";
import {
  fromMilli,
  isKnownCurrency,
  matchScheduledCharges,
  roundingOf,
  type DetectedCharge,
  type StatementPayment,
} from "./charge-dates";
import { isDismissed } from "./dismissals";
import { matchSubscription } from "./match";
import { proposeNewSubscription, type NewSubscriptionProposal } from "./new-subscription";
import type { StatementContext, StatementSubscription } from "./queries";

/** A payment already stored: a charge whose due date or statement reference is here is not proposed again. */
export type RecordedPayment = { subscriptionId: number; dueOn: CalendarDate; statementRef: string | null };

export type NewSubscriptionItem = { kind: "new"; id: string; detected: RecurringCharge; proposal: NewSubscriptionProposal };

export type PriceChangeItem = {
  kind: "priceChange";
  id: string;
  detected: RecurringCharge;
  subscription: StatementSubscription;
  effectiveDate: CalendarDate;
  oldPrice: number;
  newPrice: number;
  currency: Currency;
};

export type PaymentsItem = {
  kind: "payments";
  id: string;
  detected: RecurringCharge;
  subscription: StatementSubscription;
  matchedBy: "alias" | "name";
  payments: StatementPayment[];
  /** Charges of this merchant already recorded, so not proposed again. */
  alreadyRecorded: number;
};

export type StillChargingItem = {
  kind: "stillCharging";
  id: string;
  detected: RecurringCharge;
  subscription: StatementSubscription;
  /** Why it should have stopped, and since when. */
  reason: "cancelled" | "paused" | "ended";
  since: CalendarDate;
  /** How many charges came after it, recorded or not. */
  chargeCount: number;
  /** The charges after that date, as payments on the day they were booked; those already recorded left out. */
  payments: StatementPayment[];
};

export type StatementReview = {
  newSubscriptions: NewSubscriptionItem[];
  priceChanges: PriceChangeItem[];
  payments: PaymentsItem[];
  stillCharging: StillChargingItem[];
  /** Charges that stopped before the statement ended and match nothing in the list: history, not proposals. */
  ended: RecurringCharge[];
};

export type ReviewInput = {
  detection: Pick<DetectionResult, "charges">;
  context: StatementContext;
  today: CalendarDate;
  recorded?: readonly RecordedPayment[];
};

const itemId = (charge: RecurringCharge) => `${charge.merchantKey}|${charge.currency}|${charge.cadence}|${charge.firstDate}`;

export function historyOf(subscriptionId: number, context: Pick<StatementContext, "priceChanges" | "pauses">): ChargeHistory {
  return {
    priceChanges: context.priceChanges.filter((change) => change.subscriptionId === subscriptionId),
    pauses: context.pauses.filter((pause) => pause.subscriptionId === subscriptionId),
  };
}

/** Recorded payments of one subscription, as the confirmation's duplicate check sees them. */
function recordedFilter(subscriptionId: number, recorded: readonly RecordedPayment[]) {
  const mine = recorded.filter((payment) => payment.subscriptionId === subscriptionId);
  const dueDates = new Set(mine.map((payment) => payment.dueOn));
  const refs = new Set(mine.flatMap((payment) => (payment.statementRef ? [payment.statementRef] : [])));
  return (payment: StatementPayment) => !dueDates.has(payment.dueOn) && !refs.has(payment.statementRef);
}

/** When billing should have stopped: a cancellation or pause, or the end of a term that does not renew. */
function stoppedOn(subscription: StatementSubscription): { reason: StillChargingItem["reason"]; since: CalendarDate } | null {
  const stops = billingStopsOn(subscription);
  if (stops !== null) return { reason: subscription.status === "paused" ? "paused" : "cancelled", since: stops };
  if (!subscription.autoRenew) return { reason: "ended", since: subscription.endDate };
  return null;
}

/** Booked charges no scheduled date explains that fall after billing stopped, or inside a recorded pause. */
function chargesAfterStop(
  subscription: StatementSubscription,
  history: ChargeHistory,
  unscheduled: readonly DetectedCharge[],
): { reason: StillChargingItem["reason"]; since: CalendarDate; charges: DetectedCharge[] } | null {
  const stop = stoppedOn(subscription);
  if (stop) {
    const after = unscheduled.filter((charge) => charge.date >= stop.since);
    if (after.length > 0) return { ...stop, charges: after };
  }
  const paused = unscheduled.filter((charge) => !isBilledOn({ ...subscription, status: "active" }, history.pauses, charge.date));
  if (paused.length === 0) return null;
  const pause = history.pauses.find((item) => paused[0].date >= item.pausedOn && paused[0].date < item.resumedOn);
  return { reason: "paused", since: pause?.pausedOn ?? paused[0].date, charges: paused };
}

/** The step to the current amount: its date, moved to the scheduled charge it paid when there is one. */
function priceStepDate(charge: RecurringCharge, payments: readonly StatementPayment[]): CalendarDate {
  const step = charge.priceChanges.at(-1);
  let first = step?.date ?? charge.firstDate;
  if (!step) {
    for (let i = charge.charges.length - 1; i >= 0 && Math.abs(charge.charges[i].amountMilli) === charge.amountMilli; i--) {
      first = charge.charges[i].date;
    }
  }
  const firstCharge = charge.charges.find((item) => item.date >= first);
  return payments.find((payment) => payment.statementRef === firstCharge?.key)?.dueOn ?? first;
}

function reviewMatched(
  charge: RecurringCharge & { currency: Currency },
  match: NonNullable<ReturnType<typeof matchSubscription>>,
  input: ReviewInput,
  review: StatementReview,
) {
  const { subscription } = match;
  const id = itemId(charge);
  const history = historyOf(subscription.id, input.context);
  const notRecorded = recordedFilter(subscription.id, input.recorded ?? []);
  const { payments, unscheduled } = matchScheduledCharges(subscription, history, charge.charges, charge.currency);
  const stopped = chargesAfterStop(subscription, history, unscheduled);

  if (stopped) {
    const after = stopped.charges.map((item) => ({
      dueOn: item.date,
      paidOn: item.date,
      amount: fromMilli(item.amountMilli, charge.currency),
      currency: charge.currency,
      statementRef: item.key,
    }));
    review.stillCharging.push({ kind: "stillCharging", id, detected: charge, subscription, reason: stopped.reason, since: stopped.since, chargeCount: after.length, payments: after.filter(notRecorded) });
  }

  const fresh = payments.filter(notRecorded);
  if (fresh.length > 0) {
    review.payments.push({ kind: "payments", id, detected: charge, subscription, matchedBy: match.by, payments: fresh, alreadyRecorded: payments.length - fresh.length });
  }

  if (stopped || subscription.variableAmount || subscription.currency !== charge.currency || !charge.active) return;
  const current = priceOn(subscription, history.priceChanges, input.today);
  const detected = fromMilli(charge.amountMilli, charge.currency);
  if (Math.abs(current - detected) <= roundingOf(charge.currency)) return;
  review.priceChanges.push({
    kind: "priceChange",
    id,
    detected: charge,
    subscription,
    effectiveDate: priceStepDate(charge, payments),
    oldPrice: current,
    newPrice: detected,
    currency: charge.currency,
  });
}

/**
 * Sorts a statement's recurring charges into what the review asks about: new subscriptions, price
 * changes and payments of subscriptions already in the list, and charges that go on after a
 * subscription was cancelled, paused or ended. Dismissed charges and unknown currencies are left out.
 */
export function buildStatementReview(input: ReviewInput): StatementReview {
  const review: StatementReview = { newSubscriptions: [], priceChanges: [], payments: [], stillCharging: [], ended: [] };
  for (const charge of input.detection.charges) {
    if (!isKnownCurrency(charge.currency)) continue;
    const known = { ...charge, currency: charge.currency };
    const match = matchSubscription(charge, input.context);
    if (match) {
      reviewMatched(known, match, input, review);
      continue;
    }
    const amount = fromMilli(charge.amountMilli, charge.currency);
    if (isDismissed({ merchantKey: charge.merchantKey, cadence: charge.cadence, currency: charge.currency, amount }, input.context.dismissals)) continue;
    if (!charge.active) {
      review.ended.push(charge);
      continue;
    }
    review.newSubscriptions.push({ kind: "new", id: itemId(charge), detected: charge, proposal: proposeNewSubscription(known) });
  }
  const byName = (a: { detected: RecurringCharge }, b: { detected: RecurringCharge }) => a.detected.name.localeCompare(b.detected.name);
  for (const group of [review.newSubscriptions, review.priceChanges, review.payments, review.stillCharging]) group.sort(byName);
  return review;
}
