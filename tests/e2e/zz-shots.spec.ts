import { test } from "@playwright/test";
import { adminClient } from "./support/backend";
import { browserDate, openDashboard, seedSubscription, signInNewUser } from "./support/subscriptions";

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, 28))).toISOString().slice(0, 10);
}
const LANGS = [
  { lang: "zh-TW", edit: (n: string) => `編輯「${n}」` },
  { lang: "en", edit: (n: string) => `Edit ${n}` },
  { lang: "es", edit: (n: string) => `Editar ${n}` },
];
for (const { lang, edit } of LANGS) {
  for (const width of [390, 1280]) {
    if (process.env.SHOTS_ALL !== "1" && lang !== "zh-TW") continue;
    for (const scheme of ["light", "dark"] as const) {
      test(`shots ${lang} ${width} ${scheme}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const tag = `${lang}-${width}-${scheme}`;
        const today = await browserDate(page, 0);
        const start = addMonths(today, -4);
        await signInNewUser(page, `shots-${lang}`, {
          lang,
          seed: async (userId) => {
            await adminClient().from("user_profiles").update({ default_currency: "USD", currency_confirmed: true }).eq("id", userId);
            const gym = await seedSubscription(userId, { name: "Gym", brand: "Gym", price: 29.5, currency: "USD", start_date: addMonths(await browserDate(page, -3), -2), end_date: addMonths(today, 8), cycle: "custom:months:1", auto_renew: false });
            const power = await seedSubscription(userId, { name: "Power", brand: "Power", price: 60, currency: "USD", start_date: start, end_date: addMonths(today, 8), cycle: "custom:months:1", auto_renew: true });
            await adminClient().from("subscriptions").update({ variable_amount: true, amount_min: 40, amount_max: 90 }).eq("id", power);
            await seedSubscription(userId, { name: "Netflix", brand: "Netflix", price: 15.49, currency: "USD", start_date: start, end_date: addMonths(today, 1), cycle: "custom:months:1", auto_renew: true });
            const rows = [0, 1, 2, 3].map((m) => ({ user_id: userId, subscription_id: power, due_on: addMonths(start, m), state: "paid", paid_on: addMonths(start, m), amount: [52.1, 71.4, 64.9, 58.3][m], currency: "USD" }));
            rows.push({ user_id: userId, subscription_id: gym, due_on: addMonths(await browserDate(page, -3), -2), state: "paid", paid_on: addMonths(await browserDate(page, -3), -2), amount: 31, currency: "USD" });
            await adminClient().from("subscription_payments").insert(rows);
          },
        });
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/shots/${tag}-1-dashboard.png`, fullPage: true });
        await page.getByRole("article", { name: "Gym" }).getByRole("button").filter({ hasText: /Mark paid|標記|Marcar/ }).first().click();
        await page.waitForTimeout(700);
        await page.screenshot({ path: `/tmp/shots/${tag}-2-markpaid.png` });
        await page.keyboard.press("Escape");
        await page.waitForTimeout(500);
        await page.getByRole("button", { name: edit("Gym") }).click();
        await page.waitForTimeout(1500);
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("list").filter({ hasText: /\d/ }).first().scrollIntoViewIfNeeded().catch(() => {});
        await page.screenshot({ path: `/tmp/shots/${tag}-3-edit-gym.png` });
        await page.keyboard.press("Escape");
        await page.waitForTimeout(500);
        await openDashboard(page, lang);
        await page.getByRole("button", { name: edit("Power") }).click();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${tag}-4-edit-power.png`, fullPage: false });
        const pay = page.getByRole("dialog").getByRole("region").last();
        await pay.scrollIntoViewIfNeeded().catch(() => {});
        await page.screenshot({ path: `/tmp/shots/${tag}-5-edit-power-bottom.png` });
        await page.goto(`/insights?lang=${lang}`);
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `/tmp/shots/${tag}-6-insights.png`, fullPage: true });
      });
    }
  }
}
