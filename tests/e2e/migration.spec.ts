import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import type { Currency } from "../../lib/currency/currencies";
import { formatMoney } from "../../lib/subscriptions/format-money";
import { signIn } from "./support/auth";
import { adminClient } from "./support/backend";
import { seedDashboardUser, utcDay } from "./support/dashboard-data";
import { startFaultyApp, type AppServer } from "./support/dashboard-server";
import {
  subtrackrCsv,
  subtrackrJson,
  wallosCsv,
  wallosJson,
  type SubtrackrSubscription,
  type WallosSubscription,
} from "./support/source-exports";
import { subscriptionsOf } from "./support/subscriptions";

const { TWD_PER_UNIT } = createRequire(import.meta.url)("./support/fixed-rates.cjs") as { TWD_PER_UNIT: Record<string, number> };

// "Today" follows the user's time zone; pin it so the files' dates mean what the test says.
test.use({ timezoneId: "UTC" });

const day = utcDay;

/**
 * What a user paying in Wallos has today: each row with what it costs and how many months one
 * payment covers, and whether Wallos counts it (Wallos counts every subscription that is not
 * disabled, a cancellation date only sets a reminder to cancel by then).
 */
const WALLOS: { row: WallosSubscription; price: number; currency: Currency; months: number | null }[] = [
  { row: wallos("Netflix", "Monthly", day(9), "$15.49"), price: 15.49, currency: "USD", months: 1 },
  { row: { ...wallos("Spotify", "Monthly", day(3), "€10.99"), Notifications: "Disabled" }, price: 10.99, currency: "EUR", months: 1 },
  { row: wallos("Disney+", "Every 3 Months", day(40), "NT$810"), price: 810, currency: "TWD", months: 3 },
  { row: wallos("Nintendo Switch Online", "Yearly", day(200), "¥2400"), price: 2400, currency: "JPY", months: 12 },
  {
    row: { ...wallos("Adobe Creative Cloud", "Yearly", day(-30), "£239.88"), Renewal: "Manual", State: "Disabled", Active: "No", "Cancellation Date": day(-40) },
    price: 239.88,
    currency: "GBP",
    months: null,
  },
  { row: wallos("Tom &amp; Jerry&#039;s Fan Club", "Weekly", day(2), "$2"), price: 2, currency: "USD", months: 7 / 30 },
  { row: wallos("Friskis Gym", "Every 2 Weeks", day(6), "kr199"), price: 199, currency: "SEK", months: 14 / 30 },
  // Wallos writes its CSV without quotes: the comma in this address gives the row one field too many.
  { row: { ...wallos("example.org domain", "Every 2 Years", day(45), "$24.5"), Renewal: "Manual", URL: "https://example.org/?a=1,2" }, price: 24.5, currency: "USD", months: 24 },
  { row: { ...wallos("Le Monde", "Every 30 Days", day(12), "€5.5"), "Cancellation Date": day(20) }, price: 5.5, currency: "EUR", months: 1 },
  { row: wallos("Coupang Play", "Monthly", day(15), "₩7890"), price: 7890, currency: "KRW", months: 1 },
];

/** SubTrackr counts its "Active" subscriptions; a trial costs nothing until it ends, paused and cancelled ones nothing. */
const SUBTRACKR: { row: SubtrackrSubscription; months: number | null }[] = [
  { row: subtrackr(1, "YouTube Premium", 15.49, "USD", "Monthly", 1, "Active", day(-400), day(5)), months: 1 },
  { row: subtrackr(2, "Spotify Family", 16.99, "EUR", "Monthly", 2, "Active", day(-300), day(20)), months: 2 },
  { row: subtrackr(3, "ChatGPT Plus", 20, "USD", "Monthly", 1, "Trial", null, day(10)), months: null },
  { row: subtrackr(4, "World Gym 健身房", 3600, "TWD", "Quarterly", 1, "Paused", day(-200), day(30)), months: null },
  { row: { ...subtrackr(5, "Dropbox", 659.88, "GBP", "Annual", 1, "Cancelled", day(-800), day(-60)), cancellationDate: day(-60) }, months: null },
  { row: subtrackr(6, "Nikkei Weekly", 500, "JPY", "Weekly", 1, "Active", day(-100), day(2)), months: 7 / 30 },
  { row: { ...subtrackr(7, "Storytel", 169, "SEK", "Monthly", 1, "Active", day(-380), day(8)), reminderEnabled: false }, months: 1 },
  { row: { ...subtrackr(8, "AT&T Internet", 330, "USD", "Quarterly", 2, "Active", day(-150), day(30)), category: "Utilities <home>" }, months: 6 },
];

