import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { DEFAULT_SORT_KEY, isSortKey, sortSubscriptions } from "@/lib/subscriptions/sort";
import { makeSubscription } from "./fixtures";

const context = { rates: fallbackRatesInto("USD"), defaultCurrency: "USD" as const, today: "2026-05-10", locale: "en" };
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("sort keys", () => {
  it("defaults to endDate and recognises the three keys", () => {
    expect(DEFAULT_SORT_KEY).toBe("endDate");
    expect(["endDate", "price", "name", "brand"].map(isSortKey)).toEqual([true, true, true, false]);
  });
});

describe("sortSubscriptions by endDate", () => {
  it("puts paused, cancelled and one-time purchases after everything with a next date", () => {
    const sorted = sortSubscriptions(
      [
        makeSubscription({ name: "Paused", endDate: "2026-01-01", status: "paused", pausedOn: "2026-01-01" }),
        makeSubscription({ name: "Bought", endDate: "2025-01-01", cycle: "once" }),
        makeSubscription({ name: "Next", endDate: "2026-09-01" }),
        makeSubscription({ name: "Cancelled", endDate: "2026-02-01", status: "cancelled", cancelledOn: "2026-02-01" }),
      ],
      "endDate",
      { rates: { USD: 1 }, defaultCurrency: "USD", today: "2026-05-10", locale: "en" },
    );
    expect(sorted.map((s) => s.name)).toEqual(["Next", "Bought", "Paused", "Cancelled"]);
  });

  it("puts the soonest effective end first, rolled-forward renewals included, ties by name", () => {
    const list = [
      makeSubscription({ name: "Later", endDate: "2026-09-01" }),
      makeSubscription({ name: "Renews", endDate: "2026-04-20", cycle: "30days", autoRenew: true }),
      makeSubscription({ name: "Beta", endDate: "2026-06-01" }),
      makeSubscription({ name: "alpha", endDate: "2026-06-01" }),
      makeSubscription({ name: "Lapsed", endDate: "2026-03-01" }),
    ];
    // Renews rolls from 2026-04-20 to 2026-05-20.
    expect(names(sortSubscriptions(list, "endDate", context))).toEqual(["Lapsed", "Renews", "alpha", "Beta", "Later"]);
  });
});

describe("sortSubscriptions by price", () => {
  it("sorts descending by one billing converted to the default currency, ties by name", () => {
    const list = [
      makeSubscription({ name: "Dollar plan", price: 10, currency: "USD", cycle: "30days" }),
      makeSubscription({ name: "Yen yearly", price: 2990, currency: "JPY", cycle: "1year" }),
      makeSubscription({ name: "Pound weekly", price: 9.48, currency: "GBP", cycle: "custom:days:7" }),
      makeSubscription({ name: "Euro", price: 13.8, currency: "EUR", cycle: "6months" }),
      makeSubscription({ name: "Another dollar", price: 10, currency: "USD" }),
    ];
    // In USD: yen 20, euro 15, pound 12 (one billing, whatever the cycle), then the two 10s by name.
    expect(names(sortSubscriptions(list, "price", context))).toEqual([
      "Yen yearly",
      "Euro",
      "Pound weekly",
      "Another dollar",
      "Dollar plan",
    ]);
  });

  it("uses the price in force today and puts unconvertible prices last", () => {
    const cheap = makeSubscription({ id: 900, name: "Was cheap", price: 1, currency: "USD" });
    const list = [
      makeSubscription({ name: "No rate", price: 999, currency: "CNY" }),
      makeSubscription({ name: "Middle", price: 5, currency: "USD" }),
      cheap,
    ];
    const sorted = sortSubscriptions(list, "price", {
      ...context,
      rates: { USD: 1 },
      priceChanges: [{ id: 1, subscriptionId: 900, oldPrice: 1, newPrice: 8, effectiveDate: "2026-05-01", createdAt: "2026-04-01T00:00:00Z" }],
    });
    expect(names(sorted)).toEqual(["Was cheap", "Middle", "No rate"]);
  });
});

describe("sortSubscriptions by name", () => {
  it("is locale-aware, case-insensitive and numeric", () => {
    const list = ["Plan 10", "zeta", "Plan 2", "Éclair", "apple", "Banana"].map((name) => makeSubscription({ name }));
    expect(names(sortSubscriptions(list, "name", context))).toEqual(["apple", "Banana", "Éclair", "Plan 2", "Plan 10", "zeta"]);
  });

  it("does not mutate its input", () => {
    const list = [makeSubscription({ name: "b" }), makeSubscription({ name: "a" })];
    sortSubscriptions(list, "name", context);
    expect(names(list)).toEqual(["b", "a"]);
  });
});
