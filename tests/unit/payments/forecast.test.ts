import { describe, expect, it } from "vitest";
import { latestPaidAmounts, variableForecast } from "@/lib/payments/forecast";
import type { Payment } from "@/lib/payments/types";
import { makePayment } from "./fixtures";

const bill = (dueOn: string, amount: number | null, overrides: Partial<Payment> = {}) =>
  makePayment({ subscriptionId: 1, dueOn, amount, currency: amount === null ? null : "EUR", ...overrides });

describe("variableForecast", () => {
  const price = 50;

  it("takes the median of the last three paid amounts, within their lowest and highest", () => {
    const payments = [bill("2026-01-05", 400), bill("2026-04-05", 61.2), bill("2026-02-05", 48.3), bill("2026-03-05", 55.05)];
    expect(variableForecast(payments, { currency: "EUR", price })).toEqual({ estimate: 55.05, min: 48.3, max: 61.2, basis: "payments" });
  });

  it("ignores skipped, failed and refunded charges and amounts in another currency", () => {
    const payments = [
      bill("2026-01-05", 40),
      bill("2026-02-05", 44),
      bill("2026-03-05", 46),
      bill("2026-04-05", null, { state: "skipped" }),
      bill("2026-05-05", 999, { state: "failed" }),
      bill("2026-06-05", 999, { state: "refunded" }),
      bill("2026-07-05", 999, { currency: "USD" }),
    ];
    expect(latestPaidAmounts(payments, "EUR")).toEqual([46, 44, 40]);
    expect(variableForecast(payments, { currency: "EUR", price })).toMatchObject({ estimate: 44, min: 40, max: 46 });
  });

  it("averages two amounts to the currency's smallest unit, and takes one as it is", () => {
    expect(variableForecast([bill("2026-01-05", 10.01), bill("2026-02-05", 10.02)], { currency: "EUR", price }).estimate).toBe(10.02);
    const yen = [bill("2026-01-05", 1001, { currency: "JPY" }), bill("2026-02-05", 1002, { currency: "JPY" })];
    expect(variableForecast(yen, { currency: "JPY", price: 1000 }).estimate).toBe(1002);
    expect(variableForecast([bill("2026-01-05", 42.5)], { currency: "EUR", price })).toEqual({ estimate: 42.5, min: 42.5, max: 42.5, basis: "payments" });
  });

  it("falls back to the price when nothing was paid yet", () => {
    expect(variableForecast([], { currency: "EUR", price })).toEqual({ estimate: 50, min: 50, max: 50, basis: "price" });
  });

  it("follows a range the user set, its midpoint the estimate, even with payments recorded", () => {
    const payments = [bill("2026-01-05", 10), bill("2026-02-05", 11), bill("2026-03-05", 12)];
    expect(variableForecast(payments, { currency: "EUR", price, range: { min: 40, max: 80.05 } })).toEqual({
      estimate: 60.03, min: 40, max: 80.05, basis: "range",
    });
    expect(variableForecast([], { currency: "EUR", price, range: { min: 80, max: 40 } })).toMatchObject({ min: 40, max: 80, estimate: 60 });
  });
});
