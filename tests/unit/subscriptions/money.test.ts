import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { convertedPrice, monthlyCost, priceOn, upcomingPriceChange } from "@/lib/subscriptions/money";
import { makePriceChange, makeSubscription } from "./fixtures";

const eurOnly = { rates: { EUR: 1 }, defaultCurrency: "EUR" as const, today: "2026-05-10" };

describe("monthlyCost", () => {
  it("costs a weekly €10 about €42.86 a month (price × 30 / 7)", () => {
    const weekly = makeSubscription({ price: 10, currency: "EUR", cycle: "custom:days:7" });
    const cost = monthlyCost(weekly, eurOnly);
    expect(cost).toBeCloseTo(42.857142857, 8);
    expect(Math.round((cost ?? 0) * 100) / 100).toBe(42.86);
  });

  it("treats the 30days preset as exactly one month", () => {
    expect(monthlyCost(makeSubscription({ price: 10, currency: "EUR", cycle: "30days" }), eurOnly)).toBe(10);
  });

  it("divides by 6 and 12 for 6months and 1year", () => {
    expect(monthlyCost(makeSubscription({ price: 60, currency: "EUR", cycle: "6months" }), eurOnly)).toBe(10);
    expect(monthlyCost(makeSubscription({ price: 120, currency: "EUR", cycle: "1year" }), eurOnly)).toBe(10);
    expect(monthlyCost(makeSubscription({ price: 240, currency: "EUR", cycle: "custom:years:2" }), eurOnly)).toBe(10);
  });

  it("converts into the default currency with the rate table", () => {
    const context = { rates: fallbackRatesInto("TWD"), defaultCurrency: "TWD" as const, today: "2026-05-10" };
    expect(monthlyCost(makeSubscription({ price: 10, currency: "USD", cycle: "30days" }), context)).toBeCloseTo(315, 9);
    expect(monthlyCost(makeSubscription({ price: 1495, currency: "JPY", cycle: "6months" }), context)).toBeCloseTo(52.5, 9);
    expect(monthlyCost(makeSubscription({ price: 10, currency: "EUR", cycle: "custom:days:7" }), context)).toBeCloseTo(1467.3913043478, 8);
  });

  it("returns null when the currency has no rate", () => {
    expect(monthlyCost(makeSubscription({ price: 10, currency: "JPY" }), eurOnly)).toBeNull();
    expect(convertedPrice(makeSubscription({ price: 10, currency: "JPY" }), eurOnly)).toBeNull();
  });
});

describe("price changes", () => {
  const subscription = makeSubscription({ id: 500, price: 10, currency: "USD", cycle: "30days" });
  const changes = [
    makePriceChange({ subscriptionId: 500, oldPrice: 12, newPrice: 15, effectiveDate: "2026-06-01" }),
    makePriceChange({ subscriptionId: 500, oldPrice: 10, newPrice: 12, effectiveDate: "2026-03-01" }),
    makePriceChange({ subscriptionId: 501, oldPrice: 10, newPrice: 99, effectiveDate: "2026-01-01" }),
  ];

  it("uses the base price before the first change", () => {
    expect(priceOn(subscription, changes, "2026-02-28")).toBe(10);
    expect(upcomingPriceChange(subscription, changes, "2026-02-28")?.newPrice).toBe(12);
  });

  it("puts a change in force from its effective date and shows the next one as upcoming", () => {
    expect(priceOn(subscription, changes, "2026-03-01")).toBe(12);
    expect(upcomingPriceChange(subscription, changes, "2026-03-01")?.effectiveDate).toBe("2026-06-01");
  });

  it("has nothing upcoming after the last change", () => {
    expect(priceOn(subscription, changes, "2026-07-01")).toBe(15);
    expect(upcomingPriceChange(subscription, changes, "2026-07-01")).toBeNull();
  });

  it("lets the change recorded last win on the same day", () => {
    const sameDay = [
      makePriceChange({ subscriptionId: 500, newPrice: 20, effectiveDate: "2026-03-01", createdAt: "2026-02-01T10:00:00Z" }),
      makePriceChange({ subscriptionId: 500, newPrice: 18, effectiveDate: "2026-03-01", createdAt: "2026-02-02T10:00:00Z" }),
    ];
    expect(priceOn(subscription, sameDay, "2026-03-01")).toBe(18);
    expect(upcomingPriceChange(subscription, sameDay, "2026-02-28")?.newPrice).toBe(18);
  });

  it("feeds the price in force into the monthly cost", () => {
    const context = { rates: fallbackRatesInto("TWD"), defaultCurrency: "TWD" as const, priceChanges: changes };
    expect(monthlyCost(subscription, { ...context, today: "2026-02-28" })).toBeCloseTo(315, 9);
    expect(monthlyCost(subscription, { ...context, today: "2026-03-01" })).toBeCloseTo(378, 9);
  });
});
