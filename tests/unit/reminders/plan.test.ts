import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates/date-only";
import { planReminders, previewReminders, upcomingReminders } from "@/lib/reminders/schedule/plan";
import type { DeliveryRecord, ReminderItem, UserReminderData } from "@/lib/reminders/schedule/types";
import { billingDates } from "@/lib/subscriptions/schedule";
import { makePriceChange } from "../subscriptions/fixtures";
import { makeReminderSubscription, makeUserData } from "./fixtures";

const brief = (items: ReminderItem[]) => items.map((item) => [item.kind, item.occurrenceDate, item.leadDays]);

function sent(data: UserReminderData, items: ReminderItem[], status: DeliveryRecord["status"] = "sent"): UserReminderData {
  return {
    ...data,
    deliveries: [
      ...data.deliveries,
      ...items.map((item) => ({
        subscriptionId: item.subscriptionId,
        kind: item.kind,
        occurrenceDate: item.occurrenceDate,
        leadDays: item.leadDays,
        status,
        attempts: 1,
        stale: false,
      })),
    ],
  };
}

describe("renewal reminders", () => {
  const monthEnd = makeReminderSubscription({ startDate: "2027-01-31", endDate: "2027-02-28", cycle: "custom:months:1" });
  const data = makeUserData({ subscriptions: [monthEnd], preferences: { ...makeUserData().preferences, leadDays: [3] } });

  it("fall on the renewals the dashboard's schedule computes, across month ends", () => {
    const renewals = [...billingDates(monthEnd, "2027-02-01", "2027-07-31")];
    expect(renewals).toEqual(["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30", "2027-07-31"]);
    for (const renewal of renewals) {
      expect(brief(planReminders(data, addDays(renewal, -3)).items)).toEqual([["renewal", renewal, 3]]);
      expect(planReminders(data, addDays(renewal, -4)).items).toEqual([]);
    }
  });

  it("say what is charged and when, once per occurrence", () => {
    const [item] = planReminders(data, "2027-03-28").items;
    expect(item).toMatchObject({ subscriptionId: monthEnd.id, amount: 390, previousAmount: null, snoozeUntil: "2027-03-29" });
    expect(planReminders(sent(data, [item]), "2027-03-29").items).toEqual([]);
  });

  it("reach a year ahead: a 365-day lead before a leap-day renewal", () => {
    const leap = makeReminderSubscription({ startDate: "2024-02-29", endDate: "2025-02-28", cycle: "1year" });
    const yearly = makeUserData({ subscriptions: [leap], preferences: { ...data.preferences, leadDays: [365, 0] } });
    // 2028-02-29 is 365 days after 2027-03-01.
    expect(brief(planReminders(yearly, "2027-02-28").items)).toEqual([["renewal", "2027-02-28", 0]]);
    expect(brief(planReminders(yearly, "2027-03-01").items)).toEqual([["renewal", "2028-02-29", 365]]);
    expect(planReminders(sent(yearly, planReminders(yearly, "2027-03-01").items), "2027-06-01").items).toEqual([]);
    expect(brief(planReminders(yearly, "2028-02-29").items)).toEqual([["renewal", "2028-02-29", 0]]);
  });
});

