import { describe, expect, it } from "vitest";
import { renderDigest, type DigestInput } from "@/lib/reminders/render/digest-email";
import { deliveryKeyString } from "@/lib/reminders/schedule/plan";
import type { ReminderItem } from "@/lib/reminders/schedule/types";

function item(patch: Partial<ReminderItem> & Pick<ReminderItem, "kind" | "occurrenceDate">): ReminderItem {
  const subscription = { id: 7, name: "Netflix", currency: "TWD" as const, cycle: "30days", updatedAt: "2027-01-01T00:00:00Z", ...patch.subscription };
  return {
    subscriptionId: subscription.id,
    leadDays: 3,
    amount: 390,
    previousAmount: null,
    priceChangeId: null,
    endsTerm: false,
    snoozeUntil: "2027-01-13",
    answerable: patch.kind !== "price_change",
    ...patch,
    subscription,
  };
}

const renewal = item({ kind: "renewal", occurrenceDate: "2027-01-15", amount: 390, previousAmount: 330 });
const trial = item({ kind: "trial_end", occurrenceDate: "2027-01-13", subscription: { id: 8, name: "Apple TV+", currency: "TWD", cycle: "30days", updatedAt: "x" }, amount: 170 });
const hike = item({ kind: "price_change", occurrenceDate: "2027-02-01", leadDays: 0, amount: 12.99, previousAmount: 10.99, priceChangeId: 3, subscription: { id: 9, name: "Spotify <Family> & co", currency: "USD", cycle: "1year", updatedAt: "x" } });

function input(locale: DigestInput["locale"], items: ReminderItem[], extra: Partial<DigestInput> = {}): DigestInput {
  return {
    locale,
    localDate: "2027-01-12",
    items,
    appUrl: "https://subs.example.com",
    recipient: { email: "ada@example.com", nickname: "Ada" },
    sendHour: 9,
    timeZone: "Asia/Taipei",
    itemLinks: new Map(items.map((i) => [deliveryKeyString(i), { stop: `https://subs.example.com/reminders/stop-${i.subscriptionId}?lang=${locale}`, snooze: `https://subs.example.com/reminders/snooze-${i.subscriptionId}?lang=${locale}`, answers: null }])),
    unsubscribe: { page: "https://subs.example.com/reminders/unsub?lang=en", oneClick: "https://subs.example.com/reminders/unsub/apply" },
    ...extra,
  };
}

describe("renderDigest", () => {
  it("writes one English digest: subject, sections in order, amounts, the old price and the change in per cent", () => {
    const digest = renderDigest(input("en", [hike, trial, renewal]));
    expect(digest.subject).toBe("Spotify <Family> & co goes up in 20 days and 2 more reminders");
    expect(digest.text).toContain("Here are your 3 reminders for Tue, Jan 12, 2027.");
    expect(digest.text).toContain("From Mon, Feb 1, 2027: $12.99 instead of $10.99 (+18.2%)");
    expect(digest.text).toContain("Your free trial of Apple TV+ ends tomorrow");
    expect(digest.text).toContain("It becomes NT$170.00 a month on Wed, Jan 13, 2027.");
    expect(digest.text).toContain("Netflix renews in 3 days");
    expect(digest.text).toContain("NT$390.00 on Fri, Jan 15, 2027");
    expect(digest.text).toContain("New price NT$390.00, up from NT$330.00 (+18.2%)");
    const sections = ["PRICE CHANGES", "FREE TRIALS ENDING", "UPCOMING PAYMENTS"].map((heading) => digest.text.indexOf(heading));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    expect(digest.text).toContain("Sent at most once a day, at 9:00 AM (Asia/Taipei).");
  });

  it("writes Traditional Chinese and Spanish with their own dates, amounts and plurals", () => {
    const zh = renderDigest(input("zh-TW", [trial, renewal]));
    expect(zh.subject).toBe("Apple TV+：明天結束免費試用，以及另外 1 則提醒");
    expect(zh.text).toContain("2027年1月13日週三 起改為每月 NT$170.00。");
    expect(zh.text).toContain("Netflix：3 天後續訂");
    expect(zh.text).toContain("新價格 NT$390.00，原為 NT$330.00（+18.2%）");
    expect(zh.html).toContain('<html lang="zh-Hant-TW">');

    const es = renderDigest(input("es", [renewal]));
    expect(es.subject).toBe("Netflix se renueva dentro de 3 días");
    expect(es.text).toContain("Este es tu recordatorio para el mar, 12 ene 2027.");
    expect(es.text).toMatch(/390,00\sTWD el vie, 15 ene 2027/);
    expect(es.text).toContain("Recuérdamelo el mié, 13 ene 2027: https://subs.example.com/reminders/snooze-7?lang=es");
  });

  it("links each item to the subscription and to its one-click snooze and stop pages", () => {
    const digest = renderDigest(input("en", [renewal]));
    expect(digest.html).toContain('href="https://subs.example.com/dashboard?q=Netflix&amp;lang=en"');
    expect(digest.html).toContain('href="https://subs.example.com/reminders/snooze-7?lang=en"');
    expect(digest.html).toContain('href="https://subs.example.com/reminders/stop-7?lang=en"');
    expect(digest.html).toContain('href="https://subs.example.com/settings?lang=en#notifications"');
  });

  it("carries RFC 8058 one-click unsubscribe headers pointing at a POST address", () => {
    expect(renderDigest(input("en", [renewal])).headers).toEqual({
      "List-Unsubscribe": "<https://subs.example.com/reminders/unsub/apply>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    });
  });

  it("escapes what users typed", () => {
    const digest = renderDigest(input("en", [hike], { recipient: { email: "a@example.com", nickname: "<b>Eve</b>" } }));
    expect(digest.html).toContain("Spotify &lt;Family&gt; &amp; co");
    expect(digest.html).toContain("Hi &lt;b&gt;Eve&lt;/b&gt;,");
    expect(digest.html).not.toContain("<Family>");
    expect(digest.html).not.toContain("<b>Eve");
  });

  it("says when a term ends without renewing, and when a renewal is one to cancel", () => {
    const ends = renderDigest(input("en", [item({ kind: "cancel_by", occurrenceDate: "2027-01-12", endsTerm: true, snoozeUntil: null })]));
    expect(ends.subject).toBe("Netflix ends today");
    expect(ends.text).toContain("It does not renew automatically. It ends on Tue, Jan 12, 2027.");
    expect(ends.text).not.toContain("Remind me on");
    const cancel = renderDigest(input("en", [item({ kind: "cancel_by", occurrenceDate: "2027-01-13" })]));
    expect(cancel.subject).toBe("Netflix renews tomorrow unless you cancel");
    expect(cancel.text).toContain("NT$390.00 will be charged on Wed, Jan 13, 2027.");
  });

  it("marks a test, and says so when nothing is coming", () => {
    const test = renderDigest(input("en", [], { test: true, itemLinks: new Map() }));
    expect(test.subject).toBe("Test: your subscription reminders");
    expect(test.text).toContain("This is a test sent from your settings.");
    expect(test.text).toContain("Nothing is due within your reminder lead times right now.");
  });

  it("renders the same digest twice byte for byte, so a retry is the same email", () => {
    expect(renderDigest(input("es", [hike, renewal]))).toEqual(renderDigest(input("es", [hike, renewal])));
  });
});
