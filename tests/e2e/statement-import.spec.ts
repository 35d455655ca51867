import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { formatMoney } from "../../lib/subscriptions/format-money";
import { cycleLabel } from "../../lib/subscriptions/cycle-label";
import { threeYearsOfCardPayments } from "../../scripts/statements-corpus/long-statements";
import { adminClient } from "./support/backend";
import { waitForHydration } from "./support/hydration";
import { openDashboard, priceChangesOf, signInNewUser, subscriptionsOf } from "./support/subscriptions";

type Messages = typeof import("../../messages/en.json");
const messagesOf = (lang: string): Messages => JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), "utf8"));
const MESSAGES = { en: messagesOf("en"), es: messagesOf("es"), "zh-TW": messagesOf("zh-TW") };

// Checking account, March 2025 to March 2026, as an OFX (to September) and a bank CSV with day-first
// dates (from October): Netflix, Spotify (9.99 → 11.99 in January), Iron Gym, VC*STREAMPLUS and City
// Parking monthly, Namecheap yearly, salary and groceries around them.
const statement = (name: string) => readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url));
const OFX = { name: "checking-2025.ofx", mimeType: "application/x-ofx", buffer: statement("checking-2025.ofx") };
const CSV = { name: "checking-2026.csv", mimeType: "text/csv", buffer: statement("checking-2026.csv") };

/** A bank CSV whose header no preset or header word knows: a year of Netflix, salary and groceries. */
function unknownLayoutCsv() {
  const rows = ["Booked on;Shop;Money spent;Money received;Running total"];
  for (let month = 0; month < 13; month++) {
    const day = (date: number) => new Date(Date.UTC(2025, 2 + month, date)).toISOString().slice(0, 10);
    rows.push(`${day(3)};Netflix.com;15,49;;1.200,00`, `${day(9)};Corner grocer ${month};${42 + month},10;;1.150,00`, `${day(25)};Payroll;;2.500,00;3.650,00`);
  }
  return { name: "mybank-export.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) };
}

async function seed(userId: string, rows: Record<string, unknown>[]) {
  const { data, error } = await adminClient()
    .from("subscriptions")
    // One insert of several rows sends every column of each row: the same keys on all of them.
    .insert(rows.map((row) => ({ currency: "USD", cycle: "custom:months:1", auto_renew: true, status: "active", cancelled_on: null, user_id: userId, ...row })) as never)
    .select("id, name");
  if (error || !data) throw error ?? new Error("nothing seeded");
  return Object.fromEntries(data.map((row: { id: number; name: string }) => [row.name, row.id]));
}

async function rowsOf(table: string, userId: string, columns = "*") {
  const { data, error } = await adminClient().from(table as "subscriptions").select(columns).eq("user_id", userId);
  if (error) throw error;
  return (data ?? []) as unknown as Record<string, unknown>[];
}

type Language = keyof typeof MESSAGES;
const LANGUAGES = Object.keys(MESSAGES) as Language[];
/** Stands in a message for text the test does not fix (a date, examples). */
const MARK = "\u0000";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a pattern for text that starts with it, any text where MARK stands. */
const pattern = (message: string) => new RegExp(`^${escaped(message).replace(MARK, ".*")}`);
/** The part of a message before MARK. */
const textBefore = (message: string) => message.split(MARK)[0];

/** Opens the statement dialog from the dashboard and drops `files` on it, after `before` looked at the first step. */
async function dropStatements(page: Page, button: string, files: (typeof OFX)[] | string | string[], before?: (dialog: Locator) => Promise<void>) {
  await page.getByRole("main").getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog");
  await before?.(dialog);
  await dialog.locator('input[type="file"]').setInputFiles(files);
  return dialog;
}

/** Opens the statement dialog from the import dialog in Settings, and drops `files` on it. */
async function dropFromSettings(
  page: Page,
  { lang, button, entry }: { lang: Language; button: string; entry: string },
  files: (typeof OFX)[],
  before?: (dialog: Locator) => Promise<void>,
) {
  await page.goto(`/settings?lang=${lang}`);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: entry }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(MESSAGES[lang].statements.files.label)).toBeAttached();
  await before?.(dialog);
  await dialog.locator('input[type="file"]').setInputFiles(files);
  return dialog;
}

