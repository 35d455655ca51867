import { expect, test, type Locator } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import zhTW from "../../messages/zh-TW.json" with { type: "json" };
import { watchForProblems } from "../e2e/support/page-problems";

// Run by playwright.deployment.config.ts against the standalone server and against `next dev`
// after a production build: the two ways a Content-Security-Policy built from the wrong source
// once left the landing page dead (no hydration, buttons doing nothing).
const LANGUAGES = [
  { path: "/", messages: en, next: { name: "Español", path: /\/\?lang=es$/, messages: es } },
  { path: "/?lang=zh-TW", messages: zhTW, next: { name: "English", path: /\/$/, messages: en } },
  { path: "/?lang=es", messages: es, next: { name: "繁體中文", path: /\/\?lang=zh-TW$/, messages: zhTW } },
] as const;

/**
 * Clicks `target` until `shown` appears. A click that lands before the page has hydrated does
 * nothing (under `next dev` that can take seconds); a page that never hydrates fails here.
 */
async function clickUntilShown(target: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await target.click({ timeout: 5_000 });
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

for (const { path, messages, next } of LANGUAGES) {
  test(`the landing page at ${path} hydrates under its own policy`, async ({ page }) => {
    const problems = await watchForProblems(page);
    const response = await page.goto(path);

    // Only a hydrated page opens the dialog: the server-rendered button alone does nothing.
    const banner = page.getByRole("banner");
    const dialog = page.getByRole("dialog");
    await clickUntilShown(banner.getByRole("button", { name: messages.header.signIn, exact: true }), dialog);
    await expect(dialog.getByRole("tab", { name: messages.auth.tabs.signIn })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const choice = page.getByRole("menuitemradio", { name: next.name });
    await clickUntilShown(banner.getByRole("button", { name: new RegExp(messages.language.label) }), choice);
    await choice.click();
    await expect(page).toHaveURL(next.path);
    await expect(page.getByRole("heading", { level: 1, name: next.messages.landing.hero.title })).toBeVisible();
    // The page the menu led to hydrates too.
    await clickUntilShown(banner.getByRole("button", { name: next.messages.header.join }), dialog);
    await expect(dialog.getByRole("tab", { name: next.messages.auth.tabs.signUp })).toHaveAttribute("aria-selected", "true");

    expect(problems).toEqual([]);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  });
}
