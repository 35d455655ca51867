import ICAL from "ical.js";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { feedEvents } from "@/lib/ical-feed/events";
import { alarmOffsetSeconds, renderFeed, type FeedTranslator } from "@/lib/ical-feed/ics";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";
import { feedData, feedSubscription } from "./fixtures";

const messages: Record<Locale, AbstractIntlMessages> = { en, es, "zh-TW": zhTW };
const NOW = new Date("2026-03-01T08:00:00Z");

function render(locale: Locale, data = feedData(), today = "2026-03-01") {
  const translate = createTranslator({ locale, messages: messages[locale] });
  const t: FeedTranslator = (key, values) => translate(key as never, values as never);
  return renderFeed(feedEvents({ ...data, locale }, today), { locale, sendHour: data.sendHour, siteUrl: "https://subs.example.com", t, now: NOW });
}

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

const netflix = feedSubscription({ id: 7, name: "Netflix", startDate: "2026-01-31", endDate: "2026-02-28", price: 390, currency: "TWD" });
const trial = feedSubscription({
  id: 8,
  name: "Spotify",
  price: 149,
  cycle: "30days",
  startDate: "2026-02-20",
  endDate: "2026-03-22",
  status: "trial",
  trialEndsOn: "2026-03-20",
});
const annual = feedSubscription({ id: 9, name: "Antivirus", price: 30, currency: "EUR", cycle: "1year", startDate: "2025-06-01", endDate: "2026-06-01", autoRenew: false });
const data = feedData({ subscriptions: [netflix, trial, annual] });

describe("renderFeed", () => {
  it("writes RFC 5545 text an independent parser reads: CRLF endings, folded lines, all-day events", () => {
    const text = render("en", data);
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^\r\n]/); // at least one continuation line

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Subscription renewals");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT6H");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT6H");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.every((event) => event.startDate.isDate && event.endDate.isDate)).toBe(true);
    for (const event of events) {
      const nextDay = event.startDate.clone();
      nextDay.adjust(1, 0, 0, 0);
      expect(event.endDate.toString()).toBe(nextDay.toString());
    }
  });

  it("titles renewals, trial ends and cancel-by dates with the day's price as the card shows it", () => {
    const events = parse(render("en", data))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    const byDate = events.slice(0, 5).map((event) => [event.startDate.toString(), event.summary]);
    expect(byDate).toEqual([
      ["2026-03-20", "Free trial of Spotify ends — then NT$149.00"],
      ["2026-03-22", "Spotify renews — NT$149.00"],
      ["2026-03-31", "Netflix renews — NT$390.00"],
      ["2026-04-21", "Spotify renews — NT$149.00"],
      ["2026-04-30", "Netflix renews — NT$390.00"],
    ]);
    const ends = events.find((event) => event.summary.startsWith("Antivirus"));
    expect(ends?.summary).toBe("Antivirus ends — it does not renew automatically");
    expect(ends?.startDate.toString()).toBe("2026-06-01");
    expect(events.find((event) => event.summary.startsWith("Netflix"))?.description).toContain("NT$390.00, every month.");
    expect(events[0].description).toContain("https://subs.example.com/dashboard");
  });

  it("writes titles in the user's language", () => {
    const first = (locale: Locale) => {
      const events = parse(render(locale, data)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
      return [events[0].summary, events[2].summary];
    };
    expect(first("zh-TW")).toEqual(["Spotify 免費試用結束 — 之後 NT$149.00", "Netflix 續訂 — NT$390.00"]);
    expect(first("es")).toEqual(["Termina la prueba gratuita de Spotify — después 149,00\u00a0TWD", "Netflix se renueva — 390,00\u00a0TWD"]);
    expect(parse(render("zh-TW", data)).getFirstPropertyValue("x-wr-calname")).toBe("訂閱續訂");
  });

  it("alerts at the reminder hour the first lead time before, relative to the day's start", () => {
    expect(alarmOffsetSeconds(14, 9)).toBe(14 * 86400 - 9 * 3600);
    expect(alarmOffsetSeconds(0, 9)).toBe(-9 * 3600);
    const [event] = parse(render("en", feedData({ subscriptions: [netflix], leadDays: [14, 3, 0], sendHour: 9 })))
      .getAllSubcomponents("vevent");
    const alarm = event.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    const trigger = alarm.getFirstProperty("trigger")!;
    expect(trigger.getParameter("related")).toBe("START");
    expect((trigger.getFirstValue() as ICAL.Duration).toSeconds()).toBe(-(14 * 86400 - 9 * 3600));
    const [sameDay] = parse(render("en", feedData({ subscriptions: [netflix], leadDays: [0], sendHour: 8 }))).getAllSubcomponents("vevent");
    expect((sameDay.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(8 * 3600);
    const [silent] = parse(render("en", feedData({ subscriptions: [netflix], leadDays: [] }))).getAllSubcomponents("vevent");
    expect(silent.getFirstSubcomponent("valarm")).toBeNull();
  });

  it("keeps every event's UID when the feed is built again, later or for a new token", () => {
    const uids = (text: string) => parse(text).getAllSubcomponents("vevent").map((component) => component.getFirstPropertyValue("uid"));
    const first = uids(render("en", data));
    expect(new Set(first).size).toBe(first.length);
    expect(first).toContain("renewal-7-20260331@subs.example.com");
    expect(first).toContain("trial_end-8-20260320@subs.example.com");
    expect(first).toContain("cancel_by-9-20260601@subs.example.com");
    // A day later the window has moved on, and the events still in it keep their UIDs.
    const later = uids(render("en", data, "2026-03-02"));
    const added = later.filter((uid) => !first.includes(uid));
    const dropped = first.filter((uid) => !later.includes(uid));
    expect(added.every((uid) => String(uid).includes("-20270301@"))).toBe(true);
    expect(dropped.every((uid) => String(uid).includes("-20260301@"))).toBe(true);
    expect(uids(render("es", data))).toEqual(first);
  });
});
