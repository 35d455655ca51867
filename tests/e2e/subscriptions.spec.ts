import { expect, test, type Page } from "@playwright/test";
import {
  browserDate,
  priceChangesOf,
  seedCategory,
  seedSubscription,
  signInNewUser,
  subscriptionsOf,
} from "./support/subscriptions";

test.describe("add subscription", () => {
  test("validates, suggests a brand with its icon and name, shows the schedule and saves (English)", async ({ page }) => {
    const user = await signInNewUser(page, "add-preset");
    const today = await browserDate(page);
    await page.getByRole("button", { name: "Add subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Add subscription" });

    // Defaults: the user's currency (TWD), monthly from today, auto-renewing, no category. A renewing
    // plan has no end date to fill in: the form says when it is charged next.
    await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveValue(/^TWD · New Taiwan dollar$/i);
    await expect(dialog.getByLabel("Billing cycle", { exact: true })).toHaveValue("monthly");
    await expect(dialog.getByLabel("Billing cycle", { exact: true }).locator("option")).toHaveText([
      "Weekly", "Monthly", "Every 3 months (quarterly)", "Every 6 months", "Yearly", "One-time (lifetime)", "Custom…",
    ]);
    await expect(dialog.getByLabel("Start date")).toHaveValue(today);
    await expect(dialog.getByLabel("End date")).toHaveCount(0);
    await expect(dialog.getByRole("status").filter({ hasText: "Next charge" })).toHaveText(`Next charge: ${today.replaceAll("-", "/")} (today).`);
    await expect(dialog.getByLabel("Category")).toHaveValue("none");
    await expect(dialog.getByRole("switch", { name: "Auto-renew" })).toBeChecked();
    // Every currency, found by its name in the page's language.
    await dialog.getByRole("combobox", { name: "Currency" }).click();
    await expect(dialog.getByRole("listbox", { name: "Suggestions" }).getByRole("option")).toHaveCount(158);
    await dialog.getByRole("combobox", { name: "Currency" }).press("Escape");
    await expect(dialog).toBeVisible();
    // Required fields say so, to the eye and to assistive technology.
    await expect(dialog.getByText("Fields marked * are required.")).toBeVisible();
    for (const label of ["Name", "Price", "Currency", "Start date"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
    }
    await expect(dialog.getByRole("combobox", { name: "Brand" })).not.toHaveAttribute("aria-required");

    // Empty name and price: errors under the fields, the first one focused, nothing saved. The brand
    // is optional. The icon's link is an advanced option, opened on request.
    await dialog.getByRole("button", { name: "Add subscription" }).click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(dialog.getByRole("combobox", { name: "Brand" })).not.toHaveAttribute("aria-invalid");
    await expect(dialog.getByText("This field is required.")).toHaveCount(2);
    await expect(dialog.getByText("Icon: the first letter of the name.")).toBeVisible();
    await dialog.getByRole("button", { name: "Use an image link" }).click();
    await expect(dialog.getByLabel("Icon URL")).not.toHaveAttribute("aria-required");
    await dialog.getByLabel("Icon URL").fill("javascript:alert(1)");
    await dialog.getByLabel("Price", { exact: true }).fill("-5");
    await dialog.getByRole("button", { name: "Add subscription" }).click();
    // These messages already show while typing; the focus moving shows the submit was handled.
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(dialog.getByText("Enter a web address starting with http:// or https://.")).toBeVisible();
    await expect(dialog.getByText("The price cannot be negative.")).toBeVisible();
    await dialog.getByLabel("Icon URL").fill("");
    expect(await subscriptionsOf(user.id)).toHaveLength(0);

    // Brand search: suggestions as a listbox, picked with the keyboard.
    const brand = dialog.getByRole("combobox", { name: "Brand" });
    await brand.fill("netf");
    const listbox = dialog.getByRole("listbox", { name: "Brand suggestions" });
    await expect(listbox.getByRole("option", { name: /Netflix/ })).toBeVisible();
    await expect(brand).toHaveAttribute("aria-expanded", "true");
    await brand.press("ArrowDown");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await brand.press("Enter");
    await expect(brand).toHaveValue("Netflix");
    await expect(brand).toHaveAttribute("aria-expanded", "false");
    // The picked brand names the subscription and gives its icon; the icon's internal path is not shown.
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Netflix");
    await expect(dialog.getByText("Icon: the brand's own.")).toBeVisible();
    await expect(dialog.getByLabel("Icon URL")).toHaveValue("");

    // Escape closes the open list and nothing else: the dialog and what was typed stay.
    await brand.fill("netf");
    await expect(brand).toHaveAttribute("aria-expanded", "true");
    await brand.press("Escape");
    await expect(brand).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    await expect(brand).toHaveValue("netf");
    await expect(dialog.getByLabel("Price", { exact: true })).toHaveValue("-5");

    // A search with no match says so.
    await brand.fill("zzzzqqq");
    await expect(dialog.getByText("No related brands found")).toBeVisible();
    await brand.fill("Netflix");

    await dialog.getByLabel("Name", { exact: true }).fill("Netflix Premium");
    await dialog.getByLabel("Price", { exact: true }).fill("390");
    await dialog.getByLabel("Billing cycle", { exact: true }).selectOption("yearly");
    // A real date no subscription has, such as year 9999, is refused at the field it was typed in.
    await dialog.getByLabel("Start date").fill("9999-12-31");
    await dialog.getByRole("button", { name: "Add subscription" }).click();
    await expect(dialog.getByLabel("Start date")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Enter a date between 1900 and 2199.").first()).toBeVisible();
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
    await dialog.getByLabel("Start date").fill("2026-01-31");
    // Turning auto-renew off ends the plan with the term it is in, and the end date can be changed.
    await dialog.getByRole("switch", { name: "Auto-renew" }).click();
    await expect(dialog.getByLabel("End date")).toHaveValue("2027-01-31");
    await dialog.getByLabel("End date").fill("2027-02-15");
    await expect(dialog.getByRole("status").filter({ hasText: "Next charge" })).toContainText("Next charge: 2027/01/31");
    await dialog.getByRole("button", { name: "Add subscription" }).click();

    await expect(page.getByText("Netflix Premium added")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole("article", { name: "Netflix Premium" });
    await expect(card).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", "/brand-icons/netflix.svg");

    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({
      name: "Netflix Premium",
      brand: "Netflix",
      price: 390,
      currency: "TWD",
      start_date: "2026-01-31",
      end_date: "2027-02-15",
      cycle: "1year",
      icon_url: "/brand-icons/netflix.svg",
      auto_renew: false,
      category_id: null,
    });
  });

  test("the defaults with a start two months ago give an active, renewing subscription in today's total (English)", async ({ page }) => {
    const user = await signInNewUser(page, "add-past-start");
    const today = await browserDate(page);
    const started = await browserDate(page, -61);
    await page.getByRole("button", { name: "Add subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Add subscription" });
    await dialog.getByLabel("Name", { exact: true }).fill("Gym");
    await dialog.getByLabel("Price", { exact: true }).fill("500");
    await dialog.getByLabel("Start date").fill(started);
    // Before saving, the form says when the next charge falls: a later day than today, within a month.
    const preview = dialog.getByRole("status").filter({ hasText: "Next charge" });
    await expect(preview).toHaveText(/^Next charge: \d{4}\/\d{2}\/\d{2} \((today|tomorrow|in \d+ days)\)\.$/);
    const next = (await preview.textContent())!.slice("Next charge: ".length, "Next charge: ".length + 10).replaceAll("/", "-");
    const daysAway = (Date.parse(next) - Date.parse(today)) / 86_400_000;
    expect(daysAway).toBeGreaterThanOrEqual(0);
    expect(daysAway).toBeLessThan(31);
    // On the start's day of the month, or the month's last day when it is shorter.
    expect(Number(next.slice(8))).toBeLessThanOrEqual(Number(started.slice(8)));
    await dialog.getByRole("button", { name: "Add subscription" }).click();
    await expect(page.getByText("Gym added")).toBeVisible();

    const card = page.getByRole("article", { name: "Gym" });
    await expect(card.locator("[data-status]")).toHaveText("Active");
    await expect(card).toContainText(/Renews (today|tomorrow|in \d+ days)/);
    await expect(card).toContainText(next.replaceAll("-", "/"));
    await expect(page.getByRole("listitem", { name: "Active" })).toContainText("1");
    await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText("500");
    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({ name: "Gym", brand: "Gym", price: 500, start_date: started, cycle: "custom:months:1", auto_renew: true });
  });

  test("Escape on a form with changes asks before discarding them (Spanish)", async ({ page }) => {
    await signInNewUser(page, "add-discard", { lang: "es" });
    await page.getByRole("button", { name: "Añadir suscripción" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir suscripción" });
    await dialog.getByLabel("Nombre").fill("Gimnasio");
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: "¿Descartar los cambios?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel("Nombre")).toHaveValue("Gimnasio");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").getByRole("button", { name: "Descartar" }).click();
    await expect(dialog).toBeHidden();
    // An untouched form closes at once.
    await page.getByRole("button", { name: "Añadir suscripción" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("a custom cycle and a category; cancel resets the form (Spanish)", async ({ page }) => {
    const user = await signInNewUser(page, "add-custom", { lang: "es", seed: (id) => seedCategory(id, "Ocio") });
    const open = page.getByRole("button", { name: "Añadir suscripción" });

    await open.click();
    let dialog = page.getByRole("dialog", { name: "Añadir suscripción" });
    await expect(dialog.getByText("Los campos marcados con * son obligatorios.")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Temporal");
    await dialog.getByRole("combobox", { name: "Marca" }).fill("spot");
    await expect(dialog.getByRole("option", { name: /Spotify/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    dialog = page.getByRole("dialog", { name: "Añadir suscripción" });
    await expect(dialog.getByLabel("Nombre")).toHaveValue("");
    await expect(dialog.getByRole("combobox", { name: "Marca" })).toHaveValue("");
    await expect(dialog.getByRole("listbox")).toBeHidden();

    await dialog.getByLabel("Nombre").fill("Gimnasio");
    await dialog.getByRole("combobox", { name: "Marca" }).fill("Club local");
    await dialog.getByLabel("Precio").fill("25.50");
    await dialog.getByRole("combobox", { name: "Moneda" }).fill("euro");
    await dialog.getByRole("option", { name: "EUR · euro" }).click();
    await dialog.getByLabel("Fecha de inicio").fill("2026-03-01");
    await dialog.getByLabel("Ciclo de facturación").selectOption({ label: "Personalizado…" });
    await expect(dialog.getByLabel("Duración del ciclo")).toHaveValue("1");
    await expect(dialog.getByLabel("Unidad del ciclo")).toHaveValue("months");
    await dialog.getByLabel("Duración del ciclo").fill("14");
    await dialog.getByLabel("Unidad del ciclo").selectOption("days");
    await dialog.getByLabel("Duración del ciclo").fill("2");
    await dialog.getByLabel("Unidad del ciclo").selectOption("months");
    await expect(dialog.getByText("De 1 a 120.")).toBeVisible();
    await dialog.getByLabel("Categoría").selectOption({ label: "Ocio" });
    await dialog.getByRole("button", { name: "Añadir suscripción" }).click();

    await expect(page.getByText("Gimnasio añadida")).toBeVisible();
    await expect(page.getByRole("article", { name: "Gimnasio" })).toBeVisible();
    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({
      name: "Gimnasio",
      brand: "Club local",
      price: 25.5,
      currency: "EUR",
      cycle: "custom:months:2",
      start_date: "2026-03-01",
      end_date: "2026-05-01",
      icon_url: null,
    });
    expect(row.category_id).not.toBeNull();
  });
});

test.describe("edit subscription", () => {
  test("records a price change with a preview, and the card shows it coming (English)", async ({ page }) => {
    const user = await createUserWithNetflix(page);
    const effective = await browserDate(page, 20);
    await page.getByRole("button", { name: "Edit Netflix" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Netflix");
    await expect(dialog.getByLabel("Price", { exact: true })).toHaveValue("390");
    await expect(dialog.getByLabel("Billing cycle", { exact: true })).toHaveValue("monthly");
    // The current term: the next renewal, not the first term's end the row was saved with.
    await expect(dialog.getByLabel("End date")).toHaveCount(0);
    await expect(dialog.getByRole("status").filter({ hasText: "Next charge" })).toContainText(/Next charge: \d{4}\/\d{2}\/(28|29|30|31)/);

    await dialog.getByRole("switch", { name: "Record a price change" }).click();
    await dialog.getByLabel("New price").fill("450");
    await dialog.getByLabel("Effective date").fill(effective);
    const preview = dialog.getByRole("status", { name: "Price change" });
    await expect(preview).toContainText("NT$390.00");
    await expect(preview).toContainText("NT$450.00");
    await expect(preview).toContainText(`from ${effective.replaceAll("-", "/")}`);

    await dialog.getByLabel("Name", { exact: true }).fill("Netflix Standard");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Netflix Standard updated")).toBeVisible();
    const card = page.getByRole("article", { name: "Netflix Standard" });
    await expect(card).toContainText("NT$390.00");
    await expect(card).toContainText(`Changes to NT$450.00 on ${effective.replaceAll("-", "/")}`);

    const changes = await priceChangesOf(user.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ old_price: 390, new_price: 450, effective_date: effective });
    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({ name: "Netflix Standard", price: 390 });
  });

  test("shows field errors and saves nothing when the end date is before the start (Traditional Chinese)", async ({
    page,
  }) => {
    const user = await createUserWithNetflix(page, "zh-TW");
    await page.getByRole("button", { name: "編輯「Netflix」" }).click();
    const dialog = page.getByRole("dialog", { name: "編輯訂閱" });
    await expect(dialog.getByText("標示 * 的欄位為必填。")).toBeVisible();
    await dialog.getByRole("switch", { name: "自動續訂" }).click();
    await dialog.getByLabel("結束日期").fill("2025-12-01");
    await dialog.getByRole("button", { name: "儲存變更" }).click();
    await expect(dialog.getByText("結束日期不可早於開始日期。")).toBeVisible();
    await expect(dialog.getByLabel("結束日期")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "取消" }).click();
    const [row] = await subscriptionsOf(user.id);
    expect(row.end_date).toBe("2026-02-28");
  });
});

test.describe("delete subscription", () => {
  test("asks for confirmation, then removes it (Traditional Chinese)", async ({ page }) => {
    const user = await createUserWithNetflix(page, "zh-TW");
    const card = page.getByRole("article", { name: "Netflix" });

    await page.getByRole("button", { name: "刪除「Netflix」" }).click();
    let confirm = page.getByRole("alertdialog", { name: "要刪除「Netflix」嗎？" });
    await confirm.getByRole("button", { name: "取消" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    await page.getByRole("button", { name: "刪除「Netflix」" }).click();
    confirm = page.getByRole("alertdialog", { name: "要刪除「Netflix」嗎？" });
    await confirm.getByRole("button", { name: "刪除", exact: true }).click();
    await expect(page.getByText("已刪除「Netflix」")).toBeVisible();
    await expect(card).toBeHidden();
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  test("delete in Spanish", async ({ page }) => {
    const user = await createUserWithNetflix(page, "es");
    await page.getByRole("button", { name: "Eliminar Netflix" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(page.getByText("Netflix eliminada")).toBeVisible();
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });
});

async function createUserWithNetflix(page: Page, lang?: string) {
  const user = await signInNewUser(page, "netflix", {
    lang,
    seed: (userId) =>
      seedSubscription(userId, {
        name: "Netflix",
        brand: "Netflix",
        price: 390,
        currency: "TWD",
        start_date: "2026-01-31",
        end_date: "2026-02-28",
        cycle: "custom:months:1",
        icon_url: "/brand-icons/netflix.svg",
        auto_renew: true,
      }),
  });
  await expect(page.getByRole("article", { name: "Netflix" })).toBeVisible();
  return user;
}
