import { describe, expect, it } from "vitest";
import { buildConfirmation, countConfirmation, defaultChoices } from "@/lib/statement-import/confirmation";
import { buildStatementReview } from "@/lib/statement-import/review";
import { statementConfirmationSchema } from "@/lib/statement-import/schema";
import { context, detected, monthly, subscription } from "./review-fixtures";

const TODAY = "2026-03-20";
const FILES = [{ sha256: "ab".repeat(32), format: "ofx" as const, period: { from: "2025-10-01", to: "2026-03-10" }, transactionCount: 80 }];

function scenario() {
  const spotify = subscription(7, "Spotify", { price: 9.99, startDate: "2025-09-05", endDate: "2025-10-05" });
  const video = subscription(9, "Video club", { price: 12, startDate: "2025-08-20", endDate: "2025-09-20" });
  const ctx = context({ subscriptions: [spotify, video] });
  const charges = [
    detected("Netflix", "monthly", monthly("x", "2025-10-03", 6, 15.49)),
    detected("Hulu", "monthly", monthly("x", "2025-10-12", 6, 7.99)),
    detected("Vc Streaming", "monthly", monthly("x", "2025-10-21", 5, 12)),
    detected("Corner Cafe", "weekly", [["2026-02-02", 4.5], ["2026-02-09", 4.5], ["2026-02-16", 4.5]]),
    detected("Spotify", "monthly", [...monthly("x", "2025-11-05", 3, 9.99), ...monthly("x", "2026-02-05", 2, 11.99)]),
  ];
  return { ctx, review: buildStatementReview({ detection: { charges }, context: ctx, today: TODAY }) };
}

describe("the confirmation built from a review", () => {
  it("keeps every proposal by default and passes the server's schema", () => {
    const { ctx, review } = scenario();
    const confirmation = buildConfirmation(review, defaultChoices(review), { files: FILES, context: ctx });
    expect(statementConfirmationSchema.safeParse(confirmation).success).toBe(true);
    expect(countConfirmation(confirmation)).toEqual({ created: 4, merged: 0, dismissed: 0, priceChanges: 1, payments: 6 + 6 + 5 + 3 + 5 });
  });

  it("creates edited subscriptions, merges into an existing one, dismisses, and leaves out what was unticked", () => {
    const { ctx, review } = scenario();
    const id = (name: string) => review.newSubscriptions.find((item) => item.detected.name === name)!.id;
    const choices = defaultChoices(review);
    choices.newSubscriptions[id("Netflix")] = {
      action: "create",
      name: "Netflix 4K",
      price: 17.99,
      cycle: "custom:months:1",
      iconUrl: null,
      category: { name: "Streaming", color: "#E74C3C" },
    };
    choices.newSubscriptions[id("Vc Streaming")] = { action: "merge", subscriptionId: 9 };
    choices.newSubscriptions[id("Corner Cafe")] = { action: "dismiss" };
    choices.newSubscriptions[id("Hulu")] = { action: "skip" };
    const confirmation = buildConfirmation(review, { ...choices, payments: new Set() }, { files: FILES, context: ctx, recorded: [{ subscriptionId: 9, dueOn: "2025-10-20", statementRef: null }] });
    const parsed = statementConfirmationSchema.parse(confirmation);

    expect(parsed.subscriptions).toHaveLength(1);
    expect(parsed.subscriptions[0]).toMatchObject({
      merchantKey: "NETFLIX",
      values: { name: "Netflix 4K", price: 17.99, startDate: "2025-10-03", endDate: "2026-04-03", cycle: "custom:months:1", autoRenew: true },
      category: { name: "Streaming", color: "#E74C3C", description: null },
    });
    expect(parsed.subscriptions[0].payments.map((payment) => payment.amount)).toEqual([15.49, 15.49, 15.49, 15.49, 15.49, 15.49]);
    expect(parsed.merges).toEqual([{ merchantKey: "VC STREAMING", subscriptionId: 9 }]);
    // The merged charges follow Video club's own schedule (the 20th); the one already recorded is left out.
    expect(parsed.payments.map((payment) => [payment.subscriptionId, payment.dueOn, payment.paidOn])).toEqual([
      [9, "2025-11-20", "2025-11-21"],
      [9, "2025-12-20", "2025-12-21"],
      [9, "2026-01-20", "2026-01-21"],
      [9, "2026-02-20", "2026-02-21"],
    ]);
    expect(parsed.dismissals).toEqual([{ merchantKey: "CORNER CAFE", cadence: "weekly", currency: "USD", amount: 4.5 }]);
    expect(parsed.priceChanges).toEqual([{ subscriptionId: 7, effectiveDate: "2026-02-05", newPrice: 11.99 }]);
  });

  it("moves the schedule with an edited cycle", () => {
    const { ctx, review } = scenario();
    const id = review.newSubscriptions.find((item) => item.detected.name === "Netflix")!.id;
    const choices = defaultChoices(review);
    choices.newSubscriptions[id] = { action: "create", name: "Netflix", price: 15.49, cycle: "custom:months:2", iconUrl: null, category: null };
    const confirmation = statementConfirmationSchema.parse(buildConfirmation(review, choices, { files: FILES, context: ctx }));
    const netflix = confirmation.subscriptions.find((item) => item.values.name === "Netflix")!;
    expect(netflix.values.endDate).toBe("2026-04-03");
    expect(netflix.payments.map((payment) => payment.dueOn)).toEqual(["2025-10-03", "2025-12-03", "2026-02-03"]);
  });
});
