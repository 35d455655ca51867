import { describe, expect, it } from "vitest";
import { dueCharges } from "@/lib/payments/due-charges";
import { paymentHistory } from "@/lib/payments/history";
import { makeSubscription } from "../subscriptions/fixtures";
import { makePayment } from "./fixtures";

const monthly = { startDate: "2025-01-10", endDate: "2027-01-09", cycle: "custom:months:1", price: 9.99, currency: "EUR" as const };

describe("dueCharges", () => {
  it("lists the manual renewals' unanswered charges of the last month, oldest first", () => {
    const manual = makeSubscription({ id: 1, ...monthly });
    const weekly = makeSubscription({ id: 2, ...monthly, cycle: "custom:days:7", startDate: "2026-02-24", price: 3 });
    const autopay = makeSubscription({ id: 3, ...monthly, autoRenew: true });
    const due = dueCharges([manual, weekly, autopay], [], [makePayment({ subscriptionId: 2, dueOn: "2026-03-10", amount: 3, currency: "EUR" })], "2026-03-12");
    expect(due.map((entry) => [entry.charge.subscriptionId, entry.charge.dueOn, entry.state])).toEqual([
      [1, "2026-02-10", "overdue"],
      [2, "2026-02-24", "overdue"],
      [2, "2026-03-03", "overdue"],
      [1, "2026-03-10", "due"],
    ]);
    expect(due[3].charge.amount).toBe(9.99);
  });

  it("asks nothing of a one-time purchase: it was paid when made", () => {
    const purchase = makeSubscription({ id: 4, ...monthly, cycle: "once", startDate: "2026-03-01", endDate: "2026-03-01", autoRenew: false });
    expect(dueCharges([purchase], [], [], "2026-03-02")).toEqual([]);
    expect(dueCharges([purchase], [], [], "2026-03-20")).toEqual([]);
  });

  it("asks nothing of a charge already answered, skipped included", () => {
    const manual = makeSubscription({ id: 1, ...monthly });
    const skipped = makePayment({ subscriptionId: 1, dueOn: "2026-03-10", state: "skipped", amount: null, currency: null, paidOn: null });
    const paid = makePayment({ subscriptionId: 1, dueOn: "2026-02-10", amount: 9.99, currency: "EUR" });
    expect(dueCharges([manual], [], [paid, skipped], "2026-03-12")).toEqual([]);
  });

  it("uses the price of the charge's day", () => {
    const manual = makeSubscription({ id: 1, ...monthly });
    const change = { id: 1, subscriptionId: 1, effectiveDate: "2026-03-01", oldPrice: 9.99, newPrice: 12.49, createdAt: "2026-01-01T00:00:00Z" };
    expect(dueCharges([manual], [change], [], "2026-03-10").map((entry) => entry.charge.amount)).toEqual([9.99, 12.49]);
  });
});

describe("paymentHistory", () => {
  it("shows the next charge, then the last twelve months, newest first", () => {
    const manual = makeSubscription({ id: 1, ...monthly, startDate: "2024-01-10", endDate: "2027-01-09" });
    const entries = paymentHistory(manual, { priceChanges: [], pauses: [] }, [makePayment({ subscriptionId: 1, dueOn: "2026-02-10", amount: 11.99, currency: "EUR" })], "2026-03-15");
    expect(entries.map((entry) => entry.charge.dueOn)).toEqual([
      "2026-04-10", "2026-03-10", "2026-02-10", "2026-01-10", "2025-12-10", "2025-11-10", "2025-10-10", "2025-09-10",
      "2025-08-10", "2025-07-10", "2025-06-10", "2025-05-10", "2025-04-10",
    ]);
    expect(entries.slice(0, 3).map((entry) => entry.state)).toEqual(["upcoming", "overdue", "paid_different"]);
  });
});