function wallos(name: string, cycle: string, next: string, price: string): WallosSubscription {
  return {
    Name: name,
    "Payment Cycle": cycle,
    "Next Payment": next,
    Renewal: "Automatic",
    Category: "Entertainment",
    "Payment Method": "Credit Card",
    "Paid By": "Ana",
    Price: price,
    Notes: "",
    URL: null,
    State: "Enabled",
    Notifications: "Enabled",
    "Cancellation Date": null,
    Active: "Yes",
  };
}

function subtrackr(
  id: number,
  name: string,
  cost: number,
  currency: string,
  schedule: SubtrackrSubscription["schedule"],
  interval: number,
  status: SubtrackrSubscription["status"],
  startDate: string | null,
  renewalDate: string | null,
): SubtrackrSubscription {
  return { id, name, cost, currency, schedule, interval, status, category: "Streaming", startDate, renewalDate, cancellationDate: null, url: "", notes: "", reminderEnabled: true };
}

/** The month's total in `target` at the fixed rates, computed by hand from the rows each app counts. */
function handTotal(target: Currency): number {
  const rows = [
    ...WALLOS,
    ...SUBTRACKR.map(({ row, months }) => ({ price: row.cost, currency: row.currency as Currency, months })),
  ];
  return rows.reduce(
    (sum, { price, currency, months }) => (months === null ? sum : sum + (price * TWD_PER_UNIT[currency]) / TWD_PER_UNIT[target] / months),
    0,
  );
}

type Messages = typeof import("../../messages/en.json");
const messagesOf = (lang: string): Messages => JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), "utf8"));
const MESSAGES = { en: messagesOf("en"), "zh-TW": messagesOf("zh-TW"), es: messagesOf("es") };
/** The currency each symbol the files use stands for (asked once per symbol). */
const SYMBOLS: Record<string, Currency> = { $: "USD", "¥": "JPY", kr: "SEK", "₩": "KRW" };

async function importFile(page: Page, lang: keyof typeof MESSAGES, file: { name: string; text: string }, expected: { created: number }) {
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "imports" });
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: t("button"), exact: true }).first().click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const mimeType = file.name.endsWith(".json") ? "application/json" : "text/csv";
  await dialog.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType, buffer: Buffer.from(file.text) });

  const heading = dialog.getByRole("heading", { name: t("ask.title") }).or(dialog.getByRole("heading", { name: t("preview.title") }));
  await expect(heading).toBeVisible();
  if (await dialog.getByRole("heading", { name: t("ask.title") }).isVisible()) {
    const questions = dialog.getByRole("combobox");
    for (const label of await dialog.locator("label").allTextContents()) {
      const symbol = /^[“「«](.+?)[”」»]/.exec(label)?.[1];
      if (!symbol) continue;
      expect(SYMBOLS, `a currency for “${symbol}”`).toHaveProperty([symbol]);
      await dialog.getByLabel(label, { exact: true }).selectOption(SYMBOLS[symbol]);
    }
    expect(await questions.count()).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: t("next") }).click();
  }

  const counts = dialog.getByRole("status").first();
  if (expected.created > 0) {
    await expect(counts).toHaveText(t("preview.counts", { new: expected.created, duplicate: 0, invalid: 0 }));
    await dialog.getByRole("button", { name: t("preview.submit", { count: expected.created }) }).click();
    await expect(dialog.getByText(t("done.summary", { created: expected.created, updated: 0, skipped: 0, invalid: 0 }))).toBeVisible();
    await dialog.getByRole("button", { name: t("done.close") }).first().click();
  } else {
    // The same file again: everything is already in the list, so there is nothing to import.
    await expect(counts).toHaveText(/./);
    const duplicates = Number(/\d+/.exec((await counts.textContent()) ?? "")?.[0]);
    await expect(counts).toHaveText(t("preview.counts", { new: 0, duplicate: duplicates, invalid: 0 }));
    await expect(dialog.getByRole("button", { name: t("preview.submit", { count: 0 }) })).toBeDisabled();
    await page.keyboard.press("Escape");
  }
  await expect(dialog).toBeHidden();
}

