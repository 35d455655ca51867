import { expect, test } from "@playwright/test";
import { openLazyMenu } from "./support/menus";

test.describe("language", () => {
  test("?lang= picks the language and sets <html lang>", async ({ page }) => {
    await page.goto("/?lang=zh-TW");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-TW");
    await expect(page.getByRole("banner").getByRole("button", { name: "免費註冊" })).toBeVisible();

    await page.goto("/?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("English is the default with no language information", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test.describe("browser language", () => {
    test.use({ locale: "es-MX" });
    test("is used when nothing else is chosen", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  });

  test.describe("saved choice", () => {
    test.use({ locale: "es-ES" });
    test("beats the browser language, and ?lang beats both", async ({ page }) => {
      await page.goto("/");
      // The first visit reloads itself once into the browser's language; a navigation started
      // while that reload runs is aborted, so let it finish first.
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.localStorage.setItem("subscription-manager.locale", "zh-TW"));
      await page.context().clearCookies();
      // The page reloads itself once to apply the saved choice, possibly before its first load ends.
      await page.goto("/", { waitUntil: "commit" });
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-TW");
      // The saved choice arrives through one reload; let it finish before navigating on.
      await page.waitForLoadState("networkidle");

      await page.goto("/?lang=en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test("the selector keeps the page, updates the URL and is remembered", async ({ page }) => {
    await page.goto("/");
    await openLazyMenu(page, page.getByRole("button", { name: /Language/ }));
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/\?lang=es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => window.localStorage.getItem("subscription-manager.locale"))).toBe("es");

    await openLazyMenu(page, page.getByRole("button", { name: /Idioma/ }));
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
