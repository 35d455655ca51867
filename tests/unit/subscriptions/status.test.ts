import { describe, expect, it } from "vitest";
import {
  countActive,
  daysLeft,
  effectiveEndDate,
  isInForce,
  subscriptionStatus,
} from "@/lib/subscriptions/status";
import { makeSubscription } from "./fixtures";

describe("subscriptionStatus: the 7-day boundary", () => {
  const today = "2026-05-10";
  const withEnd = (endDate: string) => makeSubscription({ startDate: "2026-01-01", endDate });

  it("7 days left is expiring soon, 8 is active", () => {
    expect(subscriptionStatus(withEnd("2026-05-17"), today)).toBe("expiringSoon");
    expect(subscriptionStatus(withEnd("2026-05-18"), today)).toBe("active");
  });

  it("ending today is expiring soon, yesterday is expired", () => {
    expect(subscriptionStatus(withEnd("2026-05-10"), today)).toBe("expiringSoon");
    expect(subscriptionStatus(withEnd("2026-05-09"), today)).toBe("expired");
    expect(daysLeft(withEnd("2026-05-09"), today)).toBe(-1);
  });
});

describe("auto-renew roll-forward", () => {
  const monthly = { startDate: "2025-12-31", cycle: "custom:months:1", autoRenew: true };

  it("leaves a non-renewing subscription's past end date alone and calls it expired", () => {
    const lapsed = makeSubscription({ ...monthly, endDate: "2026-01-31", autoRenew: false });
    expect(effectiveEndDate(lapsed, "2026-03-01")).toBe("2026-01-31");
    expect(subscriptionStatus(lapsed, "2026-03-01")).toBe("expired");
  });

  it("rolls a lapsed month-end renewal to Feb 28, then back to Mar 31 (not Mar 28)", () => {
    const renewing = makeSubscription({ ...monthly, endDate: "2026-01-31" });
    expect(effectiveEndDate(renewing, "2026-02-10")).toBe("2026-02-28");
    expect(effectiveEndDate(renewing, "2026-03-01")).toBe("2026-03-31");
    expect(effectiveEndDate(renewing, "2026-04-30")).toBe("2026-04-30");
    expect(effectiveEndDate(renewing, "2026-05-01")).toBe("2026-05-31");
  });

  it("keeps an end date of today and lands on today when today is a renewal day", () => {
    const renewing = makeSubscription({ ...monthly, endDate: "2026-01-31" });
    expect(effectiveEndDate(renewing, "2026-01-31")).toBe("2026-01-31");
    expect(effectiveEndDate(renewing, "2026-02-28")).toBe("2026-02-28");
    expect(subscriptionStatus(renewing, "2026-02-28")).toBe("active");
  });

  it("never calls an auto-renewing subscription expiring or expired; one that stops keeps the spec's statuses", () => {
    const renewing = makeSubscription({ ...monthly, endDate: "2026-02-01" });
    for (const today of ["2026-01-31", "2026-02-01", "2026-02-02", "2027-06-30"]) {
      expect(subscriptionStatus(renewing, today), today).toBe("active");
    }
    const stopping = { ...renewing, autoRenew: false };
    expect(subscriptionStatus(stopping, "2026-01-31")).toBe("expiringSoon");
    expect(subscriptionStatus(stopping, "2026-02-02")).toBe("expired");
  });

  it("renews on the start's day when the end date was clamped to a short month", () => {
    const renewing = makeSubscription({ startDate: "2026-01-31", endDate: "2026-02-28", cycle: "custom:months:1", autoRenew: true });
    expect(effectiveEndDate(renewing, "2026-03-05")).toBe("2026-03-31");
  });

  it("handles leap days on yearly renewals", () => {
    const yearly = makeSubscription({ startDate: "2023-02-28", endDate: "2024-02-29", cycle: "1year", autoRenew: true });
    expect(effectiveEndDate(yearly, "2024-03-01")).toBe("2025-02-28");
    expect(effectiveEndDate(yearly, "2025-03-01")).toBe("2026-02-28");
    expect(effectiveEndDate(yearly, "2028-02-01")).toBe("2028-02-29");
  });

  it("rolls day cycles by whole cycles", () => {
    const weekly = makeSubscription({ startDate: "2025-12-25", endDate: "2026-01-01", cycle: "custom:days:7", autoRenew: true });
    expect(effectiveEndDate(weekly, "2026-01-20")).toBe("2026-01-22");
    expect(effectiveEndDate(weekly, "2026-01-22")).toBe("2026-01-22");
    const thirty = makeSubscription({ startDate: "2025-12-02", endDate: "2026-01-01", cycle: "30days", autoRenew: true });
    expect(effectiveEndDate(thirty, "2026-03-15")).toBe("2026-04-01");
  });

  it("rolls six-month cycles from the original end date", () => {
    const halfYearly = makeSubscription({ startDate: "2025-02-28", endDate: "2025-08-31", cycle: "6months", autoRenew: true });
    expect(effectiveEndDate(halfYearly, "2026-03-01")).toBe("2026-08-31");
    expect(effectiveEndDate(halfYearly, "2026-02-01")).toBe("2026-02-28");
    expect(subscriptionStatus(halfYearly, "2026-02-01")).toBe("active");
  });
});

describe("isInForce and countActive", () => {
  const today = "2026-05-10";

  it("counts a subscription in force from its start date through its end date", () => {
    expect(isInForce(makeSubscription({ startDate: "2026-05-10", endDate: "2026-05-10" }), today)).toBe(true);
    expect(isInForce(makeSubscription({ startDate: "2026-01-01", endDate: "2026-05-09" }), today)).toBe(false);
  });

  it("a subscription that starts in the future is not in force (not billed yet) but counts as active", () => {
    const future = makeSubscription({ startDate: "2026-06-01", endDate: "2026-07-01" });
    expect(isInForce(future, today)).toBe(false);
    expect(countActive([future], today)).toBe(1);
  });

  it("counts end dates today or later, after roll-forward", () => {
    const subscriptions = [
      makeSubscription({ endDate: "2026-05-10" }),
      makeSubscription({ endDate: "2026-05-09" }),
      makeSubscription({ endDate: "2026-04-01", autoRenew: true, cycle: "30days" }),
      makeSubscription({ endDate: "2027-01-01" }),
    ];
    expect(countActive(subscriptions, today)).toBe(3);
  });
});
