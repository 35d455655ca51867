import { describe, expect, it } from "vitest";
import { initialReviewState, reviewErrors, toChoices } from "@/components/statement-import/review-choices";
import { buildStatementReview } from "@/lib/statement-import/review";
import { context, detected, monthly } from "./review-fixtures";

function review() {
  const charges = [
    detected("Netflix", "monthly", monthly("x", "2025-10-03", 6, 15.49), { brand: "netflix" }),
    detected("Hulu", "monthly", monthly("x", "2025-10-12", 6, 7.99)),
    detected("Niconico", "monthly", monthly("x", "2025-10-20", 6, 550), { currency: "JPY" }),
  ];
  return buildStatementReview({ detection: { charges }, context: context(), today: "2026-03-20" });
}

describe("the review form's choices", () => {
  it("reads amounts as the user's language writes them, and keeps each currency's decimals", () => {
    const found = review();
    const state = initialReviewState(found);
    const [hulu, netflix, niconico] = found.newSubscriptions.map((item) => item.id);
    state.newSubscriptions[netflix] = { ...state.newSubscriptions[netflix], price: "16,99" };
    state.newSubscriptions[niconico] = { ...state.newSubscriptions[niconico], price: "550,5" };
    state.newSubscriptions[hulu] = { ...state.newSubscriptions[hulu], price: "abc" };
    expect(reviewErrors(found, state, "es")).toEqual({ [hulu]: { price: "invalidPrice" }, [niconico]: { price: "priceNoDecimals" } });
    expect(toChoices(found, state, "es").newSubscriptions[netflix]).toMatchObject({ action: "create", price: 16.99 });
  });

  it("refuses an empty name and two new subscriptions of one name, but not one merged or dismissed", () => {
    const found = review();
    const state = initialReviewState(found);
    const [hulu, netflix, niconico] = found.newSubscriptions.map((item) => item.id);
    state.newSubscriptions[hulu] = { ...state.newSubscriptions[hulu], name: " netflix " };
    state.newSubscriptions[niconico] = { ...state.newSubscriptions[niconico], name: "  " };
    expect(reviewErrors(found, state, "en")).toEqual({ [netflix]: { name: "duplicateNewSubscription" }, [niconico]: { name: "required" } });
    state.newSubscriptions[hulu] = { ...state.newSubscriptions[hulu], mergeInto: "4" };
    state.newSubscriptions[niconico] = { ...state.newSubscriptions[niconico], dismissed: true };
    expect(reviewErrors(found, state, "en")).toEqual({});
    expect(toChoices(found, state, "en").newSubscriptions).toMatchObject({
      [hulu]: { action: "merge", subscriptionId: 4 },
      [niconico]: { action: "dismiss" },
      [netflix]: { action: "create", name: "Netflix", iconUrl: "/brand-icons/netflix.svg" },
    });
  });

  it("skips what was unticked, and saves no icon that failed to load", () => {
    const found = review();
    const state = initialReviewState(found);
    const [hulu, netflix] = found.newSubscriptions.map((item) => item.id);
    state.newSubscriptions[hulu] = { ...state.newSubscriptions[hulu], include: false };
    const choices = toChoices(found, state, "en", new Set(["/brand-icons/netflix.svg"]));
    expect(choices.newSubscriptions[hulu]).toEqual({ action: "skip" });
    expect(choices.newSubscriptions[netflix]).toMatchObject({ action: "create", iconUrl: null });
  });
});
