import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient } from "@supabase/supabase-js";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import zhTW from "../../messages/zh-TW.json" with { type: "json" };
import { openAccountMenu, signIn } from "./support/auth";
import { PUBLISHABLE_KEY } from "../../supabase/local/keys";
import { SUPABASE_URL, adminClient, createConfirmedUser, uniqueEmail } from "./support/backend";

type Mail = { subject: string; html: string; text: string; link: string };

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

/** Whether the auth server still honours the session a browser keeps in its @supabase/ssr cookies. */
async function browserSessionIsAlive(context: BrowserContext): Promise<boolean> {
  const chunk = (name: string) => Number(/\.(\d+)$/.exec(name)?.[1] ?? -1);
  const value = (await context.cookies())
    .filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name))
    .sort((a, b) => chunk(a.name) - chunk(b.name))
    .map((cookie) => decodeURIComponent(cookie.value))
    .join("");
  const json = value.startsWith("base64-") ? Buffer.from(value.slice("base64-".length), "base64url").toString("utf8") : value;
  const session = JSON.parse(json) as { access_token: string; refresh_token: string };
  const client = createClient(SUPABASE_URL, PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
  const user = await client.auth.getUser(session.access_token);
  const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
  return !user.error && !refreshed.error;
}

async function mails(email: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect(async () => {
    found = (await (await fetch(`${SUPABASE_URL}/mailbox/messages.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return found;
}

async function openForgotForm(page: Page, m: typeof en, query = "") {
  await page.goto(`/${query}`);
  await page.getByRole("banner").getByRole("button", { name: m.header.signIn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: m.auth.forgot.link }).click();
  return dialog;
}

test.describe("forgot password", () => {
  test("answers the same for any address, mails a link that sets a new password, and signs out other sessions", async ({ page, browser }) => {
    const user = await createConfirmedUser("forgot");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, user.email, user.password);
    expect(await browserSessionIsAlive(other)).toBe(true);

    const stranger = uniqueEmail("stranger");
    let dialog = await openForgotForm(page, en);
    await dialog.getByLabel("Email").fill(stranger);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    const strangerAnswer = await dialog.getByRole("status").textContent();
    expect(strangerAnswer).toBe(en.auth.forgot.sent.replace("{email}", stranger));

    dialog = await openForgotForm(page, en);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(en.auth.forgot.sent.replace("{email}", user.email));
    const [mail] = await mails(user.email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.html).toContain("Choose a new password");
    const noMail = (await (await fetch(`${SUPABASE_URL}/mailbox/messages.json?to=${encodeURIComponent(stranger)}`)).json()) as Mail[];
    expect(noMail).toEqual([]);

    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await page.getByLabel("Confirm new password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$|\/$/);
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();

    await expect((await mails(user.email, 2))[0].subject).toBe("Your password was changed");
    expect(await browserSessionIsAlive(other)).toBe(false);
    await other.close();

    await page.goto(mail.link);
    await expect(page).not.toHaveURL(/\/reset-password$/);
    const { error } = await adminClient().auth.signInWithPassword({ email: user.email, password: "brand-new-pass" });
    expect(error).toBeNull();
  });

  test("a signed-in session that did not come from a reset link is sent to settings", async ({ page }) => {
    const user = await createConfirmedUser("not-recovery");
    await signIn(page, user.email, user.password);
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/settings(#security)?$/);
  });

  for (const [locale, m, subjects] of [
    ["es", es, { confirm: "Confirma tu correo", reset: "Restablece tu contraseña", changed: "Tu contraseña cambió", emailChange: "Confirma el cambio de correo" }],
    ["zh-TW", zhTW, { confirm: "確認你的電子郵件", reset: "重設你的密碼", changed: "你的密碼已變更", emailChange: "確認變更電子郵件" }],
  ] as const) {
    test(`in ${locale}: the sign-up, reset, password-changed and email-change emails, the forms and the reset page speak the user's language`, async ({ page }) => {
      const email = uniqueEmail(`reset-${locale}`);
      await page.goto(`/?lang=${locale}`);
      await page.getByRole("banner").getByRole("button", { name: m.header.join }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(m.auth.fields.email).fill(email);
      await dialog.getByLabel(m.auth.fields.password, { exact: true }).fill("first-pass-1");
      await dialog.getByLabel(m.auth.fields.confirmPassword).fill("first-pass-1");
      await dialog.getByRole("button", { name: m.auth.signUp.submit }).click();
      const [confirmation] = await mails(email);
      expect(confirmation.subject).toBe(subjects.confirm);
      await page.goto(confirmation.link);
      await openAccountMenu(page, m.userMenu.label);
      await page.getByRole("menuitem", { name: m.userMenu.logout }).click();
      await expect(page.getByRole("banner").getByRole("button", { name: m.header.join })).toBeVisible();

      const forgot = await openForgotForm(page, m as unknown as typeof en);
      await forgot.getByLabel(m.auth.fields.email).fill(email);
      await forgot.getByRole("button", { name: m.auth.forgot.submit }).click();
      await expect(forgot.getByRole("status")).toHaveText(m.auth.forgot.sent.replace("{email}", email));
      const [reset] = await mails(email, 2);
      expect(reset.subject).toBe(subjects.reset);
      await page.goto(reset.link);
      await expect(page.getByRole("heading", { name: m.auth.reset.title })).toBeVisible();
      await page.getByLabel(m.auth.reset.newPassword, { exact: true }).fill("second-pass-2");
      await page.getByLabel(m.auth.reset.confirmPassword).fill("second-pass-2");
      await page.getByRole("button", { name: m.auth.reset.submit }).click();
      await expect(page.getByText(m.auth.reset.success)).toBeVisible();
      await expect(page).not.toHaveURL(/reset-password/);
      await expect.poll(async () => (await mails(email, 3)).map((mail) => mail.subject)).toContain(subjects.changed);

      // The sign-in email changes through links in the user's language, sent to both addresses.
      await page.goto("/settings");
      const profile = page.getByRole("region", { name: m.settings.profile.title });
      const next = uniqueEmail(`moved-${locale}`);
      const address = profile.getByLabel(m.settings.email.label);
      // The password field appears once the typed address differs, which needs the page hydrated:
      // typing into it before then can land beside the server-rendered value, so type until it shows.
      await expect(async () => {
        await address.fill(next);
        await expect(address).toHaveValue(next, { timeout: 1_000 });
        await expect(profile.getByLabel(m.settings.email.password)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await profile.getByLabel(m.settings.email.password).fill("second-pass-2");
      await profile.getByRole("button", { name: m.settings.email.change }).click();
      await expect(page.getByText(m.settings.email.checkInboxes)).toBeVisible();
      const [toNew] = await mails(next);
      expect(toNew.subject).toBe(subjects.emailChange);
      expect((await mails(email, 4)).map((mail) => mail.subject)).toContain(subjects.emailChange);
    });
  }
});
