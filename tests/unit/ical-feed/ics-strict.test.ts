import { spawnSync } from "node:child_process";
import path from "node:path";
import ICAL from "ical.js";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { feedEvents, pastFeedEvents } from "@/lib/ical-feed/events";
import { renderFeed, type FeedTranslator } from "@/lib/ical-feed/ics";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";
import { findLibical } from "../../../scripts/find-libical.mjs";
import { makePayment } from "../payments/fixtures";
import { feedData, feedSubscription } from "./fixtures";

const messages: Record<Locale, AbstractIntlMessages> = { en, es, "zh-TW": zhTW };
// Starting Python with libical's introspection data takes a few seconds on a busy machine.
const VALIDATOR = path.join(__dirname, "../../../scripts/libical-validate.py");
const python = findLibical();
if (!python) console.warn("libical (Debian's gir1.2-ical-3.0 with python3-gi) is not available here: the strict feed check is skipped.");

const data = feedData({
  subscriptions: [
    feedSubscription({ id: 1, name: "Netflix", startDate: "2026-01-31", endDate: "2026-02-28" }),
    feedSubscription({ id: 2, name: "Spotify", cycle: "30days", startDate: "2026-02-20", endDate: "2026-03-22", status: "trial", trialEndsOn: "2026-03-20" }),
    feedSubscription({ id: 3, name: "Antivirus", currency: "EUR", price: 30, cycle: "1year", startDate: "2025-06-01", endDate: "2026-06-01", autoRenew: false }),
    feedSubscription({ id: 4, name: "Le Monde, Paris", currency: "EUR", price: 5.5, cycle: "30days", startDate: "2026-02-25", endDate: "2026-03-27" }),
  ],
  reminders: [{ subscriptionId: 4, enabled: true, leadDays: [2], remindToCancel: true }],
  // Past events with their marks: ✓, ≈ with another amount, and ! for a manual renewal left unanswered.
  payments: [makePayment({ subscriptionId: 1, dueOn: "2026-01-31", amount: 390, currency: "TWD" }), makePayment({ subscriptionId: 4, dueOn: "2026-02-25", amount: 6.25, currency: "EUR" })],
});

function render(locale: Locale) {
  const translate = createTranslator({ locale, messages: messages[locale] });
  const t: FeedTranslator = (key, values) => translate(key as never, values as never);
  const events = [...pastFeedEvents({ ...data, locale }, "2026-03-01"), ...feedEvents({ ...data, locale }, "2026-03-01")];
  return renderFeed(events, { locale, sendHour: 9, siteUrl: "https://subs.example.com", t, now: new Date("2026-03-01T08:00:00Z") });
}

describe.each(["en", "zh-TW", "es"] as const)("the calendar feed in %s", (locale) => {
  const text = render(locale);

  it("is published with an organizer on every event, as METHOD:PUBLISH requires", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) expect(event.getAllProperties("organizer")).toHaveLength(1);
    expect(events[0].getFirstPropertyValue("organizer")).toBe("mailto:noreply@subs.example.com");
  });

  it.skipIf(!python)("passes libical's strict validation (parse errors and iTIP restrictions)", () => {
    const run = spawnSync(python ?? "", [VALIDATOR], { input: text, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, errors: [] });
  }, 30_000);

  it.skipIf(!python)("would be refused by libical without its organizers, so the check can fail", () => {
    const withoutOrganizer = text.replace(/ORGANIZER[^\r\n]*\r\n( [^\r\n]*\r\n)*/g, "");
    const run = spawnSync(python ?? "", [VALIDATOR], { input: withoutOrganizer, encoding: "utf8" });
    expect(JSON.parse(run.stdout).ok).toBe(false);
  }, 30_000);
});
