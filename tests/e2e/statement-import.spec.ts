import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { threeYearsOfCardPayments } from "../../scripts/statements-corpus/long-statements";
import { adminClient } from "./support/backend";
import { priceChangesOf, signInNewUser, subscriptionsOf } from "./support/subscriptions";

// Checking account, March 2025 to March 2026, as an OFX (to September) and a bank CSV with day-first
// dates (from October): Netflix, Spotify (9.99 → 11.99 in January), Iron Gym, VC*STREAMPLUS and City
// Parking monthly, Namecheap yearly, salary and groceries around them.
const statement = (name: string) => readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url));
const OFX = { name: "checking-2025.ofx", mimeType: "application/x-ofx", buffer: statement("checking-2025.ofx") };
const CSV = { name: "checking-2026.csv", mimeType: "text/csv", buffer: statement("checking-2026.csv") };

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

/** Opens the statement dialog from the dashboard and drops `files` on it, after `before` looked at the first step. */
async function dropStatements(page: Page, button: string, files: (typeof OFX)[] | string, before?: (dialog: Locator) => Promise<void>) {
  await page.getByRole("main").getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog");
  await before?.(dialog);
  await dialog.locator('input[type="file"]').setInputFiles(files);
  return dialog;
}

test.describe("find subscriptions in a statement", () => {
  test("an OFX and a CSV are reviewed together, confirmed, read again without duplicates, and undone (English)", async ({ page }) => {
    let ids: Record<string, number> = {};
    const user = await signInNewUser(page, "statements-en", {
      seed: async (userId) => {
        ids = await seed(userId, [
          { name: "Spotify", brand: "Spotify", price: 9.99, start_date: "2025-01-05", end_date: "2025-02-05" },
          { name: "Iron Gym", brand: "Iron Gym", price: 30, start_date: "2024-06-01", end_date: "2024-07-01", status: "cancelled", cancelled_on: "2026-01-15" },
          { name: "Video club", brand: "Video club", price: 7.99, start_date: "2025-01-12", end_date: "2025-02-12" },
        ]);
      },
    });

    const dialog = await dropStatements(page, "Find subscriptions", [OFX, CSV], async (first) => {
      await expect(first.getByText("Your statements are read on this device and never uploaded.", { exact: false })).toBeVisible();
      await expect(first.getByLabel("Statement files")).toBeAttached();
    });

    // 01/10/2025 could be January or October: the CSV's date order is asked, not guessed.
    await expect(dialog.getByRole("heading", { name: "How are the dates written?" })).toBeVisible();
    const dates = dialog.getByRole("group", { name: /Dates in “checking-2026\.csv”/ });
    await dates.getByLabel("Day/month/year (31/03/2026)").check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("heading", { name: "Review what was found" })).toBeVisible();
    await expect(dialog.getByText("2 statements · 151 transactions · 2025/03/01 to 2026/03/12")).toBeVisible();
    await expect(dialog.getByText(/These statements cover 12 months, so yearly charges may be missing/)).toBeVisible();
    for (const heading of ["New subscriptions", "Price changes", "Payments found", "Still charging"]) {
      await expect(dialog.getByRole("heading", { name: new RegExp(`^${heading}`) })).toBeVisible();
    }

    const item = (name: string) => dialog.getByRole("group", { name, exact: true });
    await expect(item("Netflix")).toContainText("$15.49 · every month · first charge 2025/03/03 · next expected 2026/04/03");
    await expect(item("Netflix")).toContainText("Why: a known subscription service · 13 charges · monthly, on the same day each time");
    await expect(item("Namecheap")).toContainText("every year");
    await item("VC Streamplus").getByLabel("Merge into").selectOption({ label: "Video club" });
    await expect(item("VC Streamplus")).toContainText("Its charges are recorded on Video club");
    await item("City Parking Garage").getByRole("button", { name: "Not a subscription" }).click();
    await expect(item("City Parking Garage")).toContainText("dismissed");

    const priceChange = dialog.getByRole("region", { name: /^Price changes/ });
    await expect(priceChange.getByRole("checkbox", { name: "Record the new price: $9.99 → $11.99 from 2026/01/05" })).toBeChecked();
    const payments = dialog.getByRole("region", { name: /^Payments found/ });
    await expect(payments.getByRole("checkbox", { name: "Record 13 payments" })).toBeChecked();
    await expect(payments.getByRole("checkbox", { name: "Record 11 payments" })).toBeChecked();
    const stillCharging = dialog.getByRole("region", { name: /^Still charging/ });
    await expect(stillCharging).toContainText("Cancelled on 2026/01/15, but charged 2 times since, last on 2026/03/01.");

    await dialog.getByRole("button", { name: "Save 8 items" }).click();
    await expect(dialog.getByRole("heading", { name: "Saved" })).toBeVisible();
    await expect(dialog.getByText("2 subscriptions added, 54 payments recorded, 1 price change, 3 merchants linked, 1 charge dismissed.")).toBeVisible();

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
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // The same files again: both already read, and nothing left to propose.
    const again = await dropStatements(page, "Find subscriptions", [OFX, CSV]);
    await again.getByLabel("Day/month/year (31/03/2026)").check();
    await again.getByRole("button", { name: "Continue" }).click();
    await expect(again.getByText(/2 of these statements were already read/)).toBeVisible();
    for (const heading of ["New subscriptions", "Price changes", "Payments found"]) {
      await expect(again.getByRole("heading", { name: new RegExp(`^${heading}`) })).toHaveCount(0);
    }
    await expect(again.getByRole("region", { name: /^Still charging/ })).toContainText("These charges are already recorded.");
    await expect(again.getByRole("button", { name: "Nothing to save" })).toBeDisabled();
    expect(await rowsOf("subscription_payments", user.id, "id")).toHaveLength(54);
    await page.keyboard.press("Escape");

    // Settings undo the statement import whole.
    await page.goto("/settings");
    const data = page.getByRole("region", { name: "Your data" });
    await expect(data.getByText(/Last import: Bank statement/)).toBeVisible();
    await data.getByRole("button", { name: "Undo the last import" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByText("Import undone")).toBeVisible();
    await expect.poll(async () => (await subscriptionsOf(user.id)).map((s) => s.name).sort()).toEqual(["Iron Gym", "Spotify", "Video club"]);
    expect(await priceChangesOf(user.id)).toEqual([]);
    for (const table of ["subscription_payments", "merchant_aliases", "detection_dismissals", "statement_imports"]) {
      expect(await rowsOf(table, user.id, "id"), table).toEqual([]);
    }
  });

  test("una revisión en español: encabezados traducidos y suscripciones confirmadas (Spanish)", async ({ page }) => {
    const user = await signInNewUser(page, "statements-es", { lang: "es" });
    const dialog = await dropStatements(page, "Buscar suscripciones", [OFX, CSV]);
    await dialog.getByLabel("Día/mes/año (31/03/2026)").check();
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await expect(dialog.getByRole("heading", { name: "Revisa lo que se encontró" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /^Suscripciones nuevas/ })).toBeVisible();
    await expect(dialog.getByText(/Estos extractos cubren 12 meses/)).toBeVisible();
    await dialog.getByRole("group", { name: "City Parking Garage", exact: true }).getByRole("button", { name: "No es una suscripción" }).click();
    await dialog.getByRole("button", { name: "Guardar 6 elementos" }).click();
    await expect(dialog.getByText(/^5 suscripciones añadidas, \d+ pagos registrados/)).toBeVisible();
    expect((await subscriptionsOf(user.id)).map((s) => s.name).sort()).toEqual(["Iron GYM Membership", "Namecheap", "Netflix", "Spotify", "VC Streamplus"]);
  });

  test("中文的對帳單核對：翻譯的分組標題，確認後儲存 (Traditional Chinese)", async ({ page }) => {
    const user = await signInNewUser(page, "statements-zh", { lang: "zh-TW" });
    const dialog = await dropStatements(page, "找出訂閱", [CSV]);
    await dialog.getByLabel("日/月/年（31/03/2026）").check();
    await dialog.getByRole("button", { name: "繼續" }).click();
    await expect(dialog.getByRole("heading", { name: "確認找到的項目" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /^新的訂閱/ })).toBeVisible();
    await expect(dialog.getByText(/這些對帳單涵蓋 5 個月，可能遺漏每年扣款的訂閱/)).toBeVisible();
    await dialog.getByRole("button", { name: /^儲存 \d+ 個項目$/ }).click();
    await expect(dialog.getByRole("heading", { name: "已儲存" })).toBeVisible();
    expect((await subscriptionsOf(user.id)).map((s) => s.name).sort()).toEqual(["City Parking Garage", "Iron GYM Membership", "Netflix", "Spotify", "VC Streamplus"]);
  });

  test("a truncated XML statement and a file that is no statement are named with their line, and nothing is saved (English)", async ({ page }) => {
    const user = await signInNewUser(page, "statements-bad");
    const camt = readFileSync(new URL("../fixtures/statements/camt053-v02.xml", import.meta.url), "utf8");
    const truncated = camt.slice(0, Math.floor(camt.length / 2));
    const dialog = await dropStatements(page, "Find subscriptions", [
      { name: "camt-march.xml", mimeType: "application/xml", buffer: Buffer.from(truncated) },
      { name: "holiday-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Pack: passport, charger, sunscreen.\n") },
    ]);
    const problems = dialog.getByRole("alert");
    await expect(problems).toContainText("2 files could not be read");
    await expect(problems).toContainText(/camt-march\.xml, line \d+: the file ends early or is damaged/);
    await expect(problems).toContainText("holiday-notes.txt: this is not a bank statement we can read");
    await expect(problems).toContainText("Nothing was saved.");
    expect(await rowsOf("statement_imports", user.id, "id")).toEqual([]);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  test("a long statement is read off the page's thread, with a progress bar (English)", async ({ page }) => {
    await signInNewUser(page, "statements-long");
    // 60,000 card payments over three years: about 3 MB, read and searched in the worker. Handed over
    // by path: a buffer would be decoded inside the page, a long task of the test's own.
    const file = test.info().outputPath("three-years.csv");
    writeFileSync(file, threeYearsOfCardPayments());
    // The reading happens in a worker the dialog starts; a page that read it itself would start none.
    const worker = page.waitForEvent("worker");
    const dialog = await dropStatements(page, "Find subscriptions", file);
    await expect(dialog.getByRole("progressbar", { name: "Statements read" })).toBeVisible();
    await worker;
    await expect(dialog.getByRole("heading", { name: "Review what was found" })).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole("group", { name: "Netflix", exact: true })).toBeVisible();
  });
});