describe("the window", () => {
  const subscription = makeReminderSubscription({ startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1" });
  const data = makeUserData({ subscriptions: [subscription] });

  it("catches up on lead times missed by earlier runs, sending only the most urgent and skipping the rest", () => {
    const plan = planReminders(data, "2027-02-18");
    expect(brief(plan.items)).toEqual([["renewal", "2027-02-20", 3]]);
    expect(plan.skipped).toEqual([
      { subscriptionId: subscription.id, kind: "renewal", occurrenceDate: "2027-02-20", leadDays: 14, updatedAt: subscription.updatedAt },
    ]);
  });

  it("sends each lead time once, and the next one when its day comes", () => {
    const first = planReminders(data, "2027-02-06");
    expect(brief(first.items)).toEqual([["renewal", "2027-02-20", 14]]);
    const after = sent(data, first.items);
    expect(planReminders(after, "2027-02-07").items).toEqual([]);
    expect(planReminders(after, "2027-02-16").items).toEqual([]);
    expect(brief(planReminders(after, "2027-02-17").items)).toEqual([["renewal", "2027-02-20", 3]]);
  });

  it("does not remind about a renewal that already happened: the next one comes in its own time", () => {
    // The runs stopped before the 20 February renewal and resumed after it.
    expect(planReminders(data, "2027-02-21").items).toEqual([]);
    expect(brief(planReminders(data, "2027-03-17").items)).toEqual([["renewal", "2027-03-20", 3]]);
  });

  it("retries a failed reminder until its attempts run out, and takes over a claim whose run died", () => {
    const [item] = planReminders(data, "2027-02-06").items;
    const record = (patch: Partial<DeliveryRecord>) => ({ ...data, deliveries: [{ ...sent(data, [item]).deliveries[0], ...patch }] });
    expect(planReminders(record({ status: "failed", attempts: 4 }), "2027-02-06").items).toHaveLength(1);
    expect(planReminders(record({ status: "failed", attempts: 5 }), "2027-02-06").items).toEqual([]);
    expect(planReminders(record({ status: "claimed", stale: false }), "2027-02-06").items).toEqual([]);
    expect(planReminders(record({ status: "claimed", stale: true }), "2027-02-06").items).toHaveLength(1);
    expect(planReminders(record({ status: "skipped" }), "2027-02-06").items).toEqual([]);
  });

  it("never sends a passed-over lead time later, even when the lead times change", () => {
    const afterSkip = { ...sent(data, planReminders(data, "2027-02-18").items), deliveries: [] as DeliveryRecord[] };
    const plan = planReminders(data, "2027-02-18");
    const recorded = sent(sent(afterSkip, plan.items), [{ ...plan.items[0], leadDays: 14 }], "skipped");
    const onlyFourteen = { ...recorded, preferences: { ...recorded.preferences, leadDays: [14] } };
    expect(planReminders(onlyFourteen, "2027-02-19").items).toEqual([]);
  });
});

describe("overrides, snoozes and stops", () => {
  const subscription = makeReminderSubscription({ startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1" });
  const base = makeUserData({ subscriptions: [subscription] });

  it("a subscription can switch reminders off or use its own lead times", () => {
    const off = { ...base, overrides: [{ subscriptionId: subscription.id, enabled: false, leadDays: null, remindToCancel: false }] };
    expect(planReminders(off, "2027-02-17").items).toEqual([]);
    const own = { ...base, overrides: [{ subscriptionId: subscription.id, enabled: true, leadDays: [30], remindToCancel: false }] };
    const first = planReminders(own, "2027-01-21").items;
    expect(brief(first)).toEqual([["renewal", "2027-02-20", 30]]);
    expect(planReminders(sent(own, first), "2027-02-17").items).toEqual([]);
  });

  it("a snooze holds the occurrence back until its day, then reminds on that day", () => {
    const snoozed = { ...base, snoozes: [{ subscriptionId: subscription.id, kind: "renewal" as const, occurrenceDate: "2027-02-20", untilDate: "2027-02-10", stopped: false }] };
    expect(planReminders(snoozed, "2027-02-07").items).toEqual([]);
    expect(brief(planReminders(snoozed, "2027-02-10").items)).toEqual([["renewal", "2027-02-20", 10]]);
    expect(brief(planReminders(snoozed, "2027-02-17").items)).toEqual([["renewal", "2027-02-20", 3]]);
  });

  it("a stop ends one occurrence's reminders, and the next renewal is reminded again", () => {
    const stopped = { ...base, snoozes: [{ subscriptionId: subscription.id, kind: "renewal" as const, occurrenceDate: "2027-02-20", untilDate: null, stopped: true }] };
    expect(planReminders(stopped, "2027-02-17").items).toEqual([]);
    expect(planReminders(stopped, "2027-02-20").items).toEqual([]);
    expect(brief(planReminders(stopped, "2027-03-17").items)).toEqual([["renewal", "2027-03-20", 3]]);
  });

  it("no snooze is offered on the day itself", () => {
    expect(planReminders(base, "2027-02-20").items[0].snoozeUntil).toBeNull();
  });
});

describe("price changes", () => {
  const subscription = makeReminderSubscription({ startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1", price: 330 });
  const increase = makePriceChange({ subscriptionId: subscription.id, oldPrice: 330, newPrice: 390, effectiveDate: "2027-03-01" });
  const data = makeUserData({ subscriptions: [subscription], priceChanges: [increase] });

  it("are told at once when a future change is seen, with the old and new price", () => {
    const { items } = planReminders(data, "2027-01-25");
    expect(items).toMatchObject([{ kind: "price_change", occurrenceDate: "2027-03-01", leadDays: 0, amount: 390, previousAmount: 330, priceChangeId: increase.id }]);
    expect(planReminders(sent(data, items), "2027-01-26").items).toEqual([]);
  });

  it("the first renewal at the new price carries the old price; later ones do not", () => {
    const quiet = sent(data, planReminders(data, "2027-01-25").items);
    expect(planReminders(quiet, "2027-02-17").items).toMatchObject([{ kind: "renewal", occurrenceDate: "2027-02-20", amount: 330, previousAmount: null }]);
    expect(planReminders(quiet, "2027-03-17").items).toMatchObject([{ kind: "renewal", occurrenceDate: "2027-03-20", amount: 390, previousAmount: 330 }]);
    expect(planReminders(quiet, "2027-04-17").items).toMatchObject([{ kind: "renewal", occurrenceDate: "2027-04-20", amount: 390, previousAmount: null }]);
  });

  it("can be switched off, and a change already in effect is not announced", () => {
    const off = { ...data, preferences: { ...data.preferences, priceAlerts: false } };
    expect(planReminders(off, "2027-01-25").items).toEqual([]);
    expect(planReminders(data, "2027-03-02").items).toEqual([]);
  });

  it("a drop is a change too, and a change to the same price is none", () => {
    const drop = { ...data, priceChanges: [{ ...increase, newPrice: 300 }] };
    expect(planReminders(drop, "2027-01-25").items).toMatchObject([{ kind: "price_change", amount: 300, previousAmount: 330 }]);
    const same = { ...data, priceChanges: [{ ...increase, newPrice: 330 }] };
    expect(planReminders(same, "2027-01-25").items).toEqual([]);
  });
});

describe("trials, cancel-by and stopped subscriptions", () => {
  it("a trial's end is reminded with the price it becomes, instead of its first charge", () => {
    const trial = makeReminderSubscription({ status: "trial", startDate: "2027-01-01", endDate: "2027-01-31", trialEndsOn: "2027-01-31", cycle: "custom:months:1" });
    const data = makeUserData({ subscriptions: [trial] });
    expect(planReminders(data, "2027-01-28").items).toMatchObject([{ kind: "trial_end", occurrenceDate: "2027-01-31", leadDays: 3, amount: 390 }]);
    expect(brief(planReminders(data, "2027-02-25").items)).toEqual([["renewal", "2027-02-28", 3]]);
  });

  it("a term that does not renew is reminded before its end; charges within it are still payments", () => {
    const term = makeReminderSubscription({ startDate: "2027-01-10", endDate: "2027-04-10", cycle: "custom:months:1", autoRenew: false });
    const data = makeUserData({ subscriptions: [term] });
    expect(planReminders(data, "2027-03-07").items).toMatchObject([{ kind: "renewal", occurrenceDate: "2027-03-10" }]);
    expect(planReminders(data, "2027-04-07").items).toMatchObject([{ kind: "cancel_by", occurrenceDate: "2027-04-10", endsTerm: true }]);
  });

  it("a subscription marked to cancel gets cancel-by reminders before each renewal instead of payment reminders", () => {
    const keep = makeReminderSubscription({ startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1" });
    const data = makeUserData({ subscriptions: [keep], overrides: [{ subscriptionId: keep.id, enabled: true, leadDays: null, remindToCancel: true }] });
    expect(planReminders(data, "2027-02-17").items).toMatchObject([{ kind: "cancel_by", occurrenceDate: "2027-02-20", endsTerm: false, amount: 390 }]);
  });

  it("paused and cancelled subscriptions get nothing", () => {
    for (const patch of [{ status: "paused" as const, pausedOn: "2027-01-01" }, { status: "cancelled" as const, cancelledOn: "2027-03-01" }]) {
      const subscription = makeReminderSubscription({ startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1", ...patch });
      const increase = makePriceChange({ subscriptionId: subscription.id, newPrice: 999, effectiveDate: "2027-03-01" });
      expect(planReminders(makeUserData({ subscriptions: [subscription], priceChanges: [increase] }), "2027-02-17").items).toEqual([]);
    }
  });
});

describe("order, schedule and preview", () => {
  const renewing = makeReminderSubscription({ name: "Netflix", startDate: "2027-01-20", endDate: "2027-02-20", cycle: "custom:months:1" });
  const trial = makeReminderSubscription({ name: "Apple TV+", status: "trial", startDate: "2027-01-01", endDate: "2027-02-01", trialEndsOn: "2027-02-19", cycle: "custom:months:1" });
  const data = makeUserData({
    subscriptions: [renewing, trial],
    priceChanges: [makePriceChange({ subscriptionId: renewing.id, newPrice: 450, effectiveDate: "2027-04-01" })],
  });

  it("lists price changes, then trials, then cancel-by reminders, then payments", () => {
    expect(brief(planReminders(data, "2027-02-17").items)).toEqual([
      ["price_change", "2027-04-01", 0],
      ["trial_end", "2027-02-19", 3],
      ["renewal", "2027-02-20", 3],
      ["renewal", "2027-03-01", 14],
    ]);
  });

  it("shows what is scheduled next for a subscription", () => {
    expect(upcomingReminders(data, renewing.id, "2027-02-01")).toEqual([
      { subscriptionId: renewing.id, kind: "price_change", occurrenceDate: "2027-04-01", leadDays: 0, sendOn: "2027-02-01" },
      { subscriptionId: renewing.id, kind: "renewal", occurrenceDate: "2027-02-20", leadDays: 14, sendOn: "2027-02-06" },
    ]);
    const afterFourteen = sent(data, [{ ...planReminders(data, "2027-02-06").items.find((item) => item.kind === "renewal")! }]);
    expect(upcomingReminders(afterFourteen, renewing.id, "2027-02-07").find((next) => next.kind === "renewal")).toMatchObject({ leadDays: 3, sendOn: "2027-02-17" });
  });

  it("a test shows what is coming within the lead times, as if reminded today", () => {
    expect(brief(previewReminders(data, "2027-02-10"))).toEqual([
      ["price_change", "2027-04-01", 0],
      ["trial_end", "2027-02-19", 9],
      ["renewal", "2027-02-20", 10],
    ]);
    expect(previewReminders(makeUserData(), "2027-02-10")).toEqual([]);
  });
});
