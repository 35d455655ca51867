import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminClient } from "./support/backend";
import { seedCategory, seedSubscription, signInNewUser, subscriptionsOf } from "./support/subscriptions";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** The import dialog (its title follows the step) with `buffer` chosen as the file. */
async function chooseFile(page: Page, name: string, buffer: Buffer) {
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer });
  return dialog;
}

test.describe("import", () => {
  test("a Wallos export asks once per ambiguous symbol, imports, and is undone in one step (Spanish)", async ({ page }) => {
    const user = await signInNewUser(page, "import-wallos", { lang: "es" });
    await page.getByRole("main").getByRole("button", { name: "Importar", exact: true }).first().click();
    const dialog = await chooseFile(page, "wallos.csv", fixture("wallos-export.csv"));

    // "$" (1 row) and "¥" (2 rows) could be more than one currency: asked once each.
    await expect(dialog.getByRole("heading", { name: "¿Qué moneda es?" })).toBeVisible();
    await expect(dialog.getByText("Reconocido: Exportación de Wallos (CSV)")).toBeVisible();
    await dialog.getByLabel("«$» (1 fila)").selectOption("USD");
    await dialog.getByLabel("«¥» (2 filas)").selectOption("JPY");
    await dialog.getByRole("button", { name: "Continuar" }).click();

    await expect(dialog.getByRole("status")).toHaveText("5 nuevas · sin duplicados · sin errores");
    const table = dialog.getByRole("table");
    await expect(table.getByRole("row", { name: /Nintendo Switch Online/ })).toContainText("JPY");
    await dialog.getByRole("button", { name: "Importar 5 suscripciones" }).click();
    await expect(dialog.getByText("5 añadidas, 0 actualizadas, 0 omitidas por duplicadas, 0 con errores.")).toBeVisible();

    const saved = await subscriptionsOf(user.id);
    expect(saved.map((s) => [s.name, Number(s.price), s.currency, s.cycle]).sort()).toEqual(
      [
        ["Disney+", 810, "TWD", "custom:months:3"],
        ["Netflix", 15.49, "USD", "custom:months:1"],
        ["Nintendo Switch Online", 2400, "JPY", "1year"],
        ["Spotify", 10.99, "EUR", "custom:months:1"],
        ["愛奇藝 iQIYI", 90, "JPY", "6months"],
      ].sort(),
    );

    // Spotify and iQIYI have Wallos's "Notifications: Disabled": they come in muted, the others follow the defaults.
    const { data: muted } = await adminClient().from("subscription_reminders").select("enabled, subscription_id").eq("user_id", user.id);
    const nameOf = (id: number) => saved.find((s) => s.id === id)?.name;
    expect(muted?.map((row) => [nameOf(row.subscription_id), row.enabled]).sort()).toEqual([["Spotify", false], ["愛奇藝 iQIYI", false]]);

    await dialog.getByRole("button", { name: "Deshacer esta importación" }).click();
    await expect(page.getByText("Importación deshecha")).toBeVisible();
    await expect.poll(async () => (await subscriptionsOf(user.id)).length).toBe(0);
    const { data: categories } = await adminClient().from("subscription_categories").select("id").eq("user_id", user.id);
    expect(categories).toEqual([]);
  });

  test("any spreadsheet is mapped column by column, duplicates are skipped, and settings undo the last import (English)", async ({ page }) => {
    const user = await signInNewUser(page, "import-sheet", {
      seed: async (userId) => {
        const video = await seedCategory(userId, "Video");
        await seedSubscription(userId, {
          name: "netflix", brand: "Netflix", price: 330, currency: "TWD", start_date: "2025-01-13", end_date: "2025-02-13",
          cycle: "custom:months:1", category_id: video,
        });
      },
    });
    await page.goto("/settings");
    await page.getByRole("region", { name: "Your data" }).getByRole("button", { name: "Import", exact: true }).click();
    const dialog = await chooseFile(page, "subscriptions.csv", fixture("spreadsheet.csv"));

    await expect(dialog.getByRole("heading", { name: "Match the columns" })).toBeVisible();
    await expect(dialog.getByLabel("Separator", { exact: true })).toHaveValue(";");
    await expect(dialog.getByLabel("Decimal separator")).toHaveValue(",");
    await expect(dialog.getByLabel("Date order")).toHaveValue("DMY");
    await dialog.getByLabel("Name").selectOption({ label: "Column 1: Service" });
    await dialog.getByLabel("Price").selectOption({ label: "Column 2: Fee" });
    await dialog.getByLabel("Currency").selectOption({ label: "Column 3: Curr" });
    await dialog.getByLabel("Billing cycle").selectOption({ label: "Column 4: Every" });
    await dialog.getByLabel("Start date").selectOption({ label: "Column 5: Since" });
    await dialog.getByLabel("Category").selectOption({ label: "Column 6: Group" });
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("status")).toHaveText("2 new · 1 already in your list · no errors");
    await expect(dialog.getByRole("row", { name: /Cloud storage/ })).toContainText("NT$1,290.50");
    await expect(dialog.getByRole("row", { name: /Cloud storage/ })).toContainText("2026/03/02 → 2027/03/02");
    await dialog.getByRole("button", { name: "Import 2 subscriptions" }).click();
    await expect(dialog.getByText("2 added, 0 updated, 1 skipped as duplicate, 0 with errors.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).last().click();

    const names = async () => (await subscriptionsOf(user.id)).map((s) => s.name).sort();
    expect(await names()).toEqual(["Cloud storage", "Newspaper", "netflix"]);
    const newspaper = (await subscriptionsOf(user.id)).find((s) => s.name === "Newspaper");
    expect(newspaper).toMatchObject({ price: 99, cycle: "custom:days:7", start_date: "2025-12-20", end_date: "2025-12-27" });

    await page.reload();
    const data = page.getByRole("region", { name: "Your data" });
    await expect(data.getByText(/Last import: subscriptions\.csv/)).toBeVisible();
    await data.getByRole("button", { name: "Undo the last import" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByText("Import undone")).toBeVisible();
    await expect.poll(names).toEqual(["netflix"]);
    const { data: categories } = await adminClient().from("subscription_categories").select("name").eq("user_id", user.id);
    expect(categories).toEqual([{ name: "Video" }]);
  });

  test("the mapping step refuses to guess a cycle or currency the file does not name (English)", async ({ page }) => {
    await signInNewUser(page, "import-no-guess");
    await page.getByRole("main").getByRole("button", { name: "Import", exact: true }).first().click();
    const dialog = await chooseFile(page, "plans.csv", Buffer.from("Service,Fee,Since\nNetflix,9.99,2026-01-13\n"));
    await expect(dialog.getByRole("heading", { name: "Match the columns" })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("col:0");
    await expect(dialog.getByLabel("Billing cycle")).toHaveValue("");
    await expect(dialog.getByLabel("Currency")).toHaveValue("");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Choose where the name, the price, the currency and the billing cycle come from: the file does not say.")).toBeVisible();
    await expect(dialog.getByLabel("Billing cycle")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("heading", { name: "Match the columns" })).toBeVisible();

    await dialog.getByLabel("Billing cycle").selectOption("fixed:1year");
    await dialog.getByLabel("Currency").selectOption("fixed:USD");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByRole("status")).toHaveText("1 new · no duplicates · no errors");
  });

  test("a file nothing reads, or one too large, is refused before anything is saved", async ({ page }) => {
    const user = await signInNewUser(page, "import-bad");
    await page.getByRole("main").getByRole("button", { name: "Import", exact: true }).first().click();
    const dialog = await chooseFile(page, "notes.json", Buffer.from('{"hello": "world"}'));
    await expect(dialog.getByText("This file is in a format we cannot import.", { exact: false })).toBeVisible();
    await chooseFile(page, "big.csv", Buffer.alloc(5 * 1024 * 1024 + 1, "a"));
    await expect(dialog.getByText("This file is larger than 5 MB.", { exact: false })).toBeVisible();

    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    await chooseFile(page, "photo.csv", png);
    await expect(dialog.getByRole("alert")).toHaveText(/^This file is not text we can read/);
    await chooseFile(page, "empty.csv", Buffer.alloc(0));
    await expect(dialog.getByRole("alert")).toHaveText("This file is empty: it has no rows to import.");
    await chooseFile(page, "quote.csv", Buffer.from('Service,Fee\nNetflix,390\n"Spotify,149\nDisney+,270\n'));
    await expect(dialog.getByRole("alert")).toHaveText(/^A quotation mark \("\) on line 3 of the file is never closed/);
    await expect(dialog.getByRole("heading", { name: "Import subscriptions" })).toBeVisible();
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  test("an unclosed quote is named in Traditional Chinese", async ({ page }) => {
    await signInNewUser(page, "import-quote", { lang: "zh-TW" });
    await page.getByRole("main").getByRole("button", { name: "匯入", exact: true }).first().click();
    const dialog = await chooseFile(page, "訂閱.csv", Buffer.from('名稱,價格\n"Netflix,390\n'));
    await expect(dialog.getByRole("alert")).toHaveText(/^檔案第 2 行的引號/);
  });

  test("on a phone, each row says under its name why it is skipped, with nothing off-screen (Spanish)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInNewUser(page, "import-phone", { lang: "es" });
    await page.getByRole("main").getByRole("button", { name: "Importar", exact: true }).first().click();
    const file = ["Nombre;Precio;Moneda;Ciclo", "Netflix;390;TWD;mensual", "Gimnasio;-5;EUR;mensual", "Periódico;1e9;JPY;mensual"].join("\n");
    const dialog = await chooseFile(page, "suscripciones.csv", Buffer.from(file));
    await dialog.getByRole("button", { name: "Continuar" }).click();

    await expect(dialog.getByRole("status")).toHaveText("1 nueva · sin duplicados · 2 con errores, se omiten");
    const rows = dialog.getByRole("group", { name: "Filas del archivo" });
    const reason = rows.getByText("Precio: El precio no puede ser negativo.").filter({ visible: true });
    await expect(reason).toBeInViewport();
    await expect(rows.getByText("Precio: No se pudo leer «1e9» como precio.").filter({ visible: true })).toBeVisible();
    await expect(rows.getByText("1.000.000.000", { exact: false })).toHaveCount(0);
    expect(await rows.evaluate((scroller) => scroller.scrollWidth <= scroller.clientWidth)).toBe(true);
  });
});
