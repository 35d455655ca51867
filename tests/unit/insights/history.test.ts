import { describe, expect, it } from "vitest";
import type { CachedRate } from "@/lib/currency/queries";
import { historicalRates } from "@/lib/insights/historical-rates";
import { historyMonths, spendingHistory } from "@/lib/insights/history";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";

const today = "2027-03-15";
const todayRates = { TWD: 1, USD: 30, EUR: 35 };
const cached: CachedRate[] = [
  { base: "USD", target: "TWD", rate: 32, rateDate: "2027-01-10" },
  { base: "USD", target: "TWD", rate: 31, rateDate: "2027-03-01" },
];
const context = { today, defaultCurrency: "TWD" as const, rateOn: historicalRates(cached, "TWD", todayRates) };

// NT$100 on the last day of each month from Dec 31; NT$150 from Feb 1.
const monthEnd = makeSubscription({ id: 1, price: 100, currency: "TWD", startDate: "2026-12-31", endDate: "2027-01-31", cycle: "custom:months:1", autoRenew: true });
const raise = makePriceChange({ subscriptionId: 1, oldPrice: 100, newPrice: 150, effectiveDate: "2027-02-01" });
// US$10 on the 10th, paused through February.
const usd = makeSubscription({ id: 2, price: 10, currency: "USD", startDate: "2027-01-10", endDate: "2027-02-10", cycle: "custom:months:1", autoRenew: true });
const pause: SubscriptionPause = { id: 1, subscriptionId: 2, pausedOn: "2027-02-01", resumedOn: "2027-03-01" };
// Free until Mar 5, then NT$200.
const trial = makeSubscription({ id: 3, price: 200, currency: "TWD", startDate: "2027-02-05", endDate: "2027-03-05", cycle: "custom:months:1", autoRenew: true, status: "trial", trialEndsOn: "2027-03-05" });
// €50 on the 20th from November, cancelled from Jan 25: no EUR rate cached, so today's is used.
const cancelled = makeSubscription({ id: 4, price: 50, currency: "EUR", startDate: "2026-11-20", endDate: "2026-12-20", cycle: "custom:months:1", autoRenew: true, status: "cancelled", cancelledOn: "2027-01-25" });
// Charged on the 15th: today belongs to what is due, not to the history.
const today15 = makeSubscription({ id: 5, price: 1000, currency: "TWD", startDate: "2027-03-15", endDate: "2027-04-15", cycle: "custom:months:1", autoRenew: true });

describe("spendingHistory", () => {
  const history = spendingHistory([monthEnd, usd, trial, cancelled, today15], { priceChanges: [raise], pauses: [pause] }, context);

  it("starts with the first subscription's month and ends with today's", () => {
    expect(history.months.map((m) => m.month)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02", "2027-03"]);
  });

  it("rebuilds each month from the schedule, at the rates of the charges' days", () => {
    // Nov: €50 × 35 (today's rate)                                = 1,750
    // Dec: 100 (Dec 31) + €50 × 35                                = 1,850
    // Jan: 100 (Jan 31) + US$10 × 32 (Jan 10) + €50 × 35 (Jan 20)  = 2,170
    // Feb: 150 (Feb 28); the trial's Feb 5 is free, Feb 10 paused = 150
    // Mar to the 14th: 200 (Mar 5) + US$10 × 31 (Mar 1's rate)      = 510
    expect(history.months.map((m) => m.total)).toEqual([1750, 1850, 2170, 150, 510]);
    expect(history.months.map((m) => m.chargeCount)).toEqual([1, 2, 3, 1, 2]);
    expect(history.total).toBe(6430);
    expect(history.chargeCount).toBe(9);
  });

  it("counts the amounts that fell back to today's rates", () => {
    expect(history.months.map((m) => m.fallbackCount)).toEqual([1, 1, 1, 0, 0]);
    expect(history.convertedCount).toBe(5);
    expect(history.fallbackCount).toBe(3);
    expect(history.unconvertedCount).toBe(0);
  });

  it("reaches back twelve months at most, through Feb 29 of a leap year", () => {
    const longRunning = makeSubscription({ ...monthEnd, id: 6, startDate: "2025-01-31", endDate: "2025-02-28" });
    const leap = spendingHistory([longRunning], { priceChanges: [], pauses: [] }, { ...context, today: "2028-03-10" });
    expect(leap.months.map((m) => m.month)).toEqual([
      "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09",
      "2027-10", "2027-11", "2027-12", "2028-01", "2028-02", "2028-03",
    ]);
    expect(leap.months.map((m) => m.total)).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 0]);
  });

  it("leaves out amounts in a currency without any rate, and counts them", () => {
    const noRates = { ...context, rateOn: historicalRates([], "TWD", { TWD: 1 }) };
    const result = spendingHistory([usd, monthEnd], { priceChanges: [], pauses: [] }, noRates);
    expect(result.unconvertedCount).toBe(3);
    expect(result.months.map((m) => m.total)).toEqual([100, 100, 100, 0]);
  });
});

describe("historyMonths", () => {
  it("is empty before anything started", () => {
    expect(historyMonths([], today)).toEqual([]);
    expect(historyMonths([makeSubscription({ startDate: today })], today)).toEqual([]);
    expect(historyMonths([makeSubscription({ startDate: "2027-06-01" })], today)).toEqual([]);
  });

  it("is today's month alone for a subscription that started earlier this month", () => {
    expect(historyMonths([makeSubscription({ startDate: "2027-03-01" })], today)).toEqual(["2027-03"]);
  });
});
