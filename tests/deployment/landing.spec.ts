import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { COMPILE_HINT } from "../../scripts/compile-hints.mjs";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import zhTW from "../../messages/zh-TW.json" with { type: "json" };
import { watchForProblems } from "../e2e/support/page-problems";

// Run by playwright.deployment.config.ts against the standalone server and against `next dev`
// after a production build: the two ways a Content-Security-Policy built from the wrong source
// once left the landing page dead (no hydration, buttons doing nothing). The production build
// prerenders the landing page; `next dev` renders every request, with a nonce.
const distDir = process.env.NEXT_DIST_DIR || ".next";
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
    const scriptSrc = response?.headers()["content-security-policy"]?.match(/script-src ([^;]+)/)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    if (test.info().project.name === "standalone") expect(scriptSrc).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
    else expect(scriptSrc).toMatch(/^'nonce-[^']+' 'strict-dynamic' 'sha256-/);
  });
}

test("serves the landing's icon sprite, built from the icon files", async ({ request }) => {
  const response = await request.get("/brand-icons/landing.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  const sprite = await response.text();
  for (const id of ["netflix", "spotify", "microsoft", "chatgpt"]) expect(sprite).toContain(`<view id="${id}" `);
});

test.describe("the production build", () => {
  test("prerendered the landing page in every language, and serves it as built", async ({ request }) => {
    test.skip(test.info().project.name !== "standalone", "the standalone server serves the production build");
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
    for (const { path: url, messages } of LANGUAGES) {
      const route = `/${url.match(/lang=([\w-]+)/)?.[1] ?? "en"}`;
      expect(manifest.routes[route], route).toMatchObject({ initialRevalidateSeconds: false });
      expect(existsSync(path.join(distDir, "standalone", distDir, "server", "app", `${route}.html`)), route).toBe(true);

      const response = await request.get(url);
      const headers = response.headers();
      // Served from the prerendered copy: no render on the server, and a shared cache may keep it.
      expect(headers["x-nextjs-cache"], url).toBe("HIT");
      expect(headers["cache-control"], url).toMatch(/s-maxage=\d{5,}/);
      const html = await response.text();
      expect(html).toContain(messages.landing.hero.title);

      // The policy allows exactly the page's own inline scripts, the theme's bootstrap among them.
      const allowed = headers["content-security-policy"].match(/'sha256-[^']+'/g) ?? [];
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes, body]) => !attributes.includes("src=") && body)
        .map(([, , body]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      expect(inline.length).toBeGreaterThan(2);
      expect(new Set(allowed)).toEqual(new Set(inline));
      expect(html).toMatch(/<head>.*<script>\(function\(\)\{var k="subscription-manager\.theme".*<\/head>/s);
    }
  });

  test("serves the framework's scripts marked for eager compilation, and the page's own as built", async ({ request }) => {
    test.skip(test.info().project.name !== "standalone", "the standalone server serves the production build");
    const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
    const html = await (await request.get("/")).text();
    const pageScripts = [...html.matchAll(/<script src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map(([, file]) => file);
    expect(pageScripts).toEqual(expect.arrayContaining(rootMainFiles));
    for (const file of pageScripts) {
      const body = await (await request.get(`/_next/${file}`)).text();
      expect(body.startsWith(COMPILE_HINT), file).toBe(rootMainFiles.includes(file));
    }
  });
});
