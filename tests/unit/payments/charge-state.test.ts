import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates/date-only";
import { todayIn } from "@/lib/dates/local-clock";
import { OVERDUE_AFTER_DAYS, awaitsAnswer, chargeState } from "@/lib/payments/charge-state";
import { ledgerEntries } from "@/lib/payments/charges";
import type { Payment } from "@/lib/payments/types";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";
import { makeCharge, makePayment } from "./fixtures";

const due = "2026-03-01";
const manual = makeCharge({ dueOn: due, autoRenew: false });
const autopay = makeCharge({ dueOn: due, autoRenew: true });

describe("chargeState with a record", () => {
  it.each(["skipped", "failed", "refunded"] as const)("is %s whatever the date", (state) => {
    const payment = makePayment({ subscriptionId: 1, dueOn: due, state, amount: state === "skipped" ? null : 10, paidOn: null });
    for (const today of ["2026-02-01", due, "2026-06-01"]) {
      expect(chargeState(manual, payment, today)).toBe(state);
      expect(chargeState(autopay, payment, today)).toBe(state);
    }
  });

  it("is paid for the expected amount, and paid_different for another amount or currency", () => {
    const paid = (overrides: Partial<Payment>) =>
      chargeState(manual, makePayment({ subscriptionId: 1, dueOn: due, ...overrides }), "2026-03-02");
    expect(paid({ amount: 10 })).toBe("paid");
    expect(paid({ amount: 10.000_000_1 })).toBe("paid");
    expect(paid({ amount: 10.01 })).toBe("paid_different");
    expect(paid({ amount: 9.99 })).toBe("paid_different");
    expect(paid({ amount: 10, currency: "EUR" })).toBe("paid_different");
    expect(paid({ amount: 0 })).toBe("paid_different");
  });

  it("compares amounts as money, free of float noise", () => {
    const charge = makeCharge({ amount: 0.3 });
    expect(chargeState(charge, makePayment({ subscriptionId: 1, dueOn: due, amount: 0.1 + 0.2 }), due)).toBe("paid");
    const yen = makeCharge({ amount: 1490, currency: "JPY" });
    expect(chargeState(yen, makePayment({ subscriptionId: 1, dueOn: due, amount: 1490, currency: "JPY" }), due)).toBe("paid");
  });

  it("answers a charge even before its date", () => {
    expect(chargeState(manual, makePayment({ subscriptionId: 1, dueOn: due }), "2026-02-20")).toBe("paid");
  });
});

describe("chargeState without a record", () => {
  it("takes a manual renewal from upcoming to due to overdue, and a mark to paid", () => {
    const day = (offset: number) => chargeState(manual, null, addDays(due, offset));
    expect([-30, -1, 0, 1, OVERDUE_AFTER_DAYS, OVERDUE_AFTER_DAYS + 1, 365].map(day)).toEqual([
      "upcoming", "upcoming", "due", "due", "due", "overdue", "overdue",
    ]);
    expect(chargeState(manual, makePayment({ subscriptionId: 1, dueOn: due }), addDays(due, 10))).toBe("paid");
  });

  it("takes an auto-renewing charge from upcoming (its own day included) to assumed paid", () => {
    const day = (offset: number) => chargeState(autopay, null, addDays(due, offset));
    expect([-1, 0, 1, 4, 400].map(day)).toEqual(["upcoming", "upcoming", "assumed_paid", "assumed_paid", "assumed_paid"]);
    const failed = makePayment({ subscriptionId: 1, dueOn: due, state: "failed" });
    expect(chargeState(autopay, failed, addDays(due, 1))).toBe("failed");
  });

  it("asks for an answer only while due or overdue", () => {
    expect(["due", "overdue"].every((state) => awaitsAnswer(state as "due"))).toBe(true);
    for (const state of ["paid", "paid_different", "skipped", "failed", "refunded", "assumed_paid", "upcoming"] as const) {
      expect(awaitsAnswer(state)).toBe(false);
    }
  });
});

describe("assumed paid across time zones", () => {
  // UTC−12 (no DST), UTC, UTC+8, UTC+14: the same instant is a different day in each.
  const zones = ["Etc/GMT+12", "UTC", "Asia/Taipei", "Pacific/Kiritimati"];
  const stateAt = (instant: string, zone: string) => chargeState(autopay, null, todayIn(zone, new Date(instant)));

  it("counts a charge assumed paid once the user's own day after it begins", () => {
    // The first instant of Mar 2 in each zone, and the last of Mar 1.
    const starts: Record<string, string> = {
      "Etc/GMT+12": "2026-03-02T12:00:00Z",
      UTC: "2026-03-02T00:00:00Z",
      "Asia/Taipei": "2026-03-01T16:00:00Z",
      "Pacific/Kiritimati": "2026-03-01T10:00:00Z",
    };
    for (const zone of zones) {
      const start = new Date(starts[zone]);
      const before = new Date(start.getTime() - 1000).toISOString();
      expect(stateAt(before, zone), `${zone} before`).toBe("upcoming");
      expect(stateAt(start.toISOString(), zone), `${zone} at`).toBe("assumed_paid");
    }
  });

  it("gives one instant a different answer at either end of the world", () => {
    const instant = "2026-03-01T11:00:00Z";
    expect(zones.map((zone) => todayIn(zone, new Date(instant)))).toEqual(["2026-02-28", "2026-03-01", "2026-03-01", "2026-03-02"]);
    expect(zones.map((zone) => stateAt(instant, zone))).toEqual(["upcoming", "upcoming", "upcoming", "assumed_paid"]);
    const overdueAt = (zone: string) => chargeState(manual, null, todayIn(zone, new Date("2026-03-04T11:00:00Z")));
    expect(zones.map(overdueAt)).toEqual(["due", "due", "due", "overdue"]);
  });
});

