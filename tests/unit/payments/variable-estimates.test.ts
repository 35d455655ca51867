import { describe, expect, it } from "vitest";
import { variableForecasts, variableSummary } from "@/lib/payments/variable-estimates";
import { makeSubscription } from "../subscriptions/fixtures";
import { makePayment } from "./fixtures";

const context = { rates: { EUR: 1 }, defaultCurrency: "EUR" as const, today: "2026-06-15" };
const power = makeSubscription({
  id: 1, price: 40, currency: "EUR", cycle: "custom:months:1", startDate: "2026-01-10", endDate: "2026-02-10", autoRenew: true, variableAmount: true,
});
const fixed = makeSubscription({ id: 2, price: 10, currency: "EUR", cycle: "custom:months:1", startDate: "2026-01-01", endDate: "2026-02-01", autoRenew: true });
const paid = [
  makePayment({ subscriptionId: 1, dueOn: "2026-03-10", amount: 50, currency: "EUR" }),
  makePayment({ subscriptionId: 1, dueOn: "2026-04-10", amount: 70, currency: "EUR" }),
  makePayment({ subscriptionId: 1, dueOn: "2026-05-10", amount: 54, currency: "EUR" }),
  makePayment({ subscriptionId: 2, dueOn: "2026-05-01", amount: 99, currency: "EUR" }),
];

describe("variable bills on the dashboard", () => {
  it("forecast only variable subscriptions, from their own payments, or from the user's range", () => {
    expect(variableForecasts([power, fixed], paid)).toEqual({ 1: { estimate: 54, min: 50, max: 70, basis: "payments" } });
    expect(variableForecasts([{ ...power, amountMin: 30, amountMax: 50 }], paid)[1]).toMatchObject({ estimate: 40, basis: "range" });
  });

  it("count a variable bill at its forecast in the totals, and say the totals are estimates", () => {
    const summary = variableSummary([power, fixed], paid, context);
    expect(summary.summary.monthlyTotal).toBeCloseTo(54 + 10);
    expect(summary.approximate).toBe(true);
  });

  it("leave totals of fixed prices, or of an ended variable bill, exact", () => {
    expect(variableSummary([fixed], paid, context)).toMatchObject({ forecasts: {}, approximate: false, summary: { monthlyTotal: 10 } });
    const ended = { ...power, autoRenew: false, endDate: "2026-02-10" };
    expect(variableSummary([fixed, ended], paid, context).approximate).toBe(false);
  });
});
