import ICAL from "ical.js";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { feedEvents, pastFeedEvents } from "@/lib/ical-feed/events";
import { renderFeed, type FeedTranslator } from "@/lib/ical-feed/ics";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";
import { makePayment } from "../payments/fixtures";
import { feedData, feedSubscription } from "./fixtures";

const messages: Record<Locale, AbstractIntlMessages> = { en, es, "zh-TW": zhTW };
const today = "2026-05-20";

const netflix = feedSubscription({ id: 1, name: "Netflix", price: 390, currency: "TWD", startDate: "2026-01-05", endDate: "2026-02-05" });
const gym = feedSubscription({ id: 2, name: "Gym", price: 900, currency: "TWD", startDate: "2026-01-10", endDate: "2026-12-10", autoRenew: false });
const data = feedData({
  subscriptions: [netflix, gym],
  payments: [
    makePayment({ subscriptionId: 1, dueOn: "2026-03-05", amount: 390, currency: "TWD" }),
    makePayment({ subscriptionId: 1, dueOn: "2026-04-05", amount: 420, currency: "TWD" }),
    makePayment({ subscriptionId: 2, dueOn: "2026-03-10", state: "skipped", paidOn: null, amount: null, currency: null }),
    makePayment({ subscriptionId: 2, dueOn: "2026-04-10", state: "refunded", amount: 900, currency: "TWD" }),
  ],
});

function titles(locale: Locale) {
  const translate = createTranslator({ locale, messages: messages[locale] });
  const t: FeedTranslator = (key, values) => translate(key as never, values as never);
  const events = [...pastFeedEvents({ ...data, locale }, today), ...feedEvents({ ...data, locale }, today)];
  const text = renderFeed(events, { locale, sendHour: 9, siteUrl: "https://subs.example.com", t, now: new Date("2026-05-20T08:00:00Z") });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    date: String(event.getFirstPropertyValue("dtstart")),
    summary: String(event.getFirstPropertyValue("summary")),
    alarms: event.getAllSubcomponents("valarm").length,
  }));
}

describe("the feed's past events", () => {
  it("covers the past three months, then the year ahead", () => {
    const dates = [...pastFeedEvents(data, today), ...feedEvents(data, today)].map((event) => event.date);
    expect(dates.slice(0, 6)).toEqual(["2026-03-05", "2026-03-10", "2026-04-05", "2026-04-10", "2026-05-05", "2026-05-10"]);
    expect(dates[6]).toBe("2026-06-05");
  });

  it("carry what happened in their titles, and ring no alarm", () => {
    const past = titles("en").slice(0, 6);
    expect(past.map((event) => event.summary)).toEqual([
      "✓ Netflix — paid NT$390.00",
      "Gym — skipped",
      "≈ Netflix — paid NT$420.00",
      "Gym — refunded",
      "≈ Netflix — assumed paid NT$390.00",
      "! Gym — overdue",
    ]);
    expect(past.every((event) => event.alarms === 0)).toBe(true);
    expect(titles("en")[6].summary).toBe("Netflix renews — NT$390.00");
  });

  it("are titled in the feed's language", () => {
    expect(titles("zh-TW").slice(0, 6).map((event) => event.summary)[2]).toMatch(/^≈ Netflix — 已付 .*420/);
    expect(titles("es").slice(0, 6).map((event) => event.summary)[5]).toBe("! Gym — vencido");
  });
});
