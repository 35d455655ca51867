import { parsePriceText, fitsCurrencyDecimals, decimalsErrorKey } from "@/lib/currency/price-text";
import type { CategoryChoice } from "@/lib/statement-import/categories";
import type { NewChoice, ReviewChoices } from "@/lib/statement-import/confirmation";
import type { NewSubscriptionItem, StatementReview } from "@/lib/statement-import/review";
import { NAME_MAX_LENGTH } from "@/lib/subscriptions/schema";

/** A proposed new subscription as the review form holds it: what was typed, not yet parsed. */
export type NewItemState = {
  include: boolean;
  dismissed: boolean;
  /** A subscription id as text, or "" to keep it new. */
  mergeInto: string;
  name: string;
  price: string;
  cycle: string;
  category: CategoryChoice | null;
};

export type ReviewState = {
  newSubscriptions: Record<string, NewItemState>;
  priceChanges: Set<string>;
  payments: Set<string>;
  stillCharging: Set<string>;
};

/** Every proposal checked; a new subscription starts in the category `categoryOf` suggests. */
export function initialReviewState(review: StatementReview, categoryOf: (item: NewSubscriptionItem) => CategoryChoice | null = () => null): ReviewState {
  return {
    newSubscriptions: Object.fromEntries(
      review.newSubscriptions.map((item) => {
        const { name, price, cycle } = item.proposal;
        return [item.id, { include: true, dismissed: false, mergeInto: "", name, price: String(price), cycle, category: categoryOf(item) }];
      }),
    ),
    priceChanges: new Set(review.priceChanges.map((item) => item.id)),
    payments: new Set(review.payments.map((item) => item.id)),
    stillCharging: new Set(review.stillCharging.filter((item) => item.payments.length > 0).map((item) => item.id)),
  };
}

export type ItemErrors = Record<string, { name?: string; price?: string }>;

/** Validation keys (messages under `validation`) of the new subscriptions the user is about to create. */
export function reviewErrors(review: StatementReview, state: ReviewState, locale: string): ItemErrors {
  const errors: ItemErrors = {};
  const names = new Set<string>();
  for (const item of review.newSubscriptions) {
    const current = state.newSubscriptions[item.id];
    if (!current || current.dismissed || !current.include || current.mergeInto !== "") continue;
    const name = current.name.trim();
    const mine: { name?: string; price?: string } = {};
    if (name === "") mine.name = "required";
    else if (name.length > NAME_MAX_LENGTH) mine.name = "nameTooLong";
    else if (names.has(name.toLowerCase())) mine.name = "duplicateNewSubscription";
    names.add(name.toLowerCase());
    const price = parsePriceText(current.price, locale);
    if (price === null || Number(price) < 0) mine.price = "invalidPrice";
    else if (!fitsCurrencyDecimals(Number(price), item.proposal.currency)) mine.price = decimalsErrorKey(item.proposal.currency);
    if (mine.name || mine.price) errors[item.id] = mine;
  }
  return errors;
}

export function toChoices(review: StatementReview, state: ReviewState, locale: string, brokenIcons: ReadonlySet<string> = new Set()): ReviewChoices {
  const newSubscriptions: Record<string, NewChoice> = {};
  for (const item of review.newSubscriptions) {
    const current = state.newSubscriptions[item.id];
    if (!current) continue;
    if (current.dismissed) newSubscriptions[item.id] = { action: "dismiss" };
    else if (!current.include) newSubscriptions[item.id] = { action: "skip" };
    else if (current.mergeInto !== "") newSubscriptions[item.id] = { action: "merge", subscriptionId: Number(current.mergeInto) };
    else {
      const price = Number(parsePriceText(current.price, locale) ?? item.proposal.price);
      const { iconUrl } = item.proposal;
      newSubscriptions[item.id] = {
        action: "create",
        name: current.name.trim(),
        price,
        cycle: current.cycle,
        iconUrl: iconUrl && !brokenIcons.has(iconUrl) ? iconUrl : null,
        category: current.category,
      };
    }
  }
  return { newSubscriptions, priceChanges: state.priceChanges, payments: state.payments, stillCharging: state.stillCharging };
}
