import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { totpAt } from "../../supabase/local/auth/totp";
import { openAccountMenu, signIn } from "./support/auth";
import { adminClient, createConfirmedUser } from "./support/backend";

const now = () => Math.floor(Date.now() / 1000);

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

/** Settings → Security → turn on: the key from the page, a wrong code, the right one, then the recovery codes. */
async function turnOn(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto("/settings");
  const security = page.getByRole("region", { name: "Security" });
  await expect(security.getByTestId("two-factor")).toContainText("Off");
  await security.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(security.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const secret = (await security.getByTestId("two-factor-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const code = security.getByLabel("6-digit code");
  await code.fill("12345");
  await security.getByRole("button", { name: "Confirm" }).click();
  await expect(security.getByText("Enter the 6 digits your authenticator app shows.")).toBeVisible();
  const right = totpAt(secret, now());
  await code.fill(right === "000000" ? "111111" : "000000");
  await security.getByRole("button", { name: "Confirm" }).click();
  await expect(security.getByRole("alert")).toHaveText("That code is not right. Check your authenticator app and try again.");
  await code.fill(totpAt(secret, now()));
  await security.getByRole("button", { name: "Confirm" }).click();

  const list = security.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
  for (const recovery of codes) expect(recovery).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  const download = page.waitForEvent("download");
  await security.getByRole("button", { name: "Download codes" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("subscription-manager-recovery-codes.txt");
  const text = readFileSync((await file.path())!, "utf8");
  for (const recovery of codes) expect(text).toContain(recovery);
  await security.getByRole("button", { name: "I have saved them" }).click();
  await expect(security.getByTestId("two-factor")).toContainText("On");
  await expect(security).toContainText("10 recovery codes left.");
  return { secret, codes };
}

test.describe("two-step sign-in", () => {
  test("turned on with a code, asked at the next sign-in, passed with a recovery code, turned off with a code", async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createConfirmedUser("two-factor");
    await signIn(page, user.email, user.password);
    const { secret, codes } = await turnOn(page);

    // Only the hashes are stored, one row a code.
    const { data: stored } = await adminClient().from("mfa_recovery_codes").select("code_hash, used_at").eq("user_id", user.id);
    expect(stored).toHaveLength(10);
    expect(stored!.map((row) => row.code_hash).join(" ")).not.toContain(codes[0].replace("-", ""));

    // The password alone opens nothing: every signed-in page sends the session to the second step.
    await signOut(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step$/);
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    for (const path of ["/dashboard", "/settings", "/insights"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/two-step$/);
    }
    await page.goto("/two-step?lang=zh-TW");
    await expect(page.getByRole("heading", { name: "兩步驟登入" })).toBeVisible();
    await page.goto("/two-step?lang=es");
    await expect(page.getByRole("heading", { name: "Inicio de sesión en dos pasos" })).toBeVisible();
    await expect(page.getByLabel("Código de 6 dígitos")).toBeVisible();
    await page.goto("/two-step?lang=en");
    await page.getByLabel("6-digit code").fill("000000" === totpAt(secret, now()) ? "111111" : "000000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("That code is not right. Check your authenticator app and try again.")).toBeVisible();
    await page.getByLabel("6-digit code").fill(totpAt(secret, now()));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();

    // A lost phone: a recovery code signs in once and turns two-step sign-in off.
    await signOut(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step$/);
    await page.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill("ZZZZZ-ZZZZZ");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("That recovery code is not right, or it has been used.")).toBeVisible();
    await page.getByLabel("Recovery code").fill(codes[3].toLowerCase());
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Signed in with a recovery code")).toBeVisible();
    await expect(page).toHaveURL(/\/settings#security$/);
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByTestId("two-factor")).toContainText("Off");
    const { data: left } = await adminClient().from("mfa_recovery_codes").select("id").eq("user_id", user.id);
    expect(left).toEqual([]);

    // On again; turning it off takes a current code.
    const second = await turnOn(page);
    await security.getByRole("button", { name: "Turn off" }).click();
    await security.getByLabel("6-digit code").fill("000000" === totpAt(second.secret, now()) ? "111111" : "000000");
    await security.getByRole("button", { name: "Turn off" }).click();
    await expect(security.getByRole("alert")).toHaveText("That code is not right. Check your authenticator app and try again.");
    await security.getByLabel("6-digit code").fill(totpAt(second.secret, now()));
    await security.getByRole("button", { name: "Turn off" }).click();
    await expect(security.getByText("Two-step sign-in is off.")).toBeVisible();
    await expect(security.getByTestId("two-factor")).toContainText("Off");
    const { data: factors } = await adminClient().auth.admin.mfa.listFactors({ userId: user.id });
    expect(factors?.factors).toEqual([]);
  });
});
