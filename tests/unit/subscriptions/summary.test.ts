import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { roundForDisplay } from "@/lib/subscriptions/format-money";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import { summarize } from "@/lib/subscriptions/summary";
import { makeSubscription } from "./fixtures";

const today = "2026-05-10";
const usd = { rates: fallbackRatesInto("USD"), defaultCurrency: "USD" as const, today };

describe("summarize", () => {
  const subscriptions = [
    makeSubscription({ price: 10, currency: "USD", cycle: "30days", startDate: "2026-01-01", endDate: "2026-12-31" }),
    makeSubscription({ price: 9.2, currency: "EUR", cycle: "1year", startDate: "2026-01-01", endDate: "2027-01-01" }),
    makeSubscription({ price: 100, currency: "USD", cycle: "30days", startDate: "2026-01-01", endDate: "2026-04-30" }),
    makeSubscription({ price: 6, currency: "USD", cycle: "6months", startDate: "2025-05-01", endDate: "2025-11-01", autoRenew: true }),
    makeSubscription({ price: 50, currency: "USD", cycle: "30days", startDate: "2026-06-01", endDate: "2026-07-01" }),
  ];

  it("sums only the subscriptions in force today: expired non-renewing and future ones are left out", () => {
    const summary = summarize(subscriptions, usd);
    // 10 + (9.2 EUR = 10 USD) / 12 + 6 / 6
    expect(summary.monthlyTotal).toBeCloseTo(11.833333333, 8);
    expect(summary.annualEstimate).toBeCloseTo(142, 8);
    expect(roundForDisplay(summary.monthlyTotal)).toBe(12);
    expect(roundForDisplay(summary.annualEstimate)).toBe(142);
  });

  it("reports the count, the active count and the in-force count", () => {
    expect(summarize(subscriptions, usd)).toMatchObject({ count: 5, activeCount: 4, inForceCount: 3, unconvertedCount: 0 });
  });

  it("skips subscriptions whose currency has no rate", () => {
    const summary = summarize(
      [makeSubscription({ price: 10, currency: "USD" }), makeSubscription({ price: 1000, currency: "JPY" })],
      { rates: { USD: 1 }, defaultCurrency: "USD", today },
    );
    expect(summary.monthlyTotal).toBe(10);
    expect(summary.unconvertedCount).toBe(1);
    expect(summary.inForceCount).toBe(2);
  });

  it("is zero for no subscriptions", () => {
    expect(summarize([], usd)).toEqual({ monthlyTotal: 0, annualEstimate: 0, count: 0, activeCount: 0, inForceCount: 0, unconvertedCount: 0 });
  });
});

describe("totals without float drift", () => {
  it("15 × 0.70 is 10.50 and displays as 11 (plain addition gives 10.4999… and shows 10)", () => {
    const subscriptions = Array.from({ length: 15 }, () => makeSubscription({ price: 0.7, currency: "USD" }));
    const summary = summarize(subscriptions, usd);
    expect(summary.monthlyTotal).toBe(10.5);
    expect(roundForDisplay(summary.monthlyTotal)).toBe(11);
    expect(roundForDisplay(summary.annualEstimate)).toBe(126);
  });

  it("1005 × 0.10 is exactly 100.5 and displays as 101", () => {
    const total = sumAmounts(Array.from({ length: 1005 }, () => 0.1));
    expect(total).toBe(100.5);
    expect(roundForDisplay(total)).toBe(101);
  });

  it("10,000 mixed prices sum to the cent", () => {
    const prices = Array.from({ length: 10_000 }, (_, index) => [0.01, 0.1, 0.29, 1.15, 9.99][index % 5]);
    // 2,000 × (0.01 + 0.10 + 0.29 + 1.15 + 9.99) = 2,000 × 11.54
    expect(sumAmounts(prices)).toBeCloseTo(23_080, 9);
  });
});
