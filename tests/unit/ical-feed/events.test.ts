import { describe, expect, it } from "vitest";
import { eventUid, feedEvents, feedWindow } from "@/lib/ical-feed/events";
import { addDays } from "@/lib/dates/date-only";
import { effectiveEndDate } from "@/lib/subscriptions/status";
import { feedData, feedSubscription } from "./fixtures";

const summary = (events: ReturnType<typeof feedEvents>) => events.map((event) => [event.kind, event.date, event.amount]);

describe("feedWindow", () => {
  it("runs from today through the day before the same date a year on", () => {
    expect(feedWindow("2026-03-15")).toEqual({ from: "2026-03-15", to: "2027-03-14" });
    expect(feedWindow("2028-02-29")).toEqual({ from: "2028-02-29", to: "2029-02-27" });
  });
});

describe("feedEvents", () => {
  it("lists every renewal of the next 12 months with month ends clamped as the dashboard does", () => {
    const monthly = feedSubscription({ startDate: "2026-01-31", endDate: "2026-02-28" });
    const events = feedEvents(feedData({ subscriptions: [monthly] }), "2026-03-01");
    expect(events.map((event) => event.date)).toEqual([
      "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30", "2026-07-31", "2026-08-31",
      "2026-09-30", "2026-10-31", "2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28",
    ]);
    expect(events.every((event) => event.kind === "renewal" && event.amount === 390)).toBe(true);
  });

  it("renews a Feb 29 yearly subscription on Feb 28, then Feb 29 again in the next leap year", () => {
    const yearly = feedSubscription({ startDate: "2024-02-29", endDate: "2025-02-28", cycle: "1year" });
    expect(feedEvents(feedData({ subscriptions: [yearly] }), "2027-03-01").map((e) => e.date)).toEqual(["2028-02-29"]);
    expect(feedEvents(feedData({ subscriptions: [yearly] }), "2026-01-01").map((e) => e.date)).toEqual(["2026-02-28"]);
  });

  it("starts with the renewal the dashboard card shows, whatever the day", () => {
    const cases = [
      feedSubscription({ startDate: "2025-12-31", endDate: "2026-01-31", cycle: "custom:months:1" }),
      feedSubscription({ startDate: "2025-08-31", endDate: "2026-02-28", cycle: "6months" }),
      feedSubscription({ startDate: "2025-01-01", endDate: "2025-01-31", cycle: "30days" }),
      feedSubscription({ startDate: "2023-05-20", endDate: "2024-02-29", cycle: "custom:years:1" }),
    ];
    for (const subscription of cases) {
      for (let day = 0; day < 900; day += 11) {
        const today = addDays("2026-02-01", day);
        const [first] = feedEvents(feedData({ subscriptions: [subscription] }), today);
        expect(first?.date, `${subscription.cycle} on ${today}`).toBe(effectiveEndDate(subscription, today));
      }
    }
  });

  it("titles each renewal with the price in force that day", () => {
    const subscription = feedSubscription({ startDate: "2026-01-10", endDate: "2026-02-10", price: 10, currency: "USD" });
    const data = feedData({
      subscriptions: [subscription],
      priceChanges: [
        { id: 1, subscriptionId: subscription.id, oldPrice: 10, newPrice: 12, effectiveDate: "2026-04-01", createdAt: "2026-01-01T00:00:00Z" },
      ],
    });
    expect(summary(feedEvents(data, "2026-02-11")).slice(0, 4)).toEqual([
      ["renewal", "2026-03-10", 10],
      ["renewal", "2026-04-10", 12],
      ["renewal", "2026-05-10", 12],
      ["renewal", "2026-06-10", 12],
    ]);
  });

  it("marks a trial's end with the price it becomes and skips the free charges", () => {
    const trial = feedSubscription({
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      cycle: "30days",
      status: "trial",
      trialEndsOn: "2026-03-15",
    });
    const events = feedEvents(feedData({ subscriptions: [trial] }), "2026-03-02");
    expect(summary(events).slice(0, 3)).toEqual([
      ["trial_end", "2026-03-15", 390],
      ["renewal", "2026-03-31", 390],
      ["renewal", "2026-04-30", 390],
    ]);
  });

  it("does not repeat a charge on the day a trial ends", () => {
    const trial = feedSubscription({ startDate: "2026-03-01", endDate: "2026-03-31", cycle: "30days", status: "trial", trialEndsOn: "2026-03-31" });
    expect(summary(feedEvents(feedData({ subscriptions: [trial] }), "2026-03-02")).slice(0, 2)).toEqual([
      ["trial_end", "2026-03-31", 390],
      ["renewal", "2026-04-30", 390],
    ]);
  });

  it("gives the end of a term that does not renew as a cancel-by date, after its last charges", () => {
    const annual = feedSubscription({ startDate: "2026-01-15", endDate: "2026-04-15", autoRenew: false });
    const events = feedEvents(feedData({ subscriptions: [annual] }), "2026-02-01");
    expect(summary(events)).toEqual([
      ["renewal", "2026-02-15", 390],
      ["renewal", "2026-03-15", 390],
      ["cancel_by", "2026-04-15", 390],
    ]);
    expect(events.at(-1)?.endsTerm).toBe(true);
  });

  it("turns the next charge into a cancel-by date when the user means to cancel", () => {
    const subscription = feedSubscription({ startDate: "2026-01-31", endDate: "2026-02-28" });
    const data = feedData({
      subscriptions: [subscription],
      reminders: [{ subscriptionId: subscription.id, enabled: true, leadDays: null, remindToCancel: true }],
    });
    const events = feedEvents(data, "2026-03-01");
    expect(summary(events).slice(0, 2)).toEqual([
      ["cancel_by", "2026-03-31", 390],
      ["renewal", "2026-04-30", 390],
    ]);
    expect(events[0].endsTerm).toBe(false);
  });

  it("has nothing after a pause or cancellation, and nothing for one-time purchases", () => {
    const paused = feedSubscription({ status: "paused", pausedOn: "2026-02-01" });
    const cancelled = feedSubscription({ status: "cancelled", cancelledOn: "2026-05-01" });
    const once = feedSubscription({ startDate: "2026-06-01", endDate: "2026-06-01", cycle: "once", autoRenew: false });
    const events = feedEvents(feedData({ subscriptions: [paused, cancelled, once] }), "2026-03-01");
    expect(summary(events)).toEqual([
      ["renewal", "2026-03-31", 390],
      ["renewal", "2026-04-30", 390],
    ]);
    expect(events.every((event) => event.subscription.id === cancelled.id)).toBe(true);
  });

  it("alerts at the earliest of the user's lead times, or the subscription's own, or not at all", () => {
    const plain = feedSubscription();
    const own = feedSubscription();
    const off = feedSubscription();
    const data = feedData({
      leadDays: [3, 14, 0],
      subscriptions: [plain, own, off],
      reminders: [
        { subscriptionId: own.id, enabled: true, leadDays: [1, 7], remindToCancel: false },
        { subscriptionId: off.id, enabled: false, leadDays: null, remindToCancel: false },
      ],
    });
    const [first, second, third] = feedEvents(data, "2026-03-01");
    expect([first.alarmLeadDays, second.alarmLeadDays, third.alarmLeadDays]).toEqual([14, 7, null]);
    expect(feedEvents(feedData({ leadDays: [], subscriptions: [plain] }), "2026-03-01")[0].alarmLeadDays).toBeNull();
  });
});

describe("eventUid", () => {
  it("depends only on the subscription, the kind and the day", () => {
    const subscription = feedSubscription({ id: 42 });
    expect(eventUid({ kind: "renewal", subscription, date: "2026-03-31" }, "example.com")).toBe("renewal-42-20260331@example.com");
    expect(eventUid({ kind: "trial_end", subscription: { ...subscription, name: "Renamed", price: 1 }, date: "2026-03-31" }, "example.com")).toBe(
      "trial_end-42-20260331@example.com",
    );
  });
});
