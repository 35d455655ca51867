import { describe, expect, it } from "vitest";
import { initialReviewState, reviewErrors, toChoices } from "@/components/statement-import/review-choices";
import { categoryOptions, suggestedCategory } from "@/lib/statement-import/categories";
import { buildStatementReview } from "@/lib/statement-import/review";
import { context, detected, monthly } from "./review-fixtures";

function review() {
  const charges = [
    detected("Netflix", "monthly", monthly("x", "2025-10-03", 6, 15.49), { brand: "netflix", category: "streaming" }),
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

  it("files a known merchant under the user's category of that name, else proposes a new one, and keeps what the user picks", () => {
    const found = review();
    const [hulu, netflix] = found.newSubscriptions.map((item) => item.id);
    const mine = [{ name: "Music", color: "#123456" }, { name: "streaming", color: "#ABCDEF" }];
    const label = (kind: string | null) => (kind === "streaming" ? "Streaming" : "");
    const state = initialReviewState(found, ({ detected }) => suggestedCategory(detected.category, label(detected.category), mine));
    // The user's "streaming" is the same category, whatever its case; an unknown merchant gets none.
    expect(state.newSubscriptions[netflix].category).toEqual({ name: "streaming", color: "#ABCDEF" });
    expect(state.newSubscriptions[hulu].category).toBeNull();
    state.newSubscriptions[hulu] = { ...state.newSubscriptions[hulu], category: { name: "Music", color: "#123456" } };
    expect(toChoices(found, state, "en").newSubscriptions).toMatchObject({
      [netflix]: { action: "create", category: { name: "streaming" } },
      [hulu]: { action: "create", category: { name: "Music" } },
    });
  });
});

describe("category suggestions", () => {
  it("proposes a new category in the catalogue's colour when the user has none of that name, and nothing for 'other'", () => {
    expect(suggestedCategory("software", "Software", [])).toEqual({ name: "Software", color: "#3498DB" });
    expect(suggestedCategory("software", "軟體", [{ name: "軟體", color: "#000000" }])).toEqual({ name: "軟體", color: "#000000" });
    expect(suggestedCategory("other", "Other", [])).toBeNull();
    expect(suggestedCategory(null, "", [])).toBeNull();
  });

  it("offers a new suggestion first and never twice", () => {
    const mine = [{ name: "Bills", color: "#000000" }, { name: "Música", color: "#9B59B6" }];
    expect(categoryOptions(mine, { name: "Software", color: "#3498DB" }).map((option) => [option.name, option.isNew])).toEqual([
      ["Software", true],
      ["Bills", false],
      ["Música", false],
    ]);
    expect(categoryOptions(mine, { name: "música", color: "#9B59B6" }).map((option) => option.name)).toEqual(["Bills", "Música"]);
    expect(categoryOptions(mine, null)).toHaveLength(2);
  });
});
