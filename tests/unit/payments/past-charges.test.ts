import { describe, expect, it } from "vitest";
import { dayMark } from "@/components/insights/charge-marks";
import { upcomingMonths } from "@/lib/insights/upcoming";
import type { ChargeState } from "@/lib/payments/charge-state";
import { calendarMonths, pastCharges, type MarkedCharge } from "@/lib/payments/past-charges";
import { makeSubscription } from "../subscriptions/fixtures";
import { makePayment } from "./fixtures";

const today = "2027-03-15";
const context = { today, rates: { TWD: 1, USD: 30 }, defaultCurrency: "TWD" as const };
const noHistory = { priceChanges: [], pauses: [] };
const months = ["2027-01", "2027-02", "2027-03"] as const;

// NT$390 on the 5th, auto-renewing; US$10 on the 1st, renewed by hand.
const netflix = makeSubscription({ id: 1, name: "Netflix", price: 390, currency: "TWD", startDate: "2027-01-05", endDate: "2027-02-05", cycle: "custom:months:1", autoRenew: true });
const gym = makeSubscription({ id: 2, name: "Gym", price: 10, currency: "USD", startDate: "2027-01-01", endDate: "2027-12-01", cycle: "custom:months:1", autoRenew: false });

describe("pastCharges", () => {
  const payments = [
    makePayment({ subscriptionId: 1, dueOn: "2027-01-05", amount: 390, currency: "TWD" }),
    makePayment({ subscriptionId: 1, dueOn: "2027-02-05", amount: 420, currency: "TWD" }),
    makePayment({ subscriptionId: 2, dueOn: "2027-01-01", state: "skipped", paidOn: null, amount: null, currency: null }),
    makePayment({ subscriptionId: 2, dueOn: "2027-02-01", state: "failed", amount: null, currency: null }),
    makePayment({ subscriptionId: 2, dueOn: "2027-03-01", state: "refunded", amount: 10, currency: "USD" }),
  ];
  const charges = pastCharges([netflix, gym], noHistory, payments, context, [...months]);
  const row = (id: number, date: string) => charges.find((c) => c.subscriptionId === id && c.date === date);

  it("gives each past charge its state: paid, a different amount (with the amount paid), assumed, skipped, failed, refunded", () => {
    expect(charges.map((c) => [c.name, c.date, c.state])).toEqual([
      ["Gym", "2027-01-01", "skipped"],
      ["Netflix", "2027-01-05", "paid"],
      ["Gym", "2027-02-01", "failed"],
      ["Netflix", "2027-02-05", "paid_different"],
      ["Gym", "2027-03-01", "refunded"],
      ["Netflix", "2027-03-05", "assumed_paid"],
    ]);
    expect(row(1, "2027-02-05")?.paid).toEqual({ amount: 420, currency: "TWD" });
    expect(row(1, "2027-03-05")?.paid).toBeNull();
  });

  it("counts what left the account: the amount paid, nothing for a skipped or refunded charge, the price when assumed", () => {
    expect(row(1, "2027-02-05")?.converted).toBe(420);
    expect(row(2, "2027-01-01")?.converted).toBe(0);
    expect(row(2, "2027-03-01")?.converted).toBe(0);
    expect(row(1, "2027-03-05")?.converted).toBe(390);
  });

  it("says a manual renewal with nothing recorded is due, then overdue three days on", () => {
    const march = (day: string) => pastCharges([gym], noHistory, [], { ...context, today: day }, ["2027-03"]).map((c) => c.state);
    expect(march("2027-03-04")).toEqual(["due"]);
    expect(march("2027-03-05")).toEqual(["overdue"]);
  });
});

describe("calendarMonths", () => {
  it("puts this month's past charges, with their states, before the ones still to come", () => {
    const past = pastCharges([netflix, gym], noHistory, [], context, [...months]);
    const upcoming = upcomingMonths([netflix, gym], noHistory, context, 2);
    const calendar = calendarMonths(past, [...months], upcoming);
    expect(calendar.map((m) => m.month)).toEqual(["2027-01", "2027-02", "2027-03", "2027-04"]);
    const march = calendar[2];
    expect(march.charges.map((c) => [c.date, c.state])).toEqual([
      ["2027-03-01", "overdue"],
      ["2027-03-05", "assumed_paid"],
    ]);
    expect(calendar[3].charges.map((c) => [c.date, c.state])).toEqual([
      ["2027-04-01", null],
      ["2027-04-05", null],
    ]);
    expect(march.total).toBe(300 + 390);
  });
});

describe("dayMark", () => {
  const charge = (state: ChargeState | null): MarkedCharge => ({
    date: "2027-03-01", subscriptionId: 1, name: "x", amount: 1, currency: "USD", converted: 1, notes: [], state, paid: null,
  });
  it("shows the most pressing mark of the day", () => {
    expect(dayMark([charge("paid"), charge("paid")])).toBe("✓");
    expect(dayMark([charge("paid"), charge("assumed_paid")])).toBe("≈");
    expect(dayMark([charge("paid_different"), charge("overdue")])).toBe("!");
    expect(dayMark([charge("failed")])).toBe("!");
    expect(dayMark([charge("paid"), charge("skipped")])).toBeNull();
    expect(dayMark([charge(null)])).toBeNull();
  });
});
