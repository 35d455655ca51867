import { describe, expect, it } from "vitest";
import { OVERDUE_AFTER_DAYS } from "@/lib/payments/charge-state";
import { chargeKey } from "@/lib/payments/types";
import { parseAnswerAmount } from "@/lib/reminders/links/answer-amount";
import { renderDigest } from "@/lib/reminders/render/digest-email";
import { pushPayload } from "@/lib/reminders/render/push-payload";
import { deliveryKeyString, planReminders } from "@/lib/reminders/schedule/plan";
import type { ReminderItem, UserReminderData } from "@/lib/reminders/schedule/types";
import { makeReminderSubscription, makeUserData } from "./fixtures";

const brief = (items: ReminderItem[]) => items.map((item) => [item.kind, item.occurrenceDate, item.leadDays]);

function delivered(data: UserReminderData, items: ReminderItem[]): UserReminderData {
  return {
    ...data,
    deliveries: [
      ...data.deliveries,
      ...items.map((item) => ({ ...item, status: "sent" as const, attempts: 1, stale: false })),
    ],
  };
}

describe("answered charges", () => {
  const monthly = makeReminderSubscription({ startDate: "2027-01-31", endDate: "2027-02-28", cycle: "custom:months:1" });
  const data = makeUserData({ subscriptions: [monthly], preferences: { ...makeUserData().preferences, leadDays: [14, 3, 0] } });

  it("stop the reminders still to come for that charge, and only for it", () => {
    expect(brief(planReminders(data, "2027-03-28").items)).toEqual([["renewal", "2027-03-31", 3]]);
    const answered = { ...data, answered: new Set([chargeKey(monthly.id, "2027-03-31")]) };
    expect(planReminders(answered, "2027-03-28").items).toEqual([]);
    expect(planReminders(answered, "2027-03-31").items).toEqual([]);
    expect(brief(planReminders(answered, "2027-04-27").items)).toEqual([["renewal", "2027-04-30", 3]]);
  });

  it("offer answers for charges, never for a price change or the end of a term", () => {
    const ending = makeReminderSubscription({ startDate: "2027-01-10", endDate: "2027-04-10", cycle: "custom:months:1", autoRenew: false });
    const withPrice = makeUserData({
      subscriptions: [ending],
      priceChanges: [{ id: 5, subscriptionId: ending.id, oldPrice: 390, newPrice: 420, effectiveDate: "2027-04-05", createdAt: "2027-01-01T00:00:00Z" }],
    });
    const items = planReminders(withPrice, "2027-03-27").items;
    expect(items.map((item) => [item.kind, item.endsTerm, item.answerable])).toEqual([
      ["price_change", false, false],
      ["cancel_by", true, false],
    ]);
    expect(planReminders(withPrice, "2027-03-07").items.map((item) => [item.kind, item.occurrenceDate, item.answerable])).toEqual([
      ["price_change", "2027-04-05", false],
      ["renewal", "2027-03-10", true],
    ]);
  });
});

describe("overdue reminders", () => {
  const manual = makeReminderSubscription({ startDate: "2027-01-15", endDate: "2027-06-15", cycle: "custom:months:1", autoRenew: false });
  const data = makeUserData({ subscriptions: [manual], preferences: { ...makeUserData().preferences, leadDays: [0] } });
  const overdueOn = `2027-03-${15 + OVERDUE_AFTER_DAYS + 1}`;

  it("come once, the day a manual renewal's charge turns overdue unanswered", () => {
    expect(planReminders(data, `2027-03-${15 + OVERDUE_AFTER_DAYS}`).items).toEqual([]);
    const items = planReminders(data, overdueOn).items;
    expect(items.map((item) => [item.kind, item.occurrenceDate, item.amount, item.answerable])).toEqual([["overdue", "2027-03-15", 390, true]]);
    expect(planReminders(delivered(data, items), "2027-03-20").items).toEqual([]);
  });

  it("are not sent for an answered charge, an auto-renewal or a paused subscription, nor long after", () => {
    expect(planReminders({ ...data, answered: new Set([chargeKey(manual.id, "2027-03-15")]) }, overdueOn).items).toEqual([]);
    const auto = { ...data, subscriptions: [{ ...manual, autoRenew: true }] };
    expect(planReminders(auto, overdueOn).items).toEqual([]);
    const paused = { ...data, subscriptions: [{ ...manual, status: "paused" as const, pausedOn: "2027-03-16" }] };
    expect(planReminders(paused, overdueOn).items).toEqual([]);
    expect(planReminders(data, "2027-03-26").items).toEqual([]);
  });
});

describe("answer links", () => {
  const item: ReminderItem = {
    subscriptionId: 7,
    kind: "renewal",
    occurrenceDate: "2027-01-15",
    leadDays: 3,
    subscription: { id: 7, name: "Netflix", currency: "TWD", cycle: "30days", updatedAt: "x" },
    amount: 390,
    previousAmount: null,
    priceChangeId: null,
    endsTerm: false,
    snoozeUntil: null,
    answerable: true,
  };
  const answers = { paid: "https://subs.example.com/reminders/p?lang=es", paid_other: "https://subs.example.com/reminders/o?lang=es", skipped: "https://subs.example.com/reminders/s?lang=es" };

  it("sit in the digest, localized, beside the stop link", () => {
    const digest = renderDigest({
      locale: "es",
      localDate: "2027-01-12",
      items: [item],
      appUrl: "https://subs.example.com",
      recipient: { email: "ada@example.com", nickname: null },
      sendHour: 9,
      timeZone: "Europe/Madrid",
      itemLinks: new Map([[deliveryKeyString(item), { stop: "https://subs.example.com/reminders/x?lang=es", snooze: null, answers }]]),
      unsubscribe: { page: "https://subs.example.com/u", oneClick: "https://subs.example.com/u/apply" },
    });
    expect(digest.text).toContain(`Pagado 390,00\u00a0TWD: ${answers.paid}`);
    expect(digest.text).toContain(`Pagué otro importe: ${answers.paid_other}`);
    expect(digest.text).toContain(`Omitido: ${answers.skipped}`);
    expect(digest.html).toContain(`href="${answers.paid}"`);
  });

  it("become a notification's buttons, as paths on the app's own origin", () => {
    const payload = pushPayload({ locale: "zh-TW", localDate: "2027-01-12", items: [item], answers });
    expect(payload.actions).toEqual([
      { action: "paid", title: "已付款", url: "/reminders/p?lang=es" },
      { action: "paid_other", title: "其他金額", url: "/reminders/o?lang=es" },
      { action: "skipped", title: "略過", url: "/reminders/s?lang=es" },
    ]);
    expect(pushPayload({ locale: "en", localDate: "2027-01-12", items: [item] }).actions).toBeUndefined();
  });

  it("read the amount typed on the page in the reader's own notation", () => {
    expect(parseAnswerAmount("1.234,5", "es")).toBe(1234.5);
    expect(parseAnswerAmount("1,234.5", "en")).toBe(1234.5);
    expect(parseAnswerAmount("0", "zh-TW")).toBe(0);
    expect(parseAnswerAmount("-3", "en")).toBeNull();
    expect(parseAnswerAmount("abc", "en")).toBeNull();
    expect(parseAnswerAmount("99999999999", "en")).toBeNull();
  });
});
