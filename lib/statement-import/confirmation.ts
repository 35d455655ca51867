import type { ParsedStatement } from "@/lib/import-export/formats/statements/types";
import type { CategoryChoice } from "./categories";
import { fromMilli, matchScheduledCharges, type StatementPayment } from "./charge-dates";
import { planNewSubscription } from "./new-subscription";
import type { StatementContext } from "./queries";
import { historyOf, type RecordedPayment, type StatementReview } from "./review";
import type { StatementConfirmationInput } from "./schema";

/** What the user decided about a proposed new subscription. */
export type NewChoice =
  | { action: "create"; name: string; price: number; cycle: string; iconUrl: string | null; category: CategoryChoice | null }
  | { action: "merge"; subscriptionId: number }
  | { action: "dismiss" }
  | { action: "skip" };

/** Keyed by item id; a price change, payment or still-charging item absent from its set is not confirmed. */
export type ReviewChoices = {
  newSubscriptions: Record<string, NewChoice>;
  priceChanges: ReadonlySet<string>;
  payments: ReadonlySet<string>;
  stillCharging: ReadonlySet<string>;
};

export type ReadFile = Pick<ParsedStatement, "format" | "period"> & { sha256: string; transactionCount: number };

type Payment = NonNullable<StatementConfirmationInput["payments"]>[number];

const toPayment = (subscriptionId: number, payment: StatementPayment): Payment => ({ subscriptionId, ...payment });

/** Every proposal checked, each new one created as proposed, in no category (the review suggests one by language). */
export function defaultChoices(review: StatementReview): ReviewChoices {
  return {
    newSubscriptions: Object.fromEntries(
      review.newSubscriptions.map((item) => {
        const { name, price, cycle, iconUrl } = item.proposal;
        return [item.id, { action: "create", name, price, cycle, iconUrl, category: null } satisfies NewChoice];
      }),
    ),
    priceChanges: new Set(review.priceChanges.map((item) => item.id)),
    payments: new Set(review.payments.map((item) => item.id)),
    stillCharging: new Set(review.stillCharging.filter((item) => item.payments.length > 0).map((item) => item.id)),
  };
}

/** The charges of a merged merchant, paired with the schedule of the subscription it was merged into. */
function mergedPayments(
  item: StatementReview["newSubscriptions"][number],
  subscriptionId: number,
  context: StatementContext,
  recorded: readonly RecordedPayment[],
): Payment[] {
  const subscription = context.subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (!subscription) return [];
  const { currency } = item.proposal;
  const { payments } = matchScheduledCharges(subscription, historyOf(subscriptionId, context), item.detected.charges, currency);
  const taken = recorded.filter((payment) => payment.subscriptionId === subscriptionId);
  return payments
    .filter((payment) => !taken.some((done) => done.dueOn === payment.dueOn || done.statementRef === payment.statementRef))
    .map((payment) => toPayment(subscriptionId, payment));
}

/** One payment per subscription and due date: two merchants merged into one subscription pay each date once. */
function uniquePayments(payments: Payment[]): Payment[] {
  const seen = new Set<string>();
  return payments.filter((payment) => {
    const key = `${payment.subscriptionId}|${payment.dueOn}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The confirmation the server stores: only what the user kept, never the statement's other transactions. */
export function buildConfirmation(
  review: StatementReview,
  choices: ReviewChoices,
  { files, context, recorded = [] }: { files: readonly ReadFile[]; context: StatementContext; recorded?: readonly RecordedPayment[] },
): StatementConfirmationInput {
  const confirmation = {
    statements: files.map(({ sha256, format, period, transactionCount }) => ({ sha256, format, period, transactionCount })),
    subscriptions: [] as NonNullable<StatementConfirmationInput["subscriptions"]>,
    priceChanges: [] as NonNullable<StatementConfirmationInput["priceChanges"]>,
    payments: [] as Payment[],
    merges: [] as NonNullable<StatementConfirmationInput["merges"]>,
    dismissals: [] as NonNullable<StatementConfirmationInput["dismissals"]>,
  };

  for (const item of review.newSubscriptions) {
    const choice = choices.newSubscriptions[item.id];
    const { detected, proposal } = item;
    if (!choice || choice.action === "skip") continue;
    if (choice.action === "dismiss") {
      const amount = fromMilli(detected.amountMilli, proposal.currency);
      confirmation.dismissals.push({ merchantKey: detected.merchantKey, cadence: detected.cadence, currency: proposal.currency, amount });
    } else if (choice.action === "merge") {
      confirmation.merges.push({ merchantKey: detected.merchantKey, subscriptionId: choice.subscriptionId });
      confirmation.payments.push(...mergedPayments(item, choice.subscriptionId, context, recorded));
    } else {
      const plan = planNewSubscription(detected.charges, { cycle: choice.cycle, currency: proposal.currency, price: choice.price });
      confirmation.subscriptions.push({
        merchantKey: detected.merchantKey,
        values: {
          name: choice.name,
          brand: "",
          price: choice.price,
          currency: proposal.currency,
          startDate: plan?.startDate ?? proposal.startDate,
          endDate: plan?.nextDate ?? proposal.nextDate,
          cycle: choice.cycle,
          iconUrl: choice.iconUrl,
          autoRenew: true,
          categoryId: null,
          status: "active",
          trialEndsOn: null,
          pausedOn: null,
          cancelledOn: null,
          notes: null,
          websiteUrl: null,
          paymentMethod: null,
        },
        category: choice.category && { name: choice.category.name, color: choice.category.color, description: null },
        payments: plan?.payments ?? [],
      });
    }
  }

  for (const item of review.priceChanges) {
    if (!choices.priceChanges.has(item.id)) continue;
    confirmation.priceChanges.push({ subscriptionId: item.subscription.id, effectiveDate: item.effectiveDate, newPrice: item.newPrice });
  }
  for (const item of review.payments) {
    if (choices.payments.has(item.id)) confirmation.payments.push(...item.payments.map((payment) => toPayment(item.subscription.id, payment)));
  }
  for (const item of review.stillCharging) {
    if (choices.stillCharging.has(item.id)) confirmation.payments.push(...item.payments.map((payment) => toPayment(item.subscription.id, payment)));
  }
  confirmation.payments = uniquePayments(confirmation.payments);
  return confirmation;
}

/** How many things a confirmation would record, for the button and the "nothing new" state. */
export function countConfirmation(confirmation: StatementConfirmationInput) {
  const subscriptions = confirmation.subscriptions ?? [];
  return {
    created: subscriptions.length,
    merged: confirmation.merges?.length ?? 0,
    dismissed: confirmation.dismissals?.length ?? 0,
    priceChanges: confirmation.priceChanges?.length ?? 0,
    payments: (confirmation.payments?.length ?? 0) + subscriptions.reduce((sum, item) => sum + item.payments.length, 0),
  };
}
