import { describe, expect, it } from "vitest";
import { historicalRates } from "@/lib/insights/historical-rates";
import { ledgerEntries } from "@/lib/payments/charges";
import { frozenRate, markAllDuePaid, markPaidDefaults } from "@/lib/payments/mark-paid";
import { makeSubscription } from "../subscriptions/fixtures";
import { makeCharge, makePayment } from "./fixtures";

describe("markPaidDefaults", () => {
  it("proposes the charge's own date, never today, and the expected amount in the subscription's currency", () => {
    const charge = makeCharge({ subscriptionId: 7, dueOn: "2026-02-28", amount: 1490, currency: "JPY" });
    expect(markPaidDefaults(charge)).toEqual({
      subscriptionId: 7, dueOn: "2026-02-28", state: "paid", paidOn: "2026-02-28", amount: 1490, currency: "JPY",
    });
  });
});

describe("markAllDuePaid", () => {
  it("marks every due and overdue charge without a record, and nothing else", () => {
    const subscription = makeSubscription({ id: 1, price: 5, currency: "EUR", startDate: "2026-01-15", endDate: "2026-12-31", cycle: "custom:months:1" });
    const skipped = makePayment({ subscriptionId: 1, dueOn: "2026-02-15", state: "skipped", amount: null, currency: null, paidOn: null });
    const entries = ledgerEntries(subscription, { priceChanges: [], pauses: [] }, [skipped], { from: "2026-01-01", to: "2026-04-30", today: "2026-03-16" });
    expect(entries.map((e) => e.state)).toEqual(["overdue", "skipped", "due", "upcoming"]);
    expect(markAllDuePaid(entries)).toEqual([
      { subscriptionId: 1, dueOn: "2026-01-15", state: "paid", paidOn: "2026-01-15", amount: 5, currency: "EUR" },
      { subscriptionId: 1, dueOn: "2026-03-15", state: "paid", paidOn: "2026-03-15", amount: 5, currency: "EUR" },
    ]);
  });
});

describe("frozenRate", () => {
  const rateOn = historicalRates(
    [
      { base: "USD", target: "TWD", rate: 32, rateDate: "2026-01-10" },
      { base: "USD", target: "TWD", rate: 31, rateDate: "2026-03-01" },
    ],
    "TWD",
    { TWD: 1, USD: 30, EUR: 35 },
  );

  it("keeps the rate of the paid day, or of the nearest earlier cached day", () => {
    expect(frozenRate("USD", "TWD", "2026-03-01", rateOn)).toEqual({ rateToBase: 31, baseCurrency: "TWD", rateDate: "2026-03-01" });
    expect(frozenRate("USD", "TWD", "2026-02-05", rateOn)).toEqual({ rateToBase: 32, baseCurrency: "TWD", rateDate: "2026-01-10" });
    expect(frozenRate("TWD", "TWD", "2026-02-28", rateOn)).toEqual({ rateToBase: 1, baseCurrency: "TWD", rateDate: "2026-02-28" });
  });

  it("freezes nothing when only today's rate is known", () => {
    expect(frozenRate("EUR", "TWD", "2026-02-28", rateOn)).toBeNull();
    expect(frozenRate("USD", "TWD", "2026-02-28", rateOn)).toBeNull();
    expect(frozenRate("USD", "TWD", "2025-06-01", rateOn)).toBeNull();
    expect(frozenRate("KRW", "TWD", "2026-02-28", rateOn)).toBeNull();
  });
});
