import { expect, test } from "@playwright/test";
import { adminClient } from "./support/backend";
import { utcDay } from "./support/dashboard-data";
import { seedSubscription, signInNewUser, subscriptionsOf } from "./support/subscriptions";

// "Today" follows the user's time zone; pin it so the totals are the test's own dates.
test.use({ timezoneId: "UTC" });

// The app writes the New Taiwan dollar as "NT$" in Chinese too, where CLDR has a bare "$".
const whole = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "TWD", minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .format(amount)
    .replace(/^\$/, "NT$");

const monthly = (name: string, price: number, extra: Record<string, unknown> = {}) => ({
  name,
  brand: name,
  price,
  currency: "TWD",
  start_date: utcDay(-20),
  end_date: utcDay(10),
  cycle: "custom:months:1",
  auto_renew: true,
  ...extra,
});

test("a trial costs nothing until it ends and its price after; paused and cancelled ones are not summed (English and Chinese)", async ({ page }) => {
  let trialId = 0;
  await signInNewUser(page, "lifecycle", {
    seed: async (userId) => {
      await seedSubscription(userId, monthly("Regular", 100));
      trialId = await seedSubscription(userId, monthly("Streaming trial", 300, { status: "trial", trial_ends_on: utcDay(1) }));
      await seedSubscription(userId, monthly("Paused gym", 500, { status: "paused", paused_on: utcDay(-1) }));
      await seedSubscription(userId, monthly("Old news", 50, { status: "cancelled", cancelled_on: utcDay(-5) }));
      await seedSubscription(userId, { ...monthly("Lifetime app", 990), cycle: "once", auto_renew: false, end_date: utcDay(-20) });
    },
  });
  const total = page.getByRole("listitem", { name: "Monthly total" });
  await expect(total).toContainText(whole("en", 100));
  await expect(total).toContainText("5 subscriptions");
  await expect(page.getByRole("listitem", { name: "Active" })).toContainText("2");
  const card = (name: string) => page.getByRole("article", { name });
  await expect(card("Streaming trial").locator("[data-status]")).toHaveText("Free trial");
  await expect(card("Streaming trial")).toContainText(`Free until ${utcDay(1).replaceAll("-", "/")}, then NT$300.00`);
  await expect(card("Paused gym").locator("[data-status]")).toHaveText("Paused");
  await expect(card("Old news").locator("[data-status]")).toHaveText("Cancelled");
  await expect(card("Lifetime app").locator("[data-status]")).toHaveText("One-time");
  // A one-time purchase was paid when made: no unanswered charge to mark.
  await expect(card("Lifetime app").getByText(/^Overdue|^Due/)).toHaveCount(0);
  await expect(card("Lifetime app").getByRole("button", { name: /^Mark paid/ })).toHaveCount(0);

  // The trial ends today: from today it counts at its price.
  await adminClient().from("subscriptions").update({ trial_ends_on: utcDay(0) }).eq("id", trialId).throwOnError();
  await page.goto("/?lang=zh-TW");
  await expect(page.getByRole("listitem", { name: "每月總花費" })).toContainText(whole("zh-TW", 400));
  await expect(card("Streaming trial").locator("[data-status]")).toHaveText("使用中");
});

test("pausing in the edit dialog takes it out of the totals, and resuming keeps the pause (Spanish)", async ({ page }) => {
  const user = await signInNewUser(page, "lifecycle-edit", {
    lang: "es",
    seed: async (userId) => {
      await seedSubscription(userId, monthly("Gimnasio", 800));
      await seedSubscription(userId, monthly("Música", 150));
    },
  });
  const total = page.getByRole("listitem", { name: "Total mensual" });
  await expect(total).toContainText(whole("es", 950));

  await page.getByRole("button", { name: "Editar Gimnasio" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar suscripción" });
  await dialog.getByLabel("Estado").selectOption("paused");
  await expect(dialog.getByLabel("En pausa desde")).toHaveValue(utcDay(0));
  await dialog.getByLabel("Método de pago").fill("Visa ••4242");
  await dialog.getByLabel("Notas").fill("Congelado en verano");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog).toBeHidden();
  await expect(total).toContainText(whole("es", 150));
  const card = page.getByRole("article", { name: "Gimnasio" });
  await expect(card.locator("[data-status]")).toHaveText("En pausa");
  await expect(card).toContainText("Pago con Visa ••4242");
  await expect(card).toContainText("Congelado en verano");

  // A paused status needs its date: clearing it is refused in place.
  await page.getByRole("button", { name: "Editar Gimnasio" }).click();
  await dialog.getByLabel("En pausa desde").fill("");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog.getByLabel("En pausa desde")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Estado").selectOption("active");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog).toBeHidden();
  await expect(total).toContainText(whole("es", 950));

  const [gym] = (await subscriptionsOf(user.id)).filter((s) => s.name === "Gimnasio");
  expect(gym).toMatchObject({ status: "active", paused_on: null, payment_method: "Visa ••4242", notes: "Congelado en verano" });
  const { data: pauses } = await adminClient().from("subscription_pauses").select("paused_on").eq("subscription_id", gym.id);
  expect(pauses).toEqual([{ paused_on: utcDay(0) }]);
});

test("the dashboard filters by status and category and finds by name, and remembers it in the URL (English)", async ({ page }) => {
  await signInNewUser(page, "filters", {
    seed: async (userId) => {
      await seedSubscription(userId, monthly("Netflix", 390));
      await seedSubscription(userId, monthly("Café Radio", 90));
      await seedSubscription(userId, monthly("Paused gym", 500, { status: "paused", paused_on: utcDay(-1) }));
    },
  });
  const names = () => page.getByRole("main").getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
  await page.getByRole("searchbox").fill("cafe");
  await expect.poll(names).toEqual(["Café Radio"]);
  await expect(page.getByText("1 of 3 shown")).toBeVisible();
  await page.getByRole("searchbox").fill("");
  await page.getByLabel("Status", { exact: true }).selectOption("paused");
  await expect.poll(names).toEqual(["Paused gym"]);
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("paused");
  await expect.poll(names).toEqual(["Paused gym"]);
  await page.getByLabel("Category", { exact: true }).selectOption("all");
  await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
  await expect(page.getByText("No subscriptions match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(async () => (await names()).length).toBe(3);
});
