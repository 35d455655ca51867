import { describe, expect, it } from "vitest";
import { cardFacts, priceChangesBySubscription } from "@/lib/subscriptions/card-facts";
import { cycleLabel } from "@/lib/subscriptions/cycle-label";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";

const today = "2026-03-10";

describe("cardFacts", () => {
  it("uses the price in force today and names the next change", () => {
    const subscription = makeSubscription({ price: 149, endDate: "2026-04-01" });
    const changes = [
      makePriceChange({ subscriptionId: subscription.id, oldPrice: 129, newPrice: 149, effectiveDate: "2026-01-01" }),
      makePriceChange({ subscriptionId: subscription.id, oldPrice: 149, newPrice: 169, effectiveDate: "2026-04-01" }),
    ];
    const facts = cardFacts(subscription, changes, today);
    expect(facts.price).toBe(149);
    expect(facts.upcomingChange?.newPrice).toBe(169);
    expect(facts.status).toBe("active");
    expect(facts.renews).toBe(false);
  });

  it("rolls a lapsed auto-renewing subscription forward: it renews, and never expires", () => {
    const subscription = makeSubscription({
      startDate: "2026-01-15",
      endDate: "2026-02-14",
      cycle: "30days",
      autoRenew: true,
    });
    const facts = cardFacts(subscription, [], today);
    expect(facts.endDate).toBe("2026-03-16");
    expect(facts.renews).toBe(true);
    expect(facts.status).toBe("active");
  });

  it("says a paused or cancelled auto-renewing subscription does not renew", () => {
    for (const status of ["paused", "cancelled"] as const) {
      const subscription = makeSubscription({ autoRenew: true, status, pausedOn: "2026-03-01", cancelledOn: "2026-03-01" });
      expect(cardFacts(subscription, [], today).renews, status).toBe(false);
    }
  });

  it("marks the 7-day boundary: 7 days left is expiring soon, 8 is active, yesterday is expired", () => {
    const status = (endDate: string) => cardFacts(makeSubscription({ endDate }), [], today).status;
    expect(status("2026-03-17")).toBe("expiringSoon");
    expect(status("2026-03-18")).toBe("active");
    expect(status("2026-03-10")).toBe("expiringSoon");
    expect(status("2026-03-09")).toBe("expired");
  });
});

describe("cycleLabel", () => {
  it("names presets and custom cycles with their count", () => {
    expect(cycleLabel("30days")).toEqual({ key: "30days" });
    expect(cycleLabel("1year")).toEqual({ key: "1year" });
    expect(cycleLabel("custom:days:7")).toEqual({ key: "weeks", count: 1 });
    expect(cycleLabel("custom:days:14")).toEqual({ key: "weeks", count: 2 });
    expect(cycleLabel("custom:days:10")).toEqual({ key: "days", count: 10 });
    expect(cycleLabel("custom:months:1")).toEqual({ key: "months", count: 1 });
    expect(cycleLabel("custom:years:2")).toEqual({ key: "years", count: 2 });
    expect(cycleLabel("nonsense")).toEqual({ key: "months", count: 1 });
  });
});

describe("priceChangesBySubscription", () => {
  it("groups changes by subscription and leaves others out", () => {
    const a = makePriceChange({ subscriptionId: 1, newPrice: 2, effectiveDate: "2026-01-01" });
    const b = makePriceChange({ subscriptionId: 2, newPrice: 3, effectiveDate: "2026-01-01" });
    const c = makePriceChange({ subscriptionId: 1, newPrice: 4, effectiveDate: "2026-02-01" });
    const grouped = priceChangesBySubscription([a, b, c]);
    expect(grouped.get(1)).toEqual([a, c]);
    expect(grouped.get(2)).toEqual([b]);
    expect(grouped.get(3)).toBeUndefined();
  });
});
