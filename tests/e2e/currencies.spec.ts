import { expect, test } from "@playwright/test";
import { adminClient } from "./support/backend";
import { seedSubscription, signInNewUser, subscriptionsOf } from "./support/subscriptions";

// A step takes seconds on the project's machine, and each test signs a new user in.
test.describe.configure({ timeout: 240_000 });

async function profileOf(userId: string) {
  const { data, error } = await adminClient()
    .from("user_profiles")
    .select("default_currency, currency_confirmed")
    .eq("id", userId)
    .single();
  if (error) throw error;
  return data;
}

test.describe("a Mexican browser in Spanish", () => {
  test.use({ locale: "es-MX" });

  test("is offered pesos once, answered in one step", async ({ page }) => {
    const user = await signInNewUser(page, "currency-mx", { lang: "es" });
    const question = page.getByRole("region", { name: "¿En qué moneda quieres ver tus totales?" });
    await expect(question).toContainText("MXN · peso mexicano");
    await question.getByRole("button", { name: "Usar MXN" }).click();
    await expect(question).toHaveCount(0);
    await expect.poll(() => profileOf(user.id)).toEqual({ default_currency: "MXN", currency_confirmed: true });
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("region", { name: "¿En qué moneda quieres ver tus totales?" })).toHaveCount(0);
  });

  test("types a price with a decimal comma, and an empty price is required", async ({ page }) => {
    const user = await signInNewUser(page, "price-comma", { lang: "es" });
    await page.getByRole("button", { name: /^(Añadir|Agregar) suscripción$/ }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nombre", { exact: true }).fill("Spotify");
    const price = dialog.getByLabel("Precio", { exact: true });
    await price.fill("");
    await dialog.getByRole("button", { name: /^(Añadir|Agregar) suscripción$/ }).click();
    await expect(dialog.getByText("Este campo es obligatorio.")).toBeVisible();
    await price.fill("11,99");
    await expect(dialog.getByText(/Se guardará como 11,99\sTWD/)).toBeVisible();
    await dialog.getByRole("button", { name: /^(Añadir|Agregar) suscripción$/ }).click();
    await expect(dialog).toHaveCount(0, { timeout: 60_000 });
    const [saved] = await subscriptionsOf(user.id);
    expect(saved).toMatchObject({ name: "Spotify", currency: "TWD" });
    expect(Number(saved.price)).toBe(11.99);
  });
});

test.describe("a browser in Spain", () => {
  test.use({ locale: "es-ES" });

  test("chooses another currency in the same step, searching by its name", async ({ page }) => {
    const user = await signInNewUser(page, "currency-es", { lang: "es" });
    const question = page.getByRole("region", { name: "¿En qué moneda quieres ver tus totales?" });
    await expect(question.getByRole("button", { name: "Usar EUR" })).toBeVisible();
    await question.getByRole("button", { name: "Elegir otra" }).click();
    const picker = question.getByRole("combobox", { name: "Moneda de tus totales" });
    await picker.fill("franco suizo");
    await expect(question.getByRole("option")).toHaveText(["CHF · franco suizo"]);
    await picker.press("Enter");
    await expect(picker).toHaveValue("CHF · franco suizo");
    await question.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => profileOf(user.id)).toEqual({ default_currency: "CHF", currency_confirmed: true });
  });
});

test.describe("currencies beyond the spec's six", () => {
  test.use({ locale: "zh-TW" });

  test("shows won and dinars with their own decimals, TWD as NT$, and a searchable default currency", async ({ page }) => {
    const user = await signInNewUser(page, "currency-world", {
      lang: "zh-TW",
      seed: async (userId) => {
        const dates = { start_date: "2026-01-10", end_date: "2026-02-10", cycle: "custom:months:1" };
        await seedSubscription(userId, { name: "Coupang Wow", brand: "Coupang", price: 7890, currency: "KRW", ...dates });
        await seedSubscription(userId, { name: "OSN+", brand: "OSN", price: 3.125, currency: "KWD", ...dates });
        await seedSubscription(userId, { name: "Netflix", brand: "Netflix", price: 390, currency: "TWD", ...dates });
      },
    });
    const main = page.getByRole("main");
    await expect(main.getByText("￦7,890", { exact: true })).toBeVisible();
    await expect(main.getByText("KWD\u00a03.125", { exact: true })).toBeVisible();
    await expect(main.getByText("NT$390.00", { exact: true })).toBeVisible();
    await expect(main.getByText("$390.00", { exact: true })).toHaveCount(0);

    await page.goto("/settings?lang=zh-TW");
    const currency = page.getByRole("combobox", { name: "預設幣別" });
    await expect(currency).toHaveValue("TWD · 新台幣");
    await currency.fill("韓");
    await expect(page.getByRole("option", { name: "KRW · 韓元" })).toBeVisible();
    await page.getByRole("option", { name: "KRW · 韓元" }).click();
    await page.getByRole("button", { name: "儲存變更" }).click();
    await expect.poll(() => profileOf(user.id)).toEqual({ default_currency: "KRW", currency_confirmed: true });
  });
});

test("the currency field is passed with Tab like any other, in the add dialog and in settings", async ({ page }) => {
  await signInNewUser(page, "currency-tab");
  await page.getByRole("button", { name: "Add subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Add subscription" });
  await dialog.getByLabel("Price").focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("combobox", { name: "Currency" })).toBeFocused();
  await expect(dialog.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("listbox")).toBeHidden();
  await expect(dialog.getByRole("switch", { name: "The amount varies" })).toBeFocused();

  await page.goto("/settings");
  const currency = page.getByRole("combobox", { name: "Default currency" });
  await currency.focus();
  await page.keyboard.press("Tab");
  await expect(currency).not.toBeFocused();
  await expect(page.locator("body")).not.toBeFocused();
});

test.describe("the time zone choice", () => {
  test.use({ locale: "es-MX", timezoneId: "America/Mexico_City" });

  test("is searched by city or offset, each zone named in Spanish with its offset from UTC", async ({ page }) => {
    const user = await signInNewUser(page, "currency-zone", { lang: "es" });
    await page.goto("/settings?lang=es");
    const zone = page.getByRole("combobox", { name: "Zona horaria" });
    const options = page.getByRole("listbox", { name: "Sugerencias" }).getByRole("option");
    await expect(zone).toHaveValue("Automática (America/Mexico City)");
    await zone.fill("taipei");
    await expect(options).toHaveText([/^Taipei · hora .*Taipéi \(UTC\+08:00\)$/]);
    await zone.fill("UTC+05:45");
    await expect(options).toHaveText([/^Kath?mandu · .*\(UTC\+05:45\)$/]);
    await zone.fill("tokio");
    await expect(page.getByText("Nada coincide con «tokio».")).toBeVisible();
    await zone.fill("tokyo");
    await options.filter({ hasText: /^Tokyo · / }).click();
    await page.getByRole("button", { name: "Guardar notificaciones" }).click();
    await expect
      .poll(async () => (await adminClient().from("reminder_settings").select("time_zone, time_zone_auto").eq("user_id", user.id).single()).data)
      .toEqual({ time_zone: "Asia/Tokyo", time_zone_auto: false });
  });
});
