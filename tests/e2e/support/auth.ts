import { expect, test, type Page } from "@playwright/test";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createServerClient } from "@supabase/ssr";
import { PUBLISHABLE_KEY } from "../../../supabase/local/keys";
import { NoWebSocket, SUPABASE_URL } from "./backend";
import { openLazyMenu } from "./menus";
import { waitForHydration } from "./hydration";

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

/**
 * Signs in without the form, for tests of what comes after it (the form has its own tests): the
 * session cookies are written by @supabase/ssr itself, then `path` opens signed in and hydrated.
 */
export async function signInWithCookies(page: Page, email: string, password: string, path = "/") {
  const jar = new Map<string, string>();
  const supabase = createServerClient(SUPABASE_URL, PUBLISHABLE_KEY, {
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not configured");
  await page
    .context()
    .addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL, sameSite: "Lax" as const })));
  await page.goto(path);
  await expect(page.getByRole("button", { name: /Account menu|帳號選單|Menú de la cuenta/ })).toBeVisible();
  await waitForHydration(page);
}
