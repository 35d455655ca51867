import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates/date-only";
import { billingDates, chargesBetween } from "@/lib/subscriptions/schedule";
import { effectiveEndDate } from "@/lib/subscriptions/status";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import { makePriceChange, makeSubscription } from "./fixtures";

const dates = (iterable: Iterable<string>) => [...iterable];
const none = { priceChanges: [], pauses: [] as SubscriptionPause[] };

describe("billingDates", () => {
  it("bills every cycle of the first term, then renews from the end date on the same month-end day", () => {
    const monthly = makeSubscription({ startDate: "2024-01-31", endDate: "2024-02-29", cycle: "custom:months:1", autoRenew: true });
    expect(dates(billingDates(monthly, "2024-01-01", "2024-06-30"))).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
      "2024-06-30",
    ]);
  });

  it("stops at the end date without auto-renew, billing each cycle of a longer term", () => {
    const contract = makeSubscription({ startDate: "2026-01-15", endDate: "2026-04-15", cycle: "custom:months:1", autoRenew: false });
    expect(dates(billingDates(contract, "2025-01-01", "2027-01-01"))).toEqual(["2026-01-15", "2026-02-15", "2026-03-15"]);
  });

  it("handles day cycles, leap years and yearly renewals from Feb 29", () => {
    const weekly = makeSubscription({ startDate: "2026-12-28", endDate: "2027-01-04", cycle: "custom:days:7", autoRenew: true });
    expect(dates(billingDates(weekly, "2027-01-01", "2027-01-20"))).toEqual(["2027-01-04", "2027-01-11", "2027-01-18"]);
    const leap = makeSubscription({ startDate: "2024-02-29", endDate: "2025-02-28", cycle: "1year", autoRenew: true });
    expect(dates(billingDates(leap, "2024-01-01", "2029-01-01"))).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
  });

  it("charges a one-time purchase once", () => {
    const once = makeSubscription({ startDate: "2026-03-01", endDate: "2026-03-01", cycle: "once" });
    expect(dates(billingDates(once, "2026-01-01", "2027-01-01"))).toEqual(["2026-03-01"]);
    expect(dates(billingDates(once, "2026-03-02", "2027-01-01"))).toEqual([]);
  });

  it("agrees with the dashboard's next renewal for lapsed auto-renewing subscriptions", () => {
    const cases = [
      makeSubscription({ startDate: "2025-12-31", endDate: "2026-01-31", cycle: "custom:months:1", autoRenew: true }),
      makeSubscription({ startDate: "2025-08-31", endDate: "2026-02-28", cycle: "6months", autoRenew: true }),
      makeSubscription({ startDate: "2025-01-01", endDate: "2025-01-31", cycle: "30days", autoRenew: true }),
      makeSubscription({ startDate: "2023-05-20", endDate: "2024-02-29", cycle: "custom:years:2", autoRenew: true }),
    ];
    for (const subscription of cases) {
      for (let day = 0; day < 800; day += 13) {
        const today = addDays("2026-02-01", day);
        const [next] = billingDates(subscription, today, addDays(today, 800));
        expect(next, `${subscription.cycle} on ${today}`).toBe(effectiveEndDate(subscription, today));
      }
    }
  });
});

describe("chargesBetween", () => {
  const base = { startDate: "2026-01-10", endDate: "2026-02-10", cycle: "custom:months:1", autoRenew: true, price: 10 };

  it("prices each charge on its own day: trials are free, price changes apply from their date", () => {
    const trial = makeSubscription({ ...base, status: "trial", trialEndsOn: "2026-02-10" });
    const raise = makePriceChange({ subscriptionId: trial.id, newPrice: 12, effectiveDate: "2026-04-01" });
    expect([...chargesBetween(trial, { ...none, priceChanges: [raise] }, "2026-01-01", "2026-05-31")]).toEqual([
      { date: "2026-01-10", amount: 0 },
      { date: "2026-02-10", amount: 10 },
      { date: "2026-03-10", amount: 10 },
      { date: "2026-04-10", amount: 12 },
      { date: "2026-05-10", amount: 12 },
    ]);
  });

  it("leaves out what a pause or a cancellation stopped, and finished pauses", () => {
    const paused = makeSubscription({ ...base, status: "paused", pausedOn: "2026-03-20" });
    expect([...chargesBetween(paused, none, "2026-01-01", "2026-06-30")].map((c) => c.date)).toEqual(["2026-01-10", "2026-02-10", "2026-03-10"]);
    const cancelled = makeSubscription({ ...base, status: "cancelled", cancelledOn: "2026-02-10" });
    expect([...chargesBetween(cancelled, none, "2026-01-01", "2026-06-30")].map((c) => c.date)).toEqual(["2026-01-10"]);
    const resumed = makeSubscription(base);
    const pause: SubscriptionPause = { id: 1, subscriptionId: resumed.id, pausedOn: "2026-02-01", resumedOn: "2026-04-01" };
    expect([...chargesBetween(resumed, { ...none, pauses: [pause] }, "2026-01-01", "2026-05-31")].map((c) => c.date)).toEqual([
      "2026-01-10",
      "2026-04-10",
      "2026-05-10",
    ]);
  });
});
