import { expect, test } from "@playwright/test";
import { openAccountMenu, signIn } from "./support/auth";
import { adminClient, createConfirmedUser, latestMail, uniqueEmail } from "./support/backend";

test.describe("auth dialog", () => {
  test("header buttons open the dialog on the matching tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Join free" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue with Apple" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
  });

  test("sign-in validation and the service's message for a wrong password", async ({ page }) => {
    const user = await createConfirmedUser("wrong-password");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Sign in", exact: true }).last();

    await submit.click();
    await expect(dialog.getByText("Please fill out all fields.")).toBeVisible();

    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await submit.click();
    await expect(dialog.getByText("The email or password is incorrect.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });

  test("an account under attack is slowed, and the form says how long to wait", async ({ page }) => {
    const user = await createConfirmedUser("throttled");
    // Wrong passwords from many places: the account is slowed to one try a minute, not locked.
    for (let i = 0; i < 20; i++) {
      const { error } = await adminClient().rpc("note_auth_attempt", { p_kind: "password", p_email: user.email, p_address: `203.0.113.${i}`, p_counted: true });
      expect(error).toBeNull();
    }
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await expect(dialog.getByText(/^Too many attempts\. Try again in (1 minute|\d+ seconds)\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });

  test("sign-up validation messages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Join free" }).click();
    const dialog = page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Create account" });

    await submit.click();
    await expect(dialog.getByText("Please fill out all fields.")).toBeVisible();

    await dialog.getByLabel("Email").fill(uniqueEmail("validation"));
    await dialog.getByLabel("Password", { exact: true }).fill("1234567");
    await dialog.getByLabel("Confirm password").fill("1234567");
    await submit.click();
    await expect(dialog.getByText("Password must be at least 8 characters.")).toBeVisible();

    await dialog.getByLabel("Password", { exact: true }).fill("123456");
    await dialog.getByLabel("Confirm password").fill("1234567");
    await submit.click();
    await expect(dialog.getByText("Passwords do not match.")).toBeVisible();
  });

  test("sign up, confirm through the emailed link, and land signed in", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Join free" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("s3cret-pass");
    await dialog.getByLabel("Confirm password").fill("s3cret-pass");
    await dialog.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByText("Account created")).toBeVisible();
    await expect(page.getByText("Check your email to confirm your account.")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByLabel("Email")).toHaveValue(email);

    const mail = await latestMail(email);
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page);
    await expect(page.getByRole("menu")).toContainText(email);
  });

  test("a confirmation link opened in another browser confirms the address and says to sign in", async ({ page, browser }) => {
    const email = uniqueEmail("signup-elsewhere");
    await page.goto("/?lang=es");
    await page.getByRole("banner").getByRole("button", { name: "Únete gratis" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Correo electrónico").fill(email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill("s3cret-pass");
    await dialog.getByLabel("Confirmar contraseña").fill("s3cret-pass");
    await dialog.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(dialog.getByRole("tab", { name: "Iniciar sesión" })).toHaveAttribute("aria-selected", "true");

    const phone = await browser.newContext({ locale: "es-ES" });
    const elsewhere = await phone.newPage();
    await elsewhere.goto((await latestMail(email)).link);
    await expect(elsewhere.getByText("Correo electrónico confirmado")).toBeVisible();
    await expect(elsewhere.getByText("Inicia sesión con tu correo y contraseña para continuar.")).toBeVisible();
    await expect(elsewhere.getByText("Ese enlace no funcionó")).toHaveCount(0);
    await phone.close();

    // The browser that signed up signs in with the password at once.
    await dialog.getByLabel("Contraseña", { exact: true }).fill("s3cret-pass");
    await dialog.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
    await expect(page.getByRole("heading", { name: "Tus suscripciones" })).toBeVisible();
  });

  test("sign in reloads into the dashboard, and sign out returns to the landing page", async ({ page }) => {
    const user = await createConfirmedUser("signin");
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();

    // The toast lives for the 500 ms before the redirect: record what the page shows meanwhile.
    const shown: string[] = [];
    await page.exposeFunction("recordShownText", (text: string) => shown.push(text));
    await page.evaluate(() => {
      const record = () => (window as unknown as { recordShownText(t: string): void }).recordShownText(document.body.innerText);
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await openAccountMenu(page);
    await expect(page.getByRole("menu")).toContainText(user.email);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect.poll(() => shown.some((text) => text.includes("Signed out"))).toBe(true);
    await expect(page.getByRole("banner").getByRole("button", { name: "Join free" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  for (const provider of ["Google", "Apple"] as const) {
    test(`${provider} sign-in goes through the provider's consent page`, async ({ page }) => {
      const email = uniqueEmail(provider.toLowerCase());
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("dialog").getByRole("button", { name: `Continue with ${provider}` }).click();

      await expect(page.getByRole("heading", { name: `Sign in with ${provider}` })).toBeVisible();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Name").fill("Consent Tester");
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
      await openAccountMenu(page);
      await expect(page.getByRole("menu")).toContainText(email);
    });
  }
});
