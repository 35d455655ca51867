import { describe, expect, it } from "vitest";
import { historicalRates } from "@/lib/insights/historical-rates";
import { spendHistory } from "@/lib/payments/spend-history";
import { makeSubscription } from "../subscriptions/fixtures";
import { makePayment } from "./fixtures";

const today = "2027-03-15";
const rateOn = historicalRates(
  [
    { base: "USD", target: "TWD", rate: 32, rateDate: "2027-01-10" },
    { base: "USD", target: "TWD", rate: 31, rateDate: "2027-03-01" },
  ],
  "TWD",
  { TWD: 1, USD: 30 },
);
const context = { today, defaultCurrency: "TWD" as const, rateOn };
const noHistory = { priceChanges: [], pauses: [] };

// NT$100 on the last day of each month from Dec 31.
const monthEnd = makeSubscription({ id: 1, price: 100, currency: "TWD", startDate: "2026-12-31", endDate: "2027-01-31", cycle: "custom:months:1", autoRenew: true });
// US$10 on the 10th from January.
const usd = makeSubscription({ id: 2, price: 10, currency: "USD", startDate: "2027-01-10", endDate: "2027-02-10", cycle: "custom:months:1", autoRenew: true });

describe("spendHistory", () => {
  const payments = [
    // Frozen at 33 when recorded: the cached 32 of that day is not used.
    makePayment({ subscriptionId: 2, dueOn: "2027-01-10", amount: 10, currency: "USD", rateToBase: 33, baseCurrency: "TWD", rateDate: "2027-01-10" }),
    // Paid late, and more: it counts in March, at March 2's rate (31), and February's charge is no estimate.
    makePayment({ subscriptionId: 2, dueOn: "2027-02-10", paidOn: "2027-03-02", amount: 12.5, currency: "USD" }),
    // Frozen into another base currency than today's: the rate of its day applies instead.
    makePayment({ subscriptionId: 2, dueOn: "2027-03-10", amount: 10, currency: "USD", rateToBase: 0.92, baseCurrency: "EUR", rateDate: "2027-03-10" }),
    makePayment({ subscriptionId: 1, dueOn: "2027-01-31", amount: 100, currency: "TWD", state: "refunded" }),
  ];
  const history = spendHistory([monthEnd, usd], noHistory, payments, context);

  it("uses recorded payments at their frozen rates, and the schedule's estimate elsewhere", () => {
    // Dec: estimate 100 (Dec 31)
    // Jan: US$10 × 33 frozen = 330; Jan 31 refunded = 0
    // Feb: estimate 100 (Feb 28); Feb 10 was paid in March
    // Mar to the 14th: US$12.5 × 31 + US$10 × 31 = 697.5
    expect(history.months.map((m) => [m.month, m.total])).toEqual([
      ["2026-12", 100],
      ["2027-01", 330],
      ["2027-02", 100],
      ["2027-03", 697.5],
    ]);
    expect(history.total).toBe(1227.5);
    expect(history.unconvertedCount).toBe(0);
  });

  it("says which months hold estimates", () => {
    expect(history.months.map((m) => [m.recordedCount, m.estimatedCount, m.hasEstimates])).toEqual([
      [0, 1, true],
      [2, 0, false],
      [0, 1, true],
      [2, 0, false],
    ]);
  });

  it("counts a record whose date the schedule no longer bills, and leaves out other users' subscriptions", () => {
    const offSchedule = makePayment({ subscriptionId: 1, dueOn: "2027-02-14", amount: 40, currency: "TWD" });
    const stranger = makePayment({ subscriptionId: 99, dueOn: "2027-02-14", amount: 1000, currency: "TWD" });
    const february = spendHistory([monthEnd], noHistory, [offSchedule, stranger], context).months.find((m) => m.month === "2027-02");
    expect(february).toEqual({ month: "2027-02", total: 140, recordedCount: 1, estimatedCount: 1, hasEstimates: true });
  });

  it("adds many small amounts without float drift", () => {
    // Ten charges of NT$0.10 (cancelled from the 11th): added one by one, floats make 0.9999999999999999.
    const daily = makeSubscription({
      id: 3, price: 0.1, currency: "TWD", startDate: "2027-03-01", endDate: "2027-03-02", cycle: "custom:days:1", autoRenew: true,
      status: "cancelled", cancelledOn: "2027-03-11",
    });
    const recorded = Array.from({ length: 5 }, (_, day) => makePayment({ subscriptionId: 3, dueOn: `2027-03-0${day + 1}`, amount: 0.1, currency: "TWD" }));
    const march = spendHistory([daily], noHistory, recorded, context).months[0];
    expect(march).toMatchObject({ recordedCount: 5, estimatedCount: 5 });
    expect(march.total).toBe(1);
  });

  it("skips months before anything started and charges with no rate at all", () => {
    const won = makeSubscription({ id: 4, price: 5000, currency: "KRW", startDate: "2027-02-01", endDate: "2027-03-01", cycle: "custom:months:1", autoRenew: true });
    const result = spendHistory([won], noHistory, [], context);
    expect(result.months.map((m) => m.total)).toEqual([0, 0]);
    expect(result.unconvertedCount).toBe(2);
    expect(spendHistory([], noHistory, [], context).months).toEqual([]);
  });
});