const CASES = [
  { lang: "en", currency: "USD", wallos: "csv", subtrackr: "json" },
  { lang: "zh-TW", currency: "TWD", wallos: "json", subtrackr: "csv" },
  { lang: "es", currency: "EUR", wallos: "csv", subtrackr: "csv" },
] as const;

test.describe("moving from Wallos and SubTrackr", () => {
  test.describe.configure({ mode: "serial" });
  let server: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startFaultyApp("rates-fixed");
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const { lang, currency, wallos: wallosFormat, subtrackr: subtrackrFormat } of CASES) {
    test(`gives the totals the source apps count, and a second import adds nothing (${lang}, Wallos ${wallosFormat}, SubTrackr ${subtrackrFormat})`, async ({ browser }) => {
      const user = await seedDashboardUser(`migrate-${lang}`, { defaultCurrency: currency });
      await adminClient().from("user_profiles").update({ currency_confirmed: true }).eq("id", user.id);
      const context = await browser.newContext({ baseURL: server.url, timezoneId: "UTC", locale: "en-US" });
      await context.addCookies([{ name: "tz", value: "UTC", url: server.url }]);
      const page = await context.newPage();
      await signIn(page, user.email, user.password);
      await page.goto(`/dashboard?lang=${lang}`);

      const wallosRows = WALLOS.map(({ row }) => row);
      const subtrackrRows = SUBTRACKR.map(({ row }) => row);
      const files = {
        wallos: wallosFormat === "csv" ? { name: "subscriptions.csv", text: wallosCsv(wallosRows) } : { name: "subscriptions.json", text: wallosJson(wallosRows) },
        subtrackr:
          subtrackrFormat === "csv"
            ? { name: "subtrackr.csv", text: subtrackrCsv(subtrackrRows) }
            : { name: "subtrackr.json", text: subtrackrJson(subtrackrRows, `${day(0)}T09:12:44.981734+08:00`) },
      };
      await importFile(page, lang, files.wallos, { created: WALLOS.length });
      await importFile(page, lang, files.subtrackr, { created: SUBTRACKR.length });

      const saved = await subscriptionsOf(user.id);
      expect(saved).toHaveLength(WALLOS.length + SUBTRACKR.length);
      const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "dashboard.summary" });
      const total = formatMoney(handTotal(currency), currency, lang, { whole: true });
      await page.reload();
      await expect(page.getByRole("listitem", { name: t("monthlyTotal") })).toContainText(total);

      // Muted in the source app, muted here: Spotify (Wallos) and, from SubTrackr's JSON only, Storytel.
      const { data: reminders } = await adminClient().from("subscription_reminders").select("enabled, subscription_id").eq("user_id", user.id);
      const nameOf = (id: number) => saved.find((row) => row.id === id)?.name;
      const muted = (reminders ?? []).filter((row) => !row.enabled).map((row) => nameOf(row.subscription_id)).sort();
      expect(muted).toEqual(subtrackrFormat === "json" ? ["Spotify", "Storytel"] : ["Spotify"]);

      await importFile(page, lang, files.wallos, { created: 0 });
      await importFile(page, lang, files.subtrackr, { created: 0 });
      expect(await subscriptionsOf(user.id)).toHaveLength(WALLOS.length + SUBTRACKR.length);
      await context.close();
    });
  }
});