describe("ledgerEntries", () => {
  const history = { priceChanges: [], pauses: [] };

  it("follows month ends and Feb 29, and counts overdue days across them", () => {
    const monthly = makeSubscription({ id: 1, price: 10, startDate: "2028-01-31", endDate: "2028-02-29", cycle: "custom:months:1", autoRenew: true });
    const manualMonthly = { ...monthly, autoRenew: false, endDate: "2028-12-31" };
    const window = { from: "2028-01-01", to: "2028-04-30" };
    expect(ledgerEntries(manualMonthly, history, [], { ...window, today: "2028-03-03" }).map((e) => [e.charge.dueOn, e.state])).toEqual([
      ["2028-01-31", "overdue"],
      ["2028-02-29", "due"],
      ["2028-03-31", "upcoming"],
      ["2028-04-30", "upcoming"],
    ]);
    expect(ledgerEntries(manualMonthly, history, [], { ...window, today: "2028-03-04" })[1].state).toBe("overdue");
    expect(ledgerEntries(monthly, history, [], { ...window, today: "2028-03-01" }).map((e) => e.state)).toEqual([
      "assumed_paid", "assumed_paid", "upcoming", "upcoming",
    ]);
    const nonLeap = { ...manualMonthly, startDate: "2027-01-31", endDate: "2027-12-31" };
    const feb = ledgerEntries(nonLeap, history, [], { from: "2027-02-01", to: "2027-02-28", today: "2027-03-03" });
    expect(feb.map((e) => [e.charge.dueOn, e.state])).toEqual([["2027-02-28", "due"]]);
  });

  it("prices each charge at its day's price and joins each to its record", () => {
    const subscription = makeSubscription({ id: 2, price: 10, startDate: "2026-01-05", endDate: "2026-12-31", cycle: "custom:months:1" });
    const raise = makePriceChange({ subscriptionId: 2, newPrice: 12, effectiveDate: "2026-03-01" });
    const payments = [
      makePayment({ subscriptionId: 2, dueOn: "2026-02-05", amount: 10 }),
      makePayment({ subscriptionId: 2, dueOn: "2026-03-05", amount: 10 }),
      makePayment({ subscriptionId: 3, dueOn: "2026-04-05", amount: 12 }),
    ];
    const entries = ledgerEntries(subscription, { priceChanges: [raise], pauses: [] }, payments, { from: "2026-02-01", to: "2026-04-30", today: "2026-04-06" });
    expect(entries.map((e) => [e.charge.dueOn, e.charge.amount, e.state])).toEqual([
      ["2026-02-05", 10, "paid"],
      ["2026-03-05", 12, "paid_different"],
      ["2026-04-05", 12, "due"],
    ]);
  });

  it("leaves out paused and cancelled dates, and keeps records the schedule no longer bills", () => {
    const pause: SubscriptionPause = { id: 1, subscriptionId: 4, pausedOn: "2026-02-01", resumedOn: "2026-04-01" };
    const resumed = makeSubscription({ id: 4, price: 10, startDate: "2026-01-10", endDate: "2026-12-31", cycle: "custom:months:1" });
    const window = { from: "2026-01-01", to: "2026-05-31", today: "2026-06-30" };
    const dates = (subscription: typeof resumed, pauses: SubscriptionPause[] = []) =>
      ledgerEntries(subscription, { priceChanges: [], pauses }, [], window).map((e) => `${e.charge.dueOn} ${e.state}`);
    expect(dates(resumed, [pause])).toEqual(["2026-01-10 overdue", "2026-04-10 overdue", "2026-05-10 overdue"]);
    expect(dates({ ...resumed, status: "paused", pausedOn: "2026-03-01" })).toEqual(["2026-01-10 overdue", "2026-02-10 overdue"]);
    expect(dates({ ...resumed, status: "cancelled", cancelledOn: "2026-02-10" })).toEqual(["2026-01-10 overdue"]);

    const recordedBeforeCancelling = makePayment({ subscriptionId: 4, dueOn: "2026-03-10", state: "refunded" });
    const cancelled = { ...resumed, status: "cancelled" as const, cancelledOn: "2026-02-10" };
    const entries = ledgerEntries(cancelled, { priceChanges: [], pauses: [] }, [recordedBeforeCancelling], window);
    expect(entries.map((e) => [e.charge.dueOn, e.state, e.scheduled])).toEqual([
      ["2026-01-10", "overdue", true],
      ["2026-03-10", "refunded", false],
    ]);
  });

  it("asks nothing for a free trial's charges", () => {
    const trial = makeSubscription({
      id: 5, price: 10, startDate: "2026-01-01", endDate: "2026-12-31", cycle: "custom:months:1", status: "trial", trialEndsOn: "2026-03-01",
    });
    const entries = ledgerEntries(trial, { priceChanges: [], pauses: [] }, [], { from: "2026-01-01", to: "2026-04-30", today: "2026-03-02" });
    expect(entries.map((e) => [e.charge.dueOn, e.state])).toEqual([
      ["2026-03-01", "due"],
      ["2026-04-01", "upcoming"],
    ]);
  });
});
