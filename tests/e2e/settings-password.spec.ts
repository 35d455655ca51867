import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient } from "@supabase/supabase-js";
import { PUBLISHABLE_KEY } from "../../supabase/local/keys";
import { signIn } from "./support/auth";
import { createConfirmedUser, SUPABASE_URL } from "./support/backend";

type StoredSession = { access_token: string; refresh_token: string };

/** Node 20 has no global WebSocket, and these checks never open a realtime channel. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

/** The session a browser keeps in its @supabase/ssr cookies, which may be split in chunks. */
async function storedSession(context: BrowserContext): Promise<StoredSession> {
  const chunk = (name: string) => Number(/\.(\d+)$/.exec(name)?.[1] ?? -1);
  const value = (await context.cookies())
    .filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name))
    .sort((a, b) => chunk(a.name) - chunk(b.name))
    .map((cookie) => decodeURIComponent(cookie.value))
    .join("");
  const json = value.startsWith("base64-") ? Buffer.from(value.slice("base64-".length), "base64url").toString("utf8") : value;
  return JSON.parse(json) as StoredSession;
}

/** Whether the auth server still honours a session: its user lookup and its refresh token. */
async function sessionIsAlive(session: StoredSession): Promise<boolean> {
  const client = createClient(SUPABASE_URL, PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
  const user = await client.auth.getUser(session.access_token);
  const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
  return !user.error && !refreshed.error;
}

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  const security = page.getByRole("region", { name: "Security" });
  await security.getByLabel("Current password").fill(current);
  await security.getByLabel("New password", { exact: true }).fill(next);
  await security.getByLabel("Confirm new password").fill(confirm);
  await security.getByRole("button", { name: "Update password" }).click();
}

test.describe("settings: password change", () => {
  test("checks the fields and the current password, signs out other sessions, and the new password signs in", async ({ page, browser }) => {
    // Two browsers, three sign-ins and seven submissions: more than one page load's worth of time.
    test.slow();
    const user = await createConfirmedUser("settings-password", "old-secret");
    const other: BrowserContext = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, user.email, user.password);
    expect(await sessionIsAlive(await storedSession(other))).toBe(true);

    await signIn(page, user.email, user.password);
    await page.goto("/settings");
    const security = page.getByRole("region", { name: "Security" });

    await security.getByRole("button", { name: "Update password" }).click();
    await expect(security.getByText("This field is required.")).toHaveCount(3);

    await fillPasswords(page, "wrong-secret", "new-secret", "new-secret");
    await expect(security.getByText("The current password you entered is incorrect.")).toBeVisible();
    await expect(security.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await fillPasswords(page, "old-secret", "new-secret", "other-secret");
    await expect(security.getByText("The new passwords do not match.")).toBeVisible();

    await fillPasswords(page, "old-secret", "1234567", "1234567");
    await expect(security.getByText("The new password must be at least 8 characters.")).toBeVisible();

    await fillPasswords(page, "old-secret", "old-secret", "old-secret");
    await expect(security.getByText("The new password must be different from the current one.")).toBeVisible();

    await fillPasswords(page, "old-secret", "new-secret", "new-secret");
    await expect(security.getByRole("status").filter({ hasText: "Password updated" })).toBeVisible();
    await expect(security.getByLabel("Current password")).toHaveValue("");

    // This browser stays signed in; the other one was signed out by the change.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    expect(await sessionIsAlive(await storedSession(page.context()))).toBe(true);
    expect(await sessionIsAlive(await storedSession(other))).toBe(false);
    await other.close();

    await page.getByRole("region", { name: "Account management" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("old-secret");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await expect(dialog.getByText("The email or password is incorrect.")).toBeVisible();
    await page.keyboard.press("Escape");

    await signIn(page, user.email, "new-secret");
  });

  test("shows its messages in Spanish", async ({ page }) => {
    const user = await createConfirmedUser("settings-password-es", "old-secret");
    await signIn(page, user.email, user.password);
    await page.goto("/settings?lang=es");
    const security = page.getByRole("region", { name: "Seguridad" });
    await security.getByLabel("Contraseña actual").fill("wrong-secret");
    await security.getByLabel("Nueva contraseña", { exact: true }).fill("new-secret");
    await security.getByLabel("Confirma la nueva contraseña").fill("new-secret");
    await security.getByRole("button", { name: "Actualizar contraseña" }).click();
    await expect(security.getByText("La contraseña actual que ingresaste no es correcta.")).toBeVisible();
    await security.getByLabel("Contraseña actual").fill("old-secret");
    await security.getByRole("button", { name: "Actualizar contraseña" }).click();
    await expect(security.getByText("Contraseña actualizada")).toBeVisible();
  });
});
