import { expect, test, type Page } from "@playwright/test";
import { openAccountMenu, signInWithCookies } from "./support/auth";
import { adminClient, createConfirmedUser, latestMail, uniqueEmail } from "./support/backend";

const DAY_MS = 24 * 60 * 60 * 1000;

// The purge erases every account closed before the instant it is given: these tests close accounts
// one after the other, so one test's purge never erases the account another is still using.
test.describe.configure({ mode: "serial" });

async function signInWithForm(page: Page, email: string, password: string, locale = "") {
  await page.goto(`/${locale}`);
  const signInLabel = locale ? "Iniciar sesión" : "Sign in";
  await page.getByRole("banner").getByRole("button", { name: signInLabel }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(locale ? "Correo electrónico" : "Email").fill(email);
  await dialog.getByLabel(locale ? "Contraseña" : "Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: signInLabel, exact: true }).last().click();
}

async function closedAt(userId: string): Promise<string | null> {
  const { data } = await adminClient().from("user_profiles").select("deleted_at").eq("id", userId).single();
  return data?.deleted_at ?? null;
}

test.describe("account deletion", () => {
  test("asks for the password, closes the account at once, and the purge erases it after 30 days", async ({ page }) => {
    test.slow();
    const user = await createConfirmedUser("account-delete");
    const admin = adminClient();
    await admin.from("subscription_categories").insert({ user_id: user.id, name: "Kept", color: "#2ECC71" }).throwOnError();
    await signInWithCookies(page, user.email, user.password, "/settings");

    const account = page.getByRole("region", { name: "Account management" });
    await expect(account).toContainText("Your account closes at once, and its data is erased after 30 days.");
    await account.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("Your account closes at once");
    await expect(dialog).toContainText("All of its data is erased after 30 days. Until then, write to us to restore it.");
    await expect(dialog.getByRole("link", { name: "write to us" })).toHaveAttribute("href", "/contact");
    const password = dialog.getByLabel("Your password");
    const confirm = dialog.getByRole("button", { name: "Delete account" });

    await confirm.click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await password.fill("not-my-password");
    await confirm.click();
    await expect(dialog.getByText("The password is incorrect.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    expect(await closedAt(user.id)).toBeNull();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await closedAt(user.id)).toBeNull();

    await account.getByRole("button", { name: "Delete account" }).click();
    await expect(password).toHaveValue("");
    await password.fill(user.password);
    await confirm.click();
    await expect(page.getByText("Account deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

    const closed = await closedAt(user.id);
    expect(closed).not.toBeNull();
    const { data: kept } = await admin.from("subscription_categories").select("name").eq("user_id", user.id);
    expect(kept).toEqual([{ name: "Kept" }]);

    await signInWithForm(page, user.email, user.password);
    await expect(page.getByText("Your account has been deleted")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Its data is erased 30 days after it was closed")).toBeVisible();
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    // The nightly job, run as if it were a minute before, then exactly, 30 days after the closing.
    const closedMs = new Date(closed!).getTime();
    const early = await admin.rpc("purge_closed_accounts", { p_now: new Date(closedMs + 30 * DAY_MS - 60_000).toISOString() });
    expect(early.error).toBeNull();
    expect((await admin.from("subscription_categories").select("name").eq("user_id", user.id)).data).toEqual([{ name: "Kept" }]);
    const purged = await admin.rpc("purge_closed_accounts", { p_now: new Date(closedMs + 30 * DAY_MS).toISOString() });
    expect(purged.error).toBeNull();
    expect(purged.data).toBeGreaterThanOrEqual(1);

    expect((await admin.from("subscription_categories").select("name").eq("user_id", user.id)).data).toEqual([]);
    expect((await admin.from("user_profiles").select("id").eq("id", user.id)).data).toEqual([]);
    expect((await admin.auth.admin.getUserById(user.id)).data.user).toBeNull();
    await signInWithForm(page, user.email, user.password);
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("The email or password is incorrect.");
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });

  test("works in Spanish", async ({ page }) => {
    const user = await createConfirmedUser("account-delete-es");
    await signInWithCookies(page, user.email, user.password, "/settings?lang=es");
    await page.getByRole("region", { name: "Gestión de la cuenta" }).getByRole("button", { name: "Eliminar cuenta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    await expect(dialog).toContainText("Todos sus datos se borran a los 30 días. Hasta entonces, escríbenos para restaurarla.");
    const password = dialog.getByLabel("Tu contraseña");
    const confirm = dialog.getByRole("button", { name: "Eliminar cuenta" });
    await password.fill("otra-cosa");
    await confirm.click();
    await expect(dialog.getByText("La contraseña no es correcta.")).toBeVisible();
    expect(await closedAt(user.id)).toBeNull();
    await password.fill(user.password);
    await confirm.click();
    await expect(page.getByText("Cuenta eliminada")).toBeVisible();
    await expect(page).toHaveURL(/\/(\?lang=es)?$/);
    expect(await closedAt(user.id)).not.toBeNull();

    await signInWithForm(page, user.email, user.password, "?lang=es");
    await expect(page.getByText("Tu cuenta ha sido eliminada")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("a Google account", () => {
  test("shows its email as Google's, and closes with DELETE typed right after signing in", async ({ page }) => {
    const email = uniqueEmail("google-delete");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Continue with Google" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Google Deleter");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    await page.goto("/settings");
    const signInEmail = page.getByLabel("Sign-in email");
    await expect(signInEmail).toHaveValue(email);
    await expect(signInEmail).toHaveAttribute("readonly", "");
    await expect(page.getByText("This email comes from your Google account")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change email" })).toHaveCount(0);

    // No password form asking for a password the account never had; the menu says who is signed in and how.
    const security = page.getByRole("region", { name: "Security" });
    await expect(security).toContainText("This account has no password: you sign in with Google");
    await expect(security.getByLabel("Current password")).toHaveCount(0);
    const picture = page.getByRole("banner").locator("img[src^='data:image/svg+xml']").first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText("Signed in with Google");
    await expect(menu).toContainText("Google Deleter");
    await expect(menu).toContainText(email);
    await page.keyboard.press("Escape");

    await page.getByRole("region", { name: "Account management" }).getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog.getByLabel("Your password")).toHaveCount(0);
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await confirm.click();
    await expect(page.getByText("Account deleted")).toBeVisible();
    const { data } = await adminClient().auth.admin.listUsers({ perPage: 1000 });
    const id = data.users.find((candidate) => candidate.email === email)!.id;
    expect(await closedAt(id)).not.toBeNull();
  });
});

test.describe("sign-in email", () => {
  test("changes only once the links sent to the current and the new address are both opened", async ({ page }) => {
    const user = await createConfirmedUser("email-change");
    await signInWithCookies(page, user.email, user.password, "/settings");
    const email = page.getByLabel("Sign-in email");
    const change = page.getByRole("button", { name: "Change email" });
    await expect(email).toHaveValue(user.email);
    // Typed before hydration, text can land beside the server-rendered value: wait for the form to answer.
    await expect(async () => {
      await email.fill("first@example.org, second@example.org");
      await expect(email).toHaveValue("first@example.org, second@example.org", { timeout: 1_000 });
      await expect(page.getByRole("region", { name: "Basic information" }).getByLabel("Current password")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await change.click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await email.fill(user.email.toUpperCase());
    await change.click();
    await expect(page.getByText("This is already your sign-in email.")).toBeVisible();

    // A new address is proved with the password, which only shows once the address differs.
    const password = page.getByRole("region", { name: "Basic information" }).getByLabel("Current password");
    await expect(password).toHaveCount(0);
    const next = uniqueEmail("email-changed");
    await email.fill(next);
    await change.click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await password.fill("wrong-password");
    await change.click();
    await expect(page.getByText("The current password you entered is incorrect.")).toBeVisible();
    expect((await adminClient().auth.admin.getUserById(user.id)).data.user?.new_email ?? null).toBeNull();
    await password.fill(user.password);
    await change.click();
    await expect(page.getByText("Check both inboxes to confirm the change")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Waiting for confirmation" })).toContainText(next);
    await expect(email).toHaveValue(user.email);

    const [toCurrent, toNew] = await Promise.all([latestMail(user.email), latestMail(next)]);
    expect([toCurrent.subject, toNew.subject]).toEqual(["Confirm your email change", "Confirm your email change"]);
    expect(toCurrent.link).not.toBe(toNew.link);

    await page.goto(toNew.link);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("One address confirmed")).toBeVisible();
    await expect(email).toHaveValue(user.email);
    await expect(page.getByRole("status").filter({ hasText: "Waiting for confirmation" })).toContainText(next);
    expect((await adminClient().auth.admin.getUserById(user.id)).data.user?.email).toBe(user.email);

    await page.goto(toCurrent.link);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Sign-in email changed")).toBeVisible();
    await expect(email).toHaveValue(next);
    await expect(page.getByText("Waiting for confirmation")).toHaveCount(0);
    expect((await adminClient().auth.admin.getUserById(user.id)).data.user?.email).toBe(next);
    const { data: profile } = await adminClient().from("user_profiles").select("email").eq("id", user.id).single();
    expect(profile?.email).toBe(next);
  });
});
