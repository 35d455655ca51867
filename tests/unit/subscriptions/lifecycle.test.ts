import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { monthlyCost, priceOn } from "@/lib/subscriptions/money";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";
import { countActive, isInForce, subscriptionStatus } from "@/lib/subscriptions/status";
import { summarize } from "@/lib/subscriptions/summary";
import { makePriceChange, makeSubscription } from "./fixtures";

const usd = (today: string) => ({ rates: fallbackRatesInto("USD"), defaultCurrency: "USD" as const, today });
const monthly = { price: 12, currency: "USD" as const, cycle: "30days", startDate: "2026-01-01", endDate: "2026-12-31" };

describe("a trial", () => {
  const trial = makeSubscription({ ...monthly, status: "trial", trialEndsOn: "2026-02-01" });

  it("costs nothing until it ends, then its price", () => {
    expect(priceOn(trial, [], "2026-01-31")).toBe(0);
    expect(priceOn(trial, [], "2026-02-01")).toBe(12);
    expect(summarize([trial], usd("2026-01-31")).monthlyTotal).toBe(0);
    expect(summarize([trial], usd("2026-02-01")).monthlyTotal).toBe(12);
  });

  it("becomes the price in force when it ends, a recorded change included", () => {
    const raise = makePriceChange({ subscriptionId: trial.id, newPrice: 15, effectiveDate: "2026-01-15" });
    expect(priceOn(trial, [raise], "2026-01-20")).toBe(0);
    expect(priceOn(trial, [raise], "2026-02-01")).toBe(15);
  });

  it("shows as a trial until it ends, then as active, and counts as active throughout", () => {
    expect(subscriptionStatus(trial, "2026-01-31")).toBe("trial");
    expect(subscriptionStatus(trial, "2026-02-01")).toBe("active");
    expect(countActive([trial], "2026-01-31")).toBe(1);
    expect(isInForce(trial, "2026-01-31")).toBe(true);
  });
});

describe("paused and cancelled", () => {
  const paused = makeSubscription({ ...monthly, status: "paused", pausedOn: "2026-03-01" });
  const cancelled = makeSubscription({ ...monthly, status: "cancelled", cancelledOn: "2026-03-01" });

  it("are not summed from their date on, and are until then", () => {
    for (const subscription of [paused, cancelled]) {
      expect(summarize([subscription], usd("2026-03-01")).monthlyTotal).toBe(0);
      expect(summarize([subscription], usd("2026-02-28")).monthlyTotal).toBe(12);
      expect(countActive([subscription], "2026-03-01")).toBe(0);
    }
  });

  it("show their own status whatever the dates say", () => {
    expect(subscriptionStatus(paused, "2026-02-01")).toBe("paused");
    expect(subscriptionStatus(cancelled, "2027-06-01")).toBe("cancelled");
  });
});

describe("a one-time purchase", () => {
  const lifetime = makeSubscription({ price: 199, currency: "USD", cycle: "once", startDate: "2026-01-10", endDate: "2026-01-10" });

  it("costs 0 a month, is not in force or active, and shows as one-time, never expired", () => {
    expect(monthlyCost(lifetime, usd("2026-05-01"))).toBe(0);
    expect(summarize([lifetime, makeSubscription(monthly)], usd("2026-05-01"))).toMatchObject({
      monthlyTotal: 12,
      count: 2,
      activeCount: 1,
      inForceCount: 1,
    });
    expect(subscriptionStatus(lifetime, "2026-05-01")).toBe("oneTime");
  });
});

describe("the lifecycle in the schema", () => {
  const form = {
    name: "Netflix",
    brand: "Netflix",
    price: "12",
    currency: "USD" as const,
    startDate: "2026-01-01",
    endDate: "2026-01-31",
    cycle: "30days",
    iconUrl: "",
    autoRenew: true,
    categoryId: "none",
    trialEndsOn: "",
    pausedOn: "",
    cancelledOn: "",
    notes: "",
    websiteUrl: "",
    paymentMethod: "",
  };
  const errors = (value: Record<string, unknown>) => {
    const result = createSubscriptionSchema.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("needs the date its status carries", () => {
    expect(errors({ ...form, status: "trial" })).toEqual({ trialEndsOn: "required" });
    expect(errors({ ...form, status: "paused" })).toEqual({ pausedOn: "required" });
    expect(errors({ ...form, status: "cancelled", cancelledOn: "2026-02-30" })).toEqual({ cancelledOn: "invalidDate" });
    expect(errors({ ...form, status: "trial", trialEndsOn: "2025-12-31" })).toEqual({ trialEndsOn: "trialEndsBeforeStart" });
    expect(errors({ ...form, status: "expired" })).toEqual({ status: "invalidStatus" });
  });

  it("keeps only the status's own date, and a one-time purchase never renews", () => {
    const parsed = createSubscriptionSchema.parse({
      ...form,
      status: "paused",
      pausedOn: "2026-03-01",
      trialEndsOn: "2026-02-01",
      cancelledOn: "2026-04-01",
      cycle: "once",
    });
    expect(parsed).toMatchObject({ status: "paused", pausedOn: "2026-03-01", trialEndsOn: null, cancelledOn: null, autoRenew: false });
  });

  it("takes notes, an http(s) website and a payment method, and refuses other URLs", () => {
    const parsed = createSubscriptionSchema.parse({
      ...form,
      notes: "  Shared with Ana\nRenews via the app store  ",
      websiteUrl: " https://www.netflix.com/account ",
      paymentMethod: " Visa ••4242 ",
    });
    expect(parsed).toMatchObject({
      status: "active",
      notes: "Shared with Ana\nRenews via the app store",
      websiteUrl: "https://www.netflix.com/account",
      paymentMethod: "Visa ••4242",
    });
    expect(errors({ ...form, websiteUrl: "javascript:alert(1)" })).toEqual({ websiteUrl: "invalidUrl" });
    expect(errors({ ...form, websiteUrl: "ftp://example.com" })).toEqual({ websiteUrl: "invalidUrl" });
    expect(errors({ ...form, notes: "x".repeat(2001) })).toEqual({ notes: "notesTooLong" });
  });
});
