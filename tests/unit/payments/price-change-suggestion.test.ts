import { describe, expect, it } from "vitest";
import { suggestPriceChange } from "@/lib/payments/price-change-suggestion";
import type { Payment } from "@/lib/payments/types";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";
import { makePayment } from "./fixtures";

const subscription = makeSubscription({ id: 1, price: 9.99, currency: "USD", startDate: "2026-01-10", endDate: "2026-12-31", cycle: "custom:months:1" });
const paid = (dueOn: string, amount: number, overrides: Partial<Payment> = {}) => makePayment({ subscriptionId: 1, dueOn, amount, ...overrides });

describe("suggestPriceChange", () => {
  it("suggests the agreed amount from the first of two paid charges that differ from the price", () => {
    const payments = [paid("2026-01-10", 9.99), paid("2026-03-10", 11.99), paid("2026-02-10", 11.99)];
    expect(suggestPriceChange(subscription, [], payments)).toEqual({ effectiveDate: "2026-02-10", newPrice: 11.99, currentPrice: 9.99 });
  });

  it("needs two records that agree with each other", () => {
    expect(suggestPriceChange(subscription, [], [paid("2026-02-10", 11.99)])).toBeNull();
    expect(suggestPriceChange(subscription, [], [paid("2026-02-10", 11.99), paid("2026-03-10", 12.99)])).toBeNull();
    expect(suggestPriceChange(subscription, [], [paid("2026-02-10", 11.99), paid("2026-03-10", 9.99)])).toBeNull();
    expect(suggestPriceChange(subscription, [], [paid("2026-02-10", 11.99), paid("2026-03-10", 11.99, { currency: "EUR" })])).toBeNull();
  });

  it("needs them to be the latest two records, both paid", () => {
    const skippedSince = [paid("2026-02-10", 11.99), paid("2026-03-10", 11.99), paid("2026-04-10", 0, { state: "skipped", amount: null, currency: null })];
    expect(suggestPriceChange(subscription, [], skippedSince)).toBeNull();
    const refunded = [paid("2026-02-10", 11.99), paid("2026-03-10", 11.99, { state: "refunded" })];
    expect(suggestPriceChange(subscription, [], refunded)).toBeNull();
    const otherSubscription = [paid("2026-02-10", 11.99), paid("2026-03-10", 11.99, { subscriptionId: 2 })];
    expect(suggestPriceChange(subscription, [], otherSubscription)).toBeNull();
  });

  it("stays quiet once the change is recorded", () => {
    const payments = [paid("2026-02-10", 11.99), paid("2026-03-10", 11.99)];
    const recorded = makePriceChange({ subscriptionId: 1, oldPrice: 9.99, newPrice: 11.99, effectiveDate: "2026-02-10" });
    expect(suggestPriceChange(subscription, [recorded], payments)).toBeNull();
    const later = makePriceChange({ subscriptionId: 1, oldPrice: 9.99, newPrice: 11.99, effectiveDate: "2026-03-01" });
    expect(suggestPriceChange(subscription, [later], payments)).toBeNull();
  });

  it("compares with the listed price, not a trial's free one", () => {
    const trial = { ...subscription, status: "trial" as const, trialEndsOn: "2026-06-10" };
    expect(suggestPriceChange(trial, [], [paid("2026-02-10", 9.99), paid("2026-03-10", 9.99)])).toBeNull();
    expect(suggestPriceChange(trial, [], [paid("2026-02-10", 12), paid("2026-03-10", 12)])).toMatchObject({ effectiveDate: "2026-02-10", newPrice: 12 });
  });
});
