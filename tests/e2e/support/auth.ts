import { expect, type Page } from "@playwright/test";

/** Opens the auth dialog from the landing header and signs in with the password form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens the account menu. Its code loads on hover, which swaps in the real trigger (the one Radix
 * marks with data-state); a page still hydrating ignores the hover, so this hovers again, as a
 * person would, until the real trigger is there, and then clicks it once.
 */
export async function openAccountMenu(page: Page, name: string | RegExp = "Account menu") {
  const button = page.getByRole("button", { name });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await button.hover();
    await expect(button).toHaveAttribute("data-state", "closed", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await button.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}
