import { expect, test } from "@playwright/test";
import { openAccountMenu, signInWithCookies } from "./support/auth";
import { adminClient, createConfirmedUser } from "./support/backend";

test.describe("settings: basic information", () => {
  test("shows the sign-in email, saves the nickname and default currency, and keeps them after a reload", async ({ page }) => {
    const user = await createConfirmedUser("settings-profile");
    await signInWithCookies(page, user.email, user.password);
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    for (const section of ["Basic information", "Security", "Account management"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    await expect(page.getByLabel("Sign-in email")).toHaveValue(user.email);
    const currency = page.getByLabel("Default currency");
    // A searchable list of every currency, named in the page's language.
    await expect(currency).toHaveValue(/^TWD · New Taiwan dollar$/i);

    await page.getByLabel("Nickname").fill("  Ann  ");
    await currency.fill("yuan");
    await page.getByRole("option", { name: /^CNY · / }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile updated" })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Nickname")).toHaveValue("Ann");
    await expect(page.getByLabel("Sign-in email")).toHaveValue(user.email);
    await expect(page.getByLabel("Default currency")).toHaveValue(/^CNY · /);
    const { data } = await adminClient().from("user_profiles").select("email, nickname, default_currency").eq("id", user.id).single();
    expect(data).toEqual({ email: user.email, nickname: "Ann", default_currency: "CNY" });

    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a new default currency changes the dashboard totals at once", async ({ page }) => {
    const user = await createConfirmedUser("settings-currency");
    await adminClient()
      .from("subscriptions")
      .insert({
        user_id: user.id,
        name: "Streaming",
        brand: "Streaming",
        price: 315,
        currency: "TWD",
        start_date: "2026-01-01",
        end_date: "2099-01-01",
        cycle: "30days",
        auto_renew: true,
      })
      .throwOnError();
    await signInWithCookies(page, user.email, user.password);
    const monthly = page.getByRole("listitem", { name: "Monthly total" });
    await expect(monthly).toContainText("NT$");

    await page.goto("/settings");
    await page.getByLabel("Default currency").fill("USD");
    await page.getByRole("option", { name: /^USD · / }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(monthly).toContainText("$");
    await expect(monthly).not.toContainText("NT$");
  });

  // The profile is created while the page renders, and read again straight after.
  for (const firstPage of ["/settings", "/dashboard"]) {
    test(`a user without a profile gets one in TWD on a first visit to ${firstPage}`, async ({ page }) => {
      const user = await createConfirmedUser("settings-no-profile");
      await adminClient().from("user_profiles").delete().eq("id", user.id).throwOnError();
      await signInWithCookies(page, user.email, user.password, firstPage);
      if (firstPage === "/dashboard") {
        await expect(page.getByRole("heading", { name: "No subscriptions yet" })).toBeVisible();
        await page.goto("/settings");
      }
      await expect(page.getByLabel("Default currency")).toHaveValue(/^TWD · /);
      const { data } = await adminClient().from("user_profiles").select("default_currency, deleted_at").eq("id", user.id).single();
      expect(data).toEqual({ default_currency: "TWD", deleted_at: null });
    });
  }

  test("works in Traditional Chinese", async ({ page }) => {
    const user = await createConfirmedUser("settings-zh");
    await signInWithCookies(page, user.email, user.password, "/settings?lang=zh-TW");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-TW");
    await expect(page.getByRole("heading", { name: "設定", level: 1 })).toBeVisible();
    for (const section of ["基本資料", "安全性", "帳號管理"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    await page.getByLabel("暱稱").fill("小安");
    await page.getByLabel("預設幣別").fill("日圓");
    await page.getByRole("option", { name: "JPY · 日圓" }).click();
    await page.getByRole("button", { name: "儲存變更" }).click();
    await expect(page.getByText("個人資料已更新")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("暱稱")).toHaveValue("小安");
    await expect(page.getByLabel("預設幣別")).toHaveValue("JPY · 日圓");
    await page.getByRole("link", { name: "返回總覽" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
