import { describe, expect, it } from "vitest";
import { pushPayload } from "@/lib/reminders/render/push-payload";
import type { ReminderItem } from "@/lib/reminders/schedule/types";

function item(patch: Partial<ReminderItem> & Pick<ReminderItem, "kind" | "occurrenceDate">): ReminderItem {
  const subscription = { id: 7, name: "Netflix", currency: "TWD" as const, cycle: "30days", updatedAt: "2027-01-01T00:00:00Z", ...patch.subscription };
  return { subscriptionId: subscription.id, leadDays: 3, amount: 390, previousAmount: null, priceChangeId: null, endsTerm: false, snoozeUntil: null, answerable: patch.kind !== "price_change", ...patch, subscription };
}

const renewal = item({ kind: "renewal", occurrenceDate: "2027-01-15", amount: 390, previousAmount: 330 });
const trial = item({ kind: "trial_end", occurrenceDate: "2027-01-13", amount: 170, subscription: { id: 8, name: "Apple TV+", currency: "TWD", cycle: "30days", updatedAt: "x" } });
const hike = item({ kind: "price_change", occurrenceDate: "2027-02-01", leadDays: 0, amount: 12.99, previousAmount: 10.99, priceChangeId: 3, subscription: { id: 9, name: "Spotify", currency: "USD", cycle: "1year", updatedAt: "x" } });
const base = { localDate: "2027-01-12" } as const;

describe("pushPayload", () => {
  it("tells one reminder in its title and details in the body, and opens that subscription", () => {
    expect(pushPayload({ ...base, locale: "en", items: [renewal] })).toEqual({
      title: "Netflix renews in 3 days",
      body: "NT$390.00 on Fri, Jan 15, 2027\nNew price NT$390.00, up from NT$330.00 (+18.2%)",
      url: "/dashboard?q=Netflix&lang=en",
      tag: "reminders-2027-01-12",
      lang: "en",
    });
  });

  it("counts several reminders in the title, lists them, and opens the dashboard", () => {
    const payload = pushPayload({ ...base, locale: "en", items: [hike, trial, renewal] });
    expect(payload.title).toBe("3 subscription reminders");
    expect(payload.body).toBe("Spotify goes up in 20 days\nYour free trial of Apple TV+ ends tomorrow\nNetflix renews in 3 days");
    expect(payload.url).toBe("/dashboard?lang=en");
  });

  it("opens a path on the app's own origin, with the name searched safely", () => {
    const odd = item({ kind: "renewal", occurrenceDate: "2027-01-15", subscription: { id: 10, name: "Disney+ & Hulu #1", currency: "USD", cycle: "30days", updatedAt: "x" } });
    const { url } = pushPayload({ ...base, locale: "en", items: [odd] });
    expect(url).toBe("/dashboard?q=Disney%2B+%26+Hulu+%231&lang=en");
    const resolved = new URL(url, "https://subs.example.com");
    expect(resolved.origin).toBe("https://subs.example.com");
    expect(resolved.searchParams.get("q")).toBe("Disney+ & Hulu #1");
  });

  it("writes Traditional Chinese and Spanish, with their plurals and their own language tag", () => {
    const zh = pushPayload({ ...base, locale: "zh-TW", items: [trial, renewal] });
    expect(zh).toMatchObject({ title: "2 則訂閱提醒", body: "Apple TV+：明天結束免費試用\nNetflix：3 天後續訂", lang: "zh-Hant-TW", url: "/dashboard?lang=zh-TW" });
    const es = pushPayload({ ...base, locale: "es", items: [renewal] });
    expect(es.title).toBe("Netflix se renueva dentro de 3 días");
    expect(es.url).toBe("/dashboard?q=Netflix&lang=es");
    expect(pushPayload({ ...base, locale: "es", items: [trial, renewal] }).title).toBe("2 recordatorios de suscripciones");
  });

  it("lists four and counts the rest, and stays small with many long names", () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      item({ kind: "renewal", occurrenceDate: "2027-01-15", subscription: { id: 100 + n, name: `${"Very long subscription name ".repeat(10)}${n}`, currency: "TWD", cycle: "30days", updatedAt: "x" } }),
    );
    const payload = pushPayload({ ...base, locale: "en", items: many });
    const lines = payload.body.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("and 36 more");
    expect(lines.slice(0, 4).every((line) => [...line].length <= 120 && line.endsWith("…"))).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThan(1500);
  });

  it("writes a test that opens the notification settings, with what is coming up or without", () => {
    expect(pushPayload({ ...base, locale: "en", items: [renewal], test: true })).toEqual({
      title: "Test notification",
      body: "Reminders will look like this. Next: Netflix renews in 3 days",
      url: "/settings?lang=en#notifications",
      tag: "reminders-test",
      lang: "en",
    });
    expect(pushPayload({ ...base, locale: "zh-TW", items: [], test: true })).toMatchObject({ title: "測試通知", body: "訂閱提醒會像這樣出現在這部裝置上。" });
  });
});
