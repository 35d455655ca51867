import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { adminClient } from "./support/backend";
import { seedSubscription, signInNewUser } from "./support/subscriptions";

test.use({ timezoneId: "UTC", permissions: ["clipboard-read", "clipboard-write"] });

const MONTH_END = { name: "Month end", brand: "Month end", price: 390, currency: "TWD", start_date: "2025-01-31", end_date: "2025-02-28", cycle: "custom:months:1", auto_renew: true };
const LEAP_DAY = { name: "Leap day", brand: "Leap day", price: 12, currency: "USD", start_date: "2024-02-29", end_date: "2025-02-28", cycle: "1year", auto_renew: true };

type FeedEvent = { uid: string; summary: string; date: string };

async function readFeed(request: APIRequestContext, url: string): Promise<FeedEvent[]> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toContain("private");
  const text = await response.text();
  expect(text).toContain("\r\n");
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, date: event.startDate.toString() };
  });
}

async function expectGone(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
}

/** The date a card shows next to "Renews", as yyyy-MM-dd. */
async function cardRenewal(page: Page, name: string): Promise<string> {
  const card = page.getByRole("article", { name });
  const text = await card.locator("div", { has: page.getByText(/^Renews (today|tomorrow|in \d+ days)$/) }).locator("dd").innerText();
  return text.trim().replaceAll("/", "-");
}

async function createLink(page: Page): Promise<string> {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Calendar" });
  const field = section.getByLabel("Your private calendar link");
  // A click before the settings page has hydrated does nothing; a person would click again.
  await expect(async () => {
    if ((await field.count()) === 0) await section.getByRole("button", { name: "Create calendar link" }).click();
    await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return field.inputValue();
}

test.describe("calendar feed", () => {
  test("settings creates a private link whose feed parses and matches the dashboard's renewals", async ({ page, request }) => {
    const user = await signInNewUser(page, "calendar-feed", {
      seed: async (userId) => {
        await seedSubscription(userId, MONTH_END);
        await seedSubscription(userId, LEAP_DAY);
      },
    });
    const monthEnd = await cardRenewal(page, "Month end");
    const leapDay = await cardRenewal(page, "Leap day");

    const url = await createLink(page);
    const section = page.getByRole("region", { name: "Calendar" });
    await expect(page.getByText("Calendar link created")).toBeVisible();
    await section.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const webcal = url.replace(/^http:/, "webcal:");
    await expect(section.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute("href", webcal);
    await expect(section.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );

    const events = await readFeed(request, url);
    const renewals = (name: string) => events.filter((event) => event.summary.startsWith(`${name} renews`)).map((event) => event.date);
    // The first renewal of each is the one its card shows; month ends clamp, and leap days fall back to Feb 28.
    expect(renewals("Month end")[0]).toBe(monthEnd);
    expect(renewals("Month end")).toHaveLength(12);
    for (const date of renewals("Month end")) {
      const [year, month, day] = date.split("-").map(Number);
      expect(day, date).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    }
    expect(renewals("Leap day")).toEqual([leapDay]);
    expect(leapDay).toMatch(/-02-2[89]$/);
    expect(events.find((event) => event.summary.startsWith("Month end"))?.summary).toBe("Month end renews — NT$390.00");
    expect(events.find((event) => event.summary.startsWith("Leap day"))?.summary).toBe("Leap day renews — $12.00");

    // Reloading settings shows that a link is on, but not the link itself: only its hash is kept.
    await page.reload();
    await expect(section.getByText(/Your calendar link has been on since/)).toBeVisible();
    await expect(section.getByLabel("Your private calendar link")).toHaveCount(0);
    const { data } = await adminClient().from("calendar_feeds").select("token_hash").eq("user_id", user.id).single();
    expect(data?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(data!.token_hash);
  });

  test("a new link stops the old one at once, and turning it off stops both", async ({ page, request }) => {
    await signInNewUser(page, "calendar-regenerate", { seed: (userId) => seedSubscription(userId, MONTH_END) });
    const first = await createLink(page);
    const section = page.getByRole("region", { name: "Calendar" });

    await section.getByRole("button", { name: "Create a new link" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Create a new calendar link?" });
    await expect(dialog).toContainText("The current link stops working at once.");
    await dialog.getByRole("button", { name: "Create new link" }).click();
    await expect(page.getByText("New calendar link created")).toBeVisible();
    const field = section.getByLabel("Your private calendar link");
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();

    await expectGone(request, first);
    const again = await readFeed(request, second);
    expect(again.some((event) => event.summary.startsWith("Month end renews"))).toBe(true);

    await section.getByRole("button", { name: "Turn off" }).click();
    await page.getByRole("alertdialog", { name: "Turn off the calendar link?" }).getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Calendar link turned off")).toBeVisible();
    await expect(section.getByRole("button", { name: "Create calendar link" })).toBeVisible();
    await expectGone(request, second);
    await expectGone(request, first);
  });

  test("a feed shows its owner's subscriptions only, and unknown or malformed tokens reveal nothing", async ({ browser, request }) => {
    const alicePage = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
    const bobPage = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
    await signInNewUser(alicePage, "calendar-alice", { seed: (userId) => seedSubscription(userId, { ...MONTH_END, name: "Alice's plan", brand: "A" }) });
    await signInNewUser(bobPage, "calendar-bob", { seed: (userId) => seedSubscription(userId, { ...LEAP_DAY, name: "Bob's plan", brand: "B" }) });
    const aliceFeed = (await readFeed(request, await createLink(alicePage))).map((event) => event.summary).join("\n");
    const bobFeed = (await readFeed(request, await createLink(bobPage))).map((event) => event.summary).join("\n");
    expect(aliceFeed).toContain("Alice's plan");
    expect(aliceFeed).not.toContain("Bob's plan");
    expect(bobFeed).toContain("Bob's plan");
    expect(bobFeed).not.toContain("Alice's plan");

    for (const path of [`/calendar/${"A".repeat(43)}.ics`, "/calendar/short.ics", `/calendar/${"A".repeat(43)}`, "/calendar/%00.ics"]) {
      await expectGone(request, path);
    }
  });

  test("titles follow the language chosen for reminders", async ({ page, request }) => {
    const user = await signInNewUser(page, "calendar-language", { seed: (userId) => seedSubscription(userId, MONTH_END) });
    const url = await createLink(page);
    await adminClient().from("reminder_settings").update({ locale: "zh-TW" }).eq("user_id", user.id).throwOnError();
    const events = await readFeed(request, url);
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain("Month end 續訂 — NT$390.00");
    // The past three months' charges are in the feed too, marked as assumed paid.
    expect(summaries).toContain("≈ Month end — 視為已付 NT$390.00");
    expect(summaries.filter((summary) => !summary.includes("續訂") && !summary.includes("視為已付"))).toEqual([]);
  });
});
