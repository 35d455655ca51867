import { expect, type Page } from "@playwright/test";
import { openLazyMenu } from "./menus";

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

/** Opens the account menu (a menu whose code loads on first use: see `openLazyMenu`). */
export function openAccountMenu(page: Page, name: string | RegExp = "Account menu") {
  return openLazyMenu(page, page.getByRole("button", { name }));
}