test.describe("find subscriptions in a statement", () => {
  for (const lang of LANGUAGES) {
    test(`an OFX and a CSV are reviewed together, confirmed, read again without duplicates, and undone (${lang})`, async ({ page }) => {
      // Two reads, a review, a save and an undo: the longest flow of the suite.
      test.slow();
      const t = createTranslator({ locale: lang, messages: MESSAGES[lang] });
      const money = (amount: number) => formatMoney(amount, "USD", lang);
      const cycle = (value: string) => {
        const label = cycleLabel(value);
        return "count" in label ? t(`subscriptionCard.cycle.${label.key}`, { count: label.count }) : t(`subscriptionCard.cycle.${label.key}`);
      };
      let ids: Record<string, number> = {};
      const user = await signInNewUser(page, `statements-${lang}`, {
        lang,
        seed: async (userId) => {
          ids = await seed(userId, [
            { name: "Spotify", brand: "Spotify", price: 9.99, start_date: "2025-01-05", end_date: "2025-02-05" },
            { name: "Iron Gym", brand: "Iron Gym", price: 30, start_date: "2024-06-01", end_date: "2024-07-01", status: "cancelled", cancelled_on: "2026-01-15" },
            { name: "Video club", brand: "Video club", price: 7.99, start_date: "2025-01-12", end_date: "2025-02-12" },
          ]);
        },
      });

      const privacy = async (first: Locator) => {
        await expect(first.getByText(t("statements.privacy"))).toBeVisible();
        await expect(first.getByLabel(t("statements.files.label"))).toBeAttached();
      };
      // From the dashboard in English and Spanish; from the import dialog in Settings in Chinese.
      const drop = (files: (typeof OFX)[], before?: (dialog: Locator) => Promise<void>) =>
        lang === "zh-TW"
          ? dropFromSettings(page, { lang, button: t("imports.button"), entry: t("imports.statementEntry") }, files, before)
          : dropStatements(page, t("statements.button"), files, before);
      const dialog = await drop([OFX, CSV], privacy);

      // 01/10/2025 could be January or October: the CSV's date order is asked, not guessed.
      await expect(dialog.getByRole("heading", { name: t("statements.dateOrder.title") })).toBeVisible();
      const dates = dialog.getByRole("group", { name: pattern(t("statements.dateOrder.file", { file: "checking-2026.csv", samples: MARK })) });
      await dates.getByLabel(t("imports.map.dateOrders.DMY")).check();
      await dialog.getByRole("button", { name: t("statements.next") }).click();

      await expect(dialog.getByRole("heading", { name: t("statements.review.title") })).toBeVisible();
      const summary = `${t("statements.review.summary", { files: 2, transactions: 151 })} · ${t("statements.review.period", { from: "2025/03/01", to: "2026/03/12" })}`;
      await expect(dialog.getByText(summary)).toBeVisible();
      await expect(dialog.getByText(t("statements.review.coverage", { months: 12 }))).toBeVisible();
      for (const group of ["new", "priceChanges", "payments", "stillCharging"] as const) {
        await expect(dialog.getByRole("heading", { name: pattern(t(`statements.review.groups.${group}`)) })).toBeVisible();
      }

      const item = (name: string) => dialog.getByRole("group", { name, exact: true });
      const netflixLine = [
        money(15.49),
        cycle("custom:months:1"),
        t("statements.review.new.firstCharge", { date: "2025/03/03" }),
        t("statements.review.new.next", { date: "2026/04/03" }),
      ].join(" · ");
      await expect(item("Netflix")).toContainText(netflixLine);
      const gaps = t("statements.reasons.regularGaps", { cadence: t("statements.cadences.monthly"), days: 0 });
      const reasons = [t("statements.reasons.knownMerchant"), t("statements.reasons.occurrences", { count: 13 }), gaps];
      await expect(item("Netflix")).toContainText(textBefore(t("statements.reasons.why", { reasons: MARK })) + reasons.join(" · "));
      await expect(item("Namecheap")).toContainText(cycle("1year"));
      // A known merchant starts in a category of its kind; the user can leave it out of one.
      const category = (name: string) => item(name).getByLabel(t("statements.review.new.category"));
      await expect(category("Netflix")).toHaveValue(t("statements.categories.streaming"));
      await expect(category("Netflix").locator("option:checked")).toHaveText(
        t("statements.review.new.newCategory", { name: t("statements.categories.streaming") }),
      );
      await category("Namecheap").selectOption({ label: t("statements.review.new.noCategory") });
      await item("VC Streamplus").getByLabel(t("statements.review.new.mergeInto")).selectOption({ label: "Video club" });
      await expect(item("VC Streamplus")).toContainText(t("statements.review.new.merged", { name: "Video club" }));
      await item("City Parking Garage").getByRole("button", { name: t("statements.review.new.dismiss") }).click();
      await expect(item("City Parking Garage")).toContainText(t("statements.review.new.dismissed"));

      const region = (group: "priceChanges" | "payments" | "stillCharging") => dialog.getByRole("region", { name: pattern(t(`statements.review.groups.${group}`)) });
      const newPrice = t("statements.review.priceChange.record", { old: money(9.99), new: money(11.99), date: "2026/01/05" });
      await expect(region("priceChanges").getByRole("checkbox", { name: newPrice })).toBeChecked();
      await expect(region("payments").getByRole("checkbox", { name: t("statements.review.payments.record", { count: 13 }) })).toBeChecked();
      await expect(region("payments").getByRole("checkbox", { name: t("statements.review.payments.record", { count: 11 }) })).toBeChecked();
      await expect(region("stillCharging")).toContainText(t("statements.review.stillCharging.cancelled", { date: "2026/01/15", count: 2, last: "2026/03/01" }));

      await dialog.getByRole("button", { name: t("statements.review.submit", { count: 8 }) }).click();
      await expect(dialog.getByRole("heading", { name: t("statements.done.title") })).toBeVisible();
      const done = { created: 2, payments: 54, priceChanges: 1, aliases: 3, dismissals: 1 };
      await expect(dialog.getByText(t("statements.done.summary", done))).toBeVisible();

      const saved = await subscriptionsOf(user.id);
      expect(saved.map((s) => [s.name, Number(s.price), s.cycle, s.start_date, s.end_date, s.icon_url]).sort()).toEqual(
        [
          ["Iron Gym", 30, "custom:months:1", "2024-06-01", "2024-07-01", null],
          ["Namecheap", 12.98, "1year", "2025-03-08", "2027-03-08", "/brand-icons/namecheap.svg"],
          ["Netflix", 15.49, "custom:months:1", "2025-03-03", "2026-04-03", "/brand-icons/netflix.svg"],
          ["Spotify", 9.99, "custom:months:1", "2025-01-05", "2025-02-05", null],
          ["Video club", 7.99, "custom:months:1", "2025-01-12", "2025-02-12", null],
        ].sort(),
      );
      expect((await priceChangesOf(user.id)).map((c) => [c.subscription_id, Number(c.new_price), c.effective_date])).toEqual([[ids.Spotify, 11.99, "2026-01-05"]]);
      const categories = await rowsOf("subscription_categories", user.id, "id, name, color");
      expect(categories.map((c) => [c.name, c.color])).toEqual([[t("statements.categories.streaming"), "#E74C3C"]]);
      expect(Object.fromEntries(saved.map((s) => [s.name, s.category_id]))).toMatchObject({ Netflix: categories[0].id, Namecheap: null });
      const paid = await rowsOf("subscription_payments", user.id, "subscription_id, due_on, paid_on, source, statement_ref");
      const countFor = (id: number) => paid.filter((p) => p.subscription_id === id).length;
      expect(paid).toHaveLength(54);
      expect(paid.every((p) => p.source === "statement" && typeof p.statement_ref === "string")).toBe(true);
      expect([countFor(ids.Spotify), countFor(ids["Iron Gym"]), countFor(ids["Video club"])]).toEqual([13, 13, 13]);
      expect(paid.find((p) => p.subscription_id === ids["Video club"] && p.paid_on === "2025-03-12")?.due_on).toBe("2025-03-12");
      expect((await rowsOf("merchant_aliases", user.id, "merchant_key")).map((a) => a.merchant_key).sort()).toEqual(["NAMECHEAP", "NETFLIX", "VC STREAMPLUS"]);
      expect(await rowsOf("detection_dismissals", user.id, "merchant_key, cadence, currency")).toEqual([
        { merchant_key: "CITY PARKING GARAGE", cadence: "monthly", currency: "USD" },
      ]);
      expect(await rowsOf("statement_imports", user.id, "format, transaction_count")).toHaveLength(2);
      await dialog.getByRole("button", { name: t("statements.done.close") }).first().click();

      // The same files again, one of them twice: read once each, already read, and nothing left to propose.
      if (lang !== "zh-TW") await openDashboard(page, lang);
      const again = await drop([OFX, CSV, { ...OFX, name: "checking-2025 (1).ofx" }]);
      await again.getByLabel(t("imports.map.dateOrders.DMY")).check();
      await again.getByRole("button", { name: t("statements.next") }).click();
      await expect(again.getByText(t("statements.review.alreadyReadMany", { count: 2 }))).toBeVisible();
      await expect(again.getByText(t("statements.files.same", { file: "checking-2025 (1).ofx", other: "checking-2025.ofx" }))).toBeVisible();
      for (const group of ["new", "priceChanges", "payments"] as const) {
        await expect(again.getByRole("heading", { name: pattern(t(`statements.review.groups.${group}`)) })).toHaveCount(0);
      }
      await expect(region("stillCharging")).toContainText(t("statements.review.stillCharging.recorded"));
      await expect(again.getByRole("button", { name: t("statements.review.submit", { count: 0 }) })).toBeDisabled();
      expect(await rowsOf("subscription_payments", user.id, "id")).toHaveLength(54);
      await page.keyboard.press("Escape");

      // Settings undo the statement import whole.
      await page.goto(`/settings?lang=${lang}`);
      await waitForHydration(page);
      const data = page.getByRole("region", { name: t("settings.data.title") });
      await expect(data.getByText(pattern(t("imports.undoLastHint", { file: t("imports.sources.statement"), date: MARK })))).toBeVisible();
      await data.getByRole("button", { name: t("imports.undoLast") }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t("imports.confirmUndo.confirm") }).click();
      await expect(page.getByText(t("imports.undone"))).toBeVisible();
      await expect.poll(async () => (await subscriptionsOf(user.id)).map((s) => s.name).sort()).toEqual(["Iron Gym", "Spotify", "Video club"]);
      expect(await priceChangesOf(user.id)).toEqual([]);
      for (const table of ["subscription_payments", "merchant_aliases", "detection_dismissals", "statement_imports", "subscription_categories"]) {
        expect(await rowsOf(table, user.id, "id"), table).toEqual([]);
      }
    });
  }

  test("bad files are each named with their line where one is to blame, and nothing is saved (English)", async ({ page }) => {
    const user = await signInNewUser(page, "statements-bad");
    const camt = readFileSync(new URL("../fixtures/statements/camt053-v02.xml", import.meta.url), "utf8");
    const withUmlaut = readFileSync(new URL("../fixtures/statements/camt053-v08.xml", import.meta.url), "utf8");
    const files = {
      "camt-march.xml": camt.slice(0, Math.floor(camt.length / 2)),
      "holiday-notes.txt": "Pack: passport, charger, sunscreen.\n",
      // Declared UTF-8, saved as Latin-1: "Köln" is where the bytes break it.
      "camt-latin1.xml": Buffer.from(withUmlaut, "latin1"),
      "salary.csv": "Date,Description,Debit,Credit\n2026-01-25,SALARY ACME INC,,2500.00\n2026-02-25,SALARY ACME INC,,2500.00\n",
      // Over the 20 MB a statement may weigh: refused before it is read.
      "ten-years.csv": Buffer.alloc(50 * 1024 * 1024, "2026-01-05,NETFLIX.COM,-15.49\n"),
    };
    const paths = Object.entries(files).map(([name, content]) => {
      const file = test.info().outputPath(name);
      writeFileSync(file, content);
      return file;
    });
    const firstLatin1Line = withUmlaut.split("\n").findIndex((line) => /[^\x00-\x7f]/.test(line)) + 1;
    const dialog = await dropStatements(page, "Find subscriptions", paths);
    const problems = dialog.getByRole("alert");
    await expect(problems).toContainText("5 files could not be read");
    await expect(problems).toContainText(/camt-march\.xml, line \d+: the file ends early or is damaged/);
    await expect(problems).toContainText("holiday-notes.txt: this is not a bank statement we can read");
    await expect(problems).toContainText(`camt-latin1.xml, line ${firstLatin1Line}: the text is in an encoding we cannot read. Save it as UTF-8 and try again.`);
    await expect(problems).toContainText("salary.csv: there are no payments out in this statement, so no subscriptions can be found in it.");
    await expect(problems).toContainText("ten-years.csv: the file is larger than 20 MB. Download a shorter period.");
    await expect(problems).toContainText("Nothing was saved.");
    expect(await rowsOf("statement_imports", user.id, "id")).toEqual([]);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  test("a CSV in a layout no bank preset knows is read with the columns the user picks (English)", async ({ page }) => {
    await signInNewUser(page, "statements-map");
    const dialog = await dropStatements(page, "Find subscriptions", [unknownLayoutCsv()]);
    await expect(dialog.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
    await expect(dialog.getByText("We don’t know the layout of “mybank-export.csv” yet.", { exact: false })).toBeVisible();

    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose the columns for the date, the description and the amount.");
    await dialog.getByRole("combobox", { name: "Date" }).selectOption({ label: "Column 1: Booked on" });
    await dialog.getByRole("combobox", { name: "Description" }).selectOption({ label: "Column 2: Shop" });
    await dialog.getByRole("radio", { name: "Separate columns for money out and money in" }).check();
    await dialog.getByRole("combobox", { name: "Money out" }).selectOption({ label: "Column 3: Money spent" });
    await dialog.getByRole("combobox", { name: "Money in" }).selectOption({ label: "Column 4: Money received" });
    // The amounts are written 15,49: the decimal comma is guessed from them, and the preview reads them so.
    await expect(dialog.getByRole("combobox", { name: "Decimal separator" })).toHaveValue(",");
    const preview = dialog.getByRole("region", { name: "How the first rows will be read" });
    await expect(preview.getByRole("row").nth(1)).toContainText(/2025-03-03\s*Netflix\.com\s*[-−]\D*15\.49/);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("heading", { name: "Review what was found" })).toBeVisible();
    await expect(dialog.getByText(/^1 statement · 39 transactions/)).toBeVisible();
    // The file names no currency: its amounts are taken to be in the account's default one.
    await expect(dialog.getByRole("group", { name: "Netflix", exact: true })).toContainText("15.49 · every month");
  });

  test("long statements are read off the page's thread, with a progress bar (English)", async ({ page }) => {
    await signInNewUser(page, "statements-long");
    // Two cards' 60,000 payments over three years: about 3 MB each, read and searched in the worker,
    // long enough on a fast machine for the bar to show. Handed over by path: a buffer would be
    // decoded inside the page, a long task of the test's own.
    const files = ["first-card.csv", "second-card.csv"].map((name, card) => {
      const file = test.info().outputPath(name);
      writeFileSync(file, `${threeYearsOfCardPayments()}\n2026-04-0${card + 1},CAFE ${card},-3.50,USD`);
      return file;
    });
    // The reading happens in a worker the dialog starts; a page that read it itself would start none.
    const worker = page.waitForEvent("worker");
    const dialog = await dropStatements(page, "Find subscriptions", files);
    await expect(dialog.getByRole("progressbar", { name: "Statements read" })).toBeVisible();
    await worker;
    await expect(dialog.getByRole("heading", { name: "Review what was found" })).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole("group", { name: "Netflix", exact: true })).toBeVisible();
  });
});
