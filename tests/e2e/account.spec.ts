import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { adminClient, createConfirmedUser } from "./support/backend";

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
}

test.describe("account deletion", () => {
  test("needs DELETE typed, soft-deletes and signs out, and a later sign-in ends with the notice", async ({ page }) => {
    const user = await createConfirmedUser("account-delete");
    const admin = adminClient();
    await admin.from("subscription_categories").insert({ user_id: user.id, name: "Kept", color: "#2ECC71" }).throwOnError();
    await signIn(page, user.email, user.password);
    await page.goto("/settings");

    await page.getByRole("region", { name: "Account management" }).getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    const word = dialog.getByLabel("Type DELETE to confirm");
    await expect(confirm).toBeDisabled();
    for (const wrong of ["remove", "DELET", "DELETE!"]) {
      await word.fill(wrong);
      await expect(confirm).toBeDisabled();
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const { data: untouched } = await admin.from("user_profiles").select("deleted_at").eq("id", user.id).single();
    expect(untouched?.deleted_at).toBeNull();

    await page.getByRole("region", { name: "Account management" }).getByRole("button", { name: "Delete account" }).click();
    await expect(word).toHaveValue("");
    await word.fill("  delete ");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText("Account deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

    const { data: profile } = await admin.from("user_profiles").select("deleted_at").eq("id", user.id).single();
    expect(profile?.deleted_at).not.toBeNull();
    const { data: categories } = await admin.from("subscription_categories").select("name").eq("user_id", user.id);
    expect(categories).toEqual([{ name: "Kept" }]);

    await signInWithForm(page, user.email, user.password);
    await expect(page.getByText("Your account has been deleted")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });

  test("works in Spanish", async ({ page }) => {
    const user = await createConfirmedUser("account-delete-es");
    await signIn(page, user.email, user.password);
    await page.goto("/settings?lang=es");
    await page.getByRole("region", { name: "Gestión de la cuenta" }).getByRole("button", { name: "Eliminar cuenta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    const confirm = dialog.getByRole("button", { name: "Eliminar cuenta" });
    const word = dialog.getByLabel("Escribe DELETE para confirmar");
    await word.fill("eliminar");
    await expect(confirm).toBeDisabled();
    await word.fill("DELETE");
    await confirm.click();
    await expect(page.getByText("Cuenta eliminada")).toBeVisible();
    await expect(page).toHaveURL(/\/(\?lang=es)?$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" })).toBeVisible();

    await page.goto("/?lang=es");
    await page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" }).click();
    const auth = page.getByRole("dialog");
    await auth.getByLabel("Correo electrónico").fill(user.email);
    await auth.getByLabel("Contraseña", { exact: true }).fill(user.password);
    await auth.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
    await expect(page.getByText("Tu cuenta ha sido eliminada")).toBeVisible({ timeout: 15_000 });
  });
});
