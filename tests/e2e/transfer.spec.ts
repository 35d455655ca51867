import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminClient } from "./support/backend";
import { utcDay } from "./support/dashboard-data";
import { seedCategory, seedSubscription, signInNewUser } from "./support/subscriptions";

test.use({ timezoneId: "UTC" });

async function download(page: Page, link: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

/** The user's data as the app stores it, without ids and timestamps, to compare before and after. */
async function snapshot(userId: string) {
  const admin = adminClient();
  const [subscriptions, categories, changes, pauses] = await Promise.all([
    admin.from("subscriptions").select("*, subscription_categories(name)").eq("user_id", userId).order("name"),
    admin.from("subscription_categories").select("name, color, description").eq("user_id", userId).order("name"),
    admin.from("subscription_price_changes").select("old_price, new_price, effective_date, subscriptions(name)").eq("user_id", userId),
    admin.from("subscription_pauses").select("paused_on, resumed_on, subscriptions(name)").eq("user_id", userId),
  ]);
  const strip = ({ id: _id, user_id: _user, created_at: _c, updated_at: _u, category_id: _cat, ...rest }: Record<string, unknown>) => rest;
  return {
    subscriptions: (subscriptions.data ?? []).map(strip),
    categories: categories.data,
    changes: (changes.data ?? []).sort((a, b) => String(a.effective_date).localeCompare(String(b.effective_date))),
    pauses: pauses.data,
  };
}

test("export CSV and a JSON backup, delete everything, import the backup and get the same data and totals (Chinese)", async ({ page }) => {
  const user = await signInNewUser(page, "round-trip", {
    lang: "zh-TW",
    seed: async (userId) => {
      const video = await seedCategory(userId, "影音", "#E74C3C");
      await seedCategory(userId, "空分類", "#1ABC9C");
      const netflix = await seedSubscription(userId, {
        name: "Netflix", brand: "Netflix", price: 390, currency: "TWD", start_date: utcDay(-60), end_date: utcDay(5),
        cycle: "custom:months:1", auto_renew: true, category_id: video,
      });
      await adminClient()
        .from("subscription_price_changes")
        .insert([
          { subscription_id: netflix, user_id: userId, old_price: 330, new_price: 390, effective_date: utcDay(-30) },
          { subscription_id: netflix, user_id: userId, old_price: 390, new_price: 420, effective_date: utcDay(5) },
        ])
        .throwOnError();
      const gym = await seedSubscription(userId, {
        name: "健身房, \"旗艦\" 店", brand: "Gym", price: 1290.5, currency: "TWD", start_date: utcDay(-200), end_date: utcDay(-170),
        cycle: "custom:months:1", auto_renew: true,
      });
      await adminClient()
        .from("subscription_pauses")
        .insert({ subscription_id: gym, user_id: userId, paused_on: utcDay(-100), resumed_on: utcDay(-70) })
        .throwOnError();
      await seedSubscription(userId, {
        name: "=HYPERLINK(\"x\")", brand: "Spreadsheet trap", price: 9.99, currency: "USD", start_date: utcDay(-3), end_date: utcDay(27),
        cycle: "custom:days:7", auto_renew: true,
      });
    },
  });
  const total = page.getByRole("listitem", { name: "每月總花費" });
  const annual = page.getByRole("listitem", { name: "年度預估" });
  const before = { total: await total.textContent(), annual: await annual.textContent(), data: await snapshot(user.id) };

  await page.goto("/settings?lang=zh-TW");
  const csv = await download(page, "匯出 CSV");
  expect(csv.name).toBe(`subscriptions-${utcDay(0)}.csv`);
  expect(csv.text.startsWith("\uFEFFname,brand,price,currency,cycle,")).toBe(true);
  expect(csv.text).toContain('"健身房, ""旗艦"" 店",Gym,1290.50,TWD,Monthly,');
  // A formula is neutralised, not run by a spreadsheet (and quoted, since it holds quotes).
  expect(csv.text).toContain(`"'=HYPERLINK(""x"")",Spreadsheet trap,9.99,USD,Weekly,`);
  expect(csv.text.split("\r\n")).toHaveLength(5); // header, three rows, the final CRLF

  const backup = await download(page, "下載備份（JSON）");
  expect(backup.name).toBe(`subscriptions-${utcDay(0)}.json`);
  const document = JSON.parse(backup.text);
  expect(document).toMatchObject({ format: "subscription-tracker-backup", version: 1, defaultCurrency: "TWD" });
  expect(document.subscriptions.find((s: { name: string }) => s.name === "Netflix").price).toBe("390.00");

  const admin = adminClient();
  await admin.from("subscriptions").delete().eq("user_id", user.id).throwOnError();
  await admin.from("subscription_categories").delete().eq("user_id", user.id).throwOnError();
  await page.goto("/?lang=zh-TW");
  await expect(page.getByRole("heading", { name: "還沒有任何訂閱" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "匯入", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles({ name: backup.name, mimeType: "application/json", buffer: Buffer.from(backup.text) });
  await expect(dialog.getByText("已辨識：Subscription Manager 備份")).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("新增 3 筆 · 沒有重複 · 沒有錯誤");
  await dialog.getByRole("button", { name: "匯入 3 筆訂閱" }).click();
  await expect(dialog.getByText("新增 3 筆、更新 0 筆、略過重複 0 筆、有錯誤 0 筆。")).toBeVisible();
  await dialog.getByRole("button", { name: "關閉" }).last().click();

  await expect(total).toHaveText(before.total ?? "");
  await expect(annual).toHaveText(before.annual ?? "");
  expect(await snapshot(user.id)).toEqual(before.data);
});
