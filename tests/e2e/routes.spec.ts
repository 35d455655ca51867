import { expect, test } from "@playwright/test";
import { openAccountMenu, signIn } from "./support/auth";
import { createConfirmedUser } from "./support/backend";

test.describe("routes", () => {
  test("signed-in-only pages send visitors to / and keep ?lang", async ({ page }) => {
    for (const path of ["/dashboard", "/insights", "/settings"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await page.goto(`${path}?lang=es`);
      await expect(page).toHaveURL(/\/\?lang=es$/);
      await expect(page.getByRole("banner").getByRole("button", { name: "Únete gratis" })).toBeVisible();
    }
  });

  test("an unknown path is a 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Subscription Manager");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the 404 page speaks the visitor's language", async ({ page }) => {
    const response = await page.goto("/missing?lang=zh-TW");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "找不到頁面" })).toBeVisible();
    await expect(page).toHaveTitle(/^找不到頁面 · /);
  });

  test("a locale segment is never part of a URL", async ({ page }) => {
    const response = await page.goto("/es/dashboard");
    expect(response?.status()).toBe(404);
  });

  test("signed in, / and /dashboard are the dashboard and /settings is reachable", async ({ page }) => {
    const user = await createConfirmedUser("routes");
    await signIn(page, user.email, user.password);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  });
});
