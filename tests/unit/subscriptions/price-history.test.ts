import { describe, expect, it } from "vitest";
import { priceHistory } from "@/lib/subscriptions/price-history";
import { makePriceChange, makeSubscription } from "./fixtures";

describe("priceHistory", () => {
  it("lists the starting price, then each recorded change on its date, oldest first", () => {
    const subscription = makeSubscription({ id: 501, price: 390, startDate: "2026-01-15" });
    const changes = [
      makePriceChange({ subscriptionId: 501, oldPrice: 420, newPrice: 460, effectiveDate: "2027-06-01" }),
      makePriceChange({ subscriptionId: 501, oldPrice: 390, newPrice: 420, effectiveDate: "2026-07-01" }),
      makePriceChange({ subscriptionId: 999, oldPrice: 1, newPrice: 2, effectiveDate: "2026-08-01" }),
    ];
    expect(priceHistory(subscription, changes)).toEqual([
      { kind: "start", date: "2026-01-15", price: 390 },
      { kind: "change", date: "2026-07-01", oldPrice: 390, newPrice: 420 },
      { kind: "change", date: "2027-06-01", oldPrice: 420, newPrice: 460 },
    ]);
  });

  it("shows a trial's end with the price charged from then", () => {
    const trial = makeSubscription({ id: 502, price: 10, startDate: "2027-01-01", status: "trial", trialEndsOn: "2027-02-01" });
    const change = makePriceChange({ subscriptionId: 502, oldPrice: 10, newPrice: 12, effectiveDate: "2027-01-20" });
    expect(priceHistory(trial, [change])).toEqual([
      { kind: "start", date: "2027-01-01", price: 10 },
      { kind: "change", date: "2027-01-20", oldPrice: 10, newPrice: 12 },
      { kind: "trialEnd", date: "2027-02-01", price: 12 },
    ]);
  });

  it("keeps same-day changes in the order they were recorded", () => {
    const subscription = makeSubscription({ id: 503, price: 5, startDate: "2027-01-01" });
    const later = makePriceChange({ subscriptionId: 503, oldPrice: 6, newPrice: 7, effectiveDate: "2027-03-01", createdAt: "2027-02-02T00:00:00Z" });
    const earlier = makePriceChange({ subscriptionId: 503, oldPrice: 5, newPrice: 6, effectiveDate: "2027-03-01", createdAt: "2027-02-01T00:00:00Z" });
    expect(priceHistory(subscription, [later, earlier]).map((entry) => ("newPrice" in entry ? entry.newPrice : entry.kind))).toEqual([
      "start",
      6,
      7,
    ]);
  });
});
