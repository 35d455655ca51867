import { describe, expect, it } from "vitest";
import { upcomingMonths } from "@/lib/insights/upcoming";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";

const context = { today: "2027-01-15", rates: { TWD: 1, USD: 30 }, defaultCurrency: "TWD" as const };
const noPauses: SubscriptionPause[] = [];

// Renews on the last day of every month (the 31st, clamped).
const monthEnd = makeSubscription({
  id: 1,
  name: "Month end",
  price: 100,
  currency: "TWD",
  startDate: "2026-10-31",
  endDate: "2026-11-30",
  cycle: "custom:months:1",
  autoRenew: true,
});
const raise = makePriceChange({ subscriptionId: 1, oldPrice: 100, newPrice: 120, effectiveDate: "2027-03-01" });
// A free month from today, then US$10 a month.
const trial = makeSubscription({
  id: 2,
  name: "Trial",
  price: 10,
  currency: "USD",
  startDate: "2027-01-15",
  endDate: "2027-02-15",
  cycle: "custom:months:1",
  autoRenew: true,
  status: "trial",
  trialEndsOn: "2027-02-15",
});
// A contract that ends on 2027-04-20 without renewing: its last charge is 2027-03-20.
const contract = makeSubscription({
  id: 3,
  name: "Contract",
  price: 50,
  currency: "TWD",
  startDate: "2026-06-20",
  endDate: "2027-04-20",
  cycle: "custom:months:1",
  autoRenew: false,
});
const lifetime = makeSubscription({ id: 4, name: "Lifetime", price: 999, currency: "TWD", startDate: "2027-06-01", endDate: "2027-06-01", cycle: "once" });
const paused = makeSubscription({ ...monthEnd, id: 5, name: "Paused", status: "paused", pausedOn: "2027-01-01" });
const cancelling = makeSubscription({ ...monthEnd, id: 6, name: "Cancelling", price: 7, status: "cancelled", cancelledOn: "2027-05-01" });

describe("upcomingMonths", () => {
  const months = upcomingMonths([monthEnd, trial, contract, lifetime, paused, cancelling], { priceChanges: [raise], pauses: noPauses }, context);

  it("covers twelve months from today's", () => {
    expect(months.map((m) => m.month)).toEqual([
      "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06",
      "2027-07", "2027-08", "2027-09", "2027-10", "2027-11", "2027-12",
    ]);
  });

  it("adds up each month's actual charges: price changes, trials, ends, cancellations and one-time purchases", () => {
    // Jan: month end 100 + trial 0 + contract 50 + cancelling 7        = 157
    // Feb: 100 + trial's first paid month US$10 × 30 + 50 + 7            = 457
    // Mar: 120 (from Mar 1) + 300 + 50 (last) + 7                        = 477
    // Apr: 120 + 300 + 7 (cancelled from May 1)                          = 427
    // May: 120 + 300                                                     = 420
    // Jun: 420 + 999 once                                                = 1,419, then 420 a month.
    expect(months.map((m) => m.total)).toEqual([157, 457, 477, 427, 420, 1419, 420, 420, 420, 420, 420, 420]);
  });

  it("charges on the actual days, month ends kept", () => {
    const days = (id: number) => months.flatMap((m) => m.charges.filter((c) => c.subscriptionId === id).map((c) => c.date));
    expect(days(1)).toEqual([
      "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30",
      "2027-07-31", "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31",
    ]);
    expect(days(3)).toEqual(["2027-01-20", "2027-02-20", "2027-03-20"]);
    expect(days(5)).toEqual([]);
    expect(days(6)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("notes the free trial, its first paid charge, new prices, last charges and one-time purchases", () => {
    const notes = (month: number, id: number) => months[month].charges.find((c) => c.subscriptionId === id)?.notes;
    expect(months[0].charges.find((c) => c.subscriptionId === 2)).toMatchObject({ date: "2027-01-15", amount: 0, converted: 0, notes: ["trial"] });
    expect(notes(1, 2)).toEqual(["trialEnds"]);
    expect(notes(2, 2)).toEqual([]);
    expect(notes(2, 1)).toEqual(["newPrice"]);
    expect(notes(3, 1)).toEqual([]);
    expect(notes(2, 3)).toEqual(["final"]);
    expect(notes(3, 6)).toEqual(["final"]);
    expect(notes(5, 4)).toEqual(["oneTime"]);
    expect(months[1].charges.find((c) => c.subscriptionId === 2)).toMatchObject({ amount: 10, currency: "USD", converted: 300 });
  });

  it("lists each month's charges by date", () => {
    expect(months[0].charges.map((c) => [c.date, c.name])).toEqual([
      ["2027-01-15", "Trial"],
      ["2027-01-20", "Contract"],
      ["2027-01-31", "Month end"],
      ["2027-01-31", "Cancelling"],
    ]);
  });

  it("includes today's charges and reaches Feb 29 in a leap year", () => {
    const leap = upcomingMonths([monthEnd], { priceChanges: [], pauses: noPauses }, { ...context, today: "2028-01-31" });
    expect(leap[0].charges.map((c) => c.date)).toEqual(["2028-01-31"]);
    expect(leap[1].charges.map((c) => c.date)).toEqual(["2028-02-29"]);
    expect(leap).toHaveLength(12);
  });

  it("notes a price change that took effect since the last charge, even before today", () => {
    const since = makePriceChange({ subscriptionId: 1, oldPrice: 100, newPrice: 110, effectiveDate: "2027-01-05" });
    const [january] = upcomingMonths([monthEnd], { priceChanges: [since], pauses: noPauses }, context);
    expect(january.charges).toMatchObject([{ date: "2027-01-31", amount: 110, notes: ["newPrice"] }]);
  });

  it("is twelve empty months without subscriptions", () => {
    const empty = upcomingMonths([], { priceChanges: [], pauses: noPauses }, context);
    expect(empty).toHaveLength(12);
    expect(empty.every((m) => m.total === 0 && m.charges.length === 0)).toBe(true);
  });
});
