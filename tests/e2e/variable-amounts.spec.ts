import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminClient } from "./support/backend";
import { utcDay } from "./support/dashboard-data";
import { seedSubscription, signInNewUser, subscriptionsOf } from "./support/subscriptions";

test.use({ timezoneId: "UTC" });

/** A monthly electricity bill in euros, with three paid charges of 40, 52 and 47 €. */
async function seedElectricity(userId: string, { variable = false } = {}) {
  const id = await seedSubscription(userId, {
    name: "Electricity",
    brand: "Electricity",
    price: 45,
    currency: "EUR",
    start_date: utcDay(-100),
    end_date: utcDay(-70),
    cycle: "custom:months:1",
    auto_renew: true,
  });
  if (variable) await adminClient().from("subscriptions").update({ variable_amount: true }).eq("id", id).throwOnError();
  const paid = (daysAgo: number, amount: number, note: string | null = null) => ({
    subscription_id: id, user_id: userId, due_on: utcDay(-daysAgo), state: "paid", paid_on: utcDay(-daysAgo), amount, currency: "EUR", note,
  });
  await adminClient()
    .from("subscription_payments")
    .insert([paid(100, 40), paid(70, 52, "Winter, \"cold\""), paid(40, 47)])
    .throwOnError();
  return id;
}

async function download(page: Page, link: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

test("marks a bill as varying with an expected range in the edit form (Spanish)", async ({ page }) => {
  const user = await signInNewUser(page, "variable-edit", { lang: "es", seed: (id) => seedElectricity(id) });
  await page.getByRole("button", { name: "Editar Electricity" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar suscripción" });
  const varies = dialog.getByRole("switch", { name: "El importe varía" });
  await expect(varies).not.toBeChecked();
  await expect(dialog.getByLabel("Previsto desde")).toHaveCount(0);

  await varies.click();
  await dialog.getByLabel("Previsto desde").fill("80");
  await dialog.getByLabel("Previsto hasta").fill("30");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog.getByText("El importe más alto no puede ser menor que el más bajo.")).toBeVisible();
  await expect(dialog.getByLabel("Previsto hasta")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Previsto desde").fill("30");
  await dialog.getByLabel("Previsto hasta").fill("80,5");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Electricity actualizada")).toBeVisible({ timeout: 30_000 });
  const [saved] = await subscriptionsOf(user.id);
  expect(saved).toMatchObject({ variable_amount: true, amount_min: 30, amount_max: 80.5, price: 45 });
  // The range the user set wins over the payments: the card shows its middle.
  await expect(page.getByRole("article", { name: "Electricity" })).toContainText(/unos 55,25\s€/);
});

test("shows about the median of the last three payments on the card and before the totals (English)", async ({ page }) => {
  await signInNewUser(page, "variable-card", { seed: (id) => seedElectricity(id, { variable: true }) });
  await expect(page.getByRole("article", { name: "Electricity" })).toContainText("about €47.00");
  await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText(/about /);
  await expect(page.getByRole("listitem", { name: "Annual estimate" })).toContainText(/about /);
});

test("downloads the payments as CSV, one row per payment with its subscription's name (Traditional Chinese)", async ({ page }) => {
  await signInNewUser(page, "variable-csv", { lang: "zh-TW", seed: (id) => seedElectricity(id, { variable: true }) });
  await page.goto("/settings?lang=zh-TW");
  const csv = await download(page, "付款紀錄（CSV）");
  expect(csv.name).toBe(`payments-${utcDay(0)}.csv`);
  expect(csv.text.split("\r\n")).toEqual([
    "\uFEFFsubscription,due_on,state,paid_on,amount,currency,rate_to_base,base_currency,rate_date,note",
    `Electricity,${utcDay(-100)},paid,${utcDay(-100)},40.00,EUR,,,,`,
    `Electricity,${utcDay(-70)},paid,${utcDay(-70)},52.00,EUR,,,,"Winter, ""cold"""`,
    `Electricity,${utcDay(-40)},paid,${utcDay(-40)},47.00,EUR,,,,`,
    "",
  ]);
});
