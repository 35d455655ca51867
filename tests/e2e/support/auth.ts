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
 * Opens the account menu. A page that has only just arrived may still be hydrating, and a click
 * before that does nothing, so this clicks again, as a person would, until the menu is open.
 */
export async function openAccountMenu(page: Page, name: string | RegExp = "Account menu") {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
