import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { JWT_SECRET, SECRET_KEY, SERVICE_ROLE_KEY } from "../../supabase/local/keys";
import { signIn } from "./support/auth";
import { createConfirmedUser } from "./support/backend";
import { watchForProblems } from "./support/page-problems";

/** The nonce a page's policy allows scripts with, or null when it does not allow them by nonce alone. */
function scriptNonce(csp: string): string | null {
  return csp.match(/(?:^|; )script-src 'nonce-([^']+)' 'strict-dynamic'(?: 'sha256-[^']+')?(?:;|$)/)?.[1] ?? null;
}

test.describe("security", () => {
  for (const url of ["/", "/?lang=es", "/dashboard", "/no-such-page"]) {
    test(`security headers on ${url}`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      // The landing page is prerendered: its policy lists its scripts' hashes instead of a nonce.
      if (url.startsWith("/?") || url === "/") expect(csp, csp).toMatch(/(?:^|; )script-src 'self'( 'sha256-[\w+/=]+')+(?:;|$)/);
      else expect(scriptNonce(csp), csp).not.toBeNull();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  test("a signed-out visit to a signed-in page goes home with a relative Location", async ({ request }) => {
    for (const [url, home] of [["/dashboard", "/"], ["/settings?lang=es", "/?lang=es"]]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      expect(response.headers().location, url).toBe(home);
    }
  });

  test("a page rendered per request has the request's nonce on every script, new on every request", async ({ request }) => {
    const nonces = new Set<string>();
    for (const url of ["/reminders/no-such-link", "/reminders/no-such-link", "/reminders/no-such-link?lang=zh-TW"]) {
      const response = await request.get(url);
      const nonce = scriptNonce(response.headers()["content-security-policy"] ?? "");
      expect(nonce).not.toBeNull();
      nonces.add(nonce!);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      // All but one: the theme's bootstrap script, allowed by its hash (lib/security/csp.ts).
      expect(executable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual(["<script>"]);
    }
    expect(nonces.size).toBe(3);
  });

  test("the landing page and the dashboard run under their policy without a violation", async ({ page }) => {
    const problems = await watchForProblems(page);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    const user = await createConfirmedUser("csp");
    await signIn(page, user.email, user.password);
    await expect(page.locator("#summary-monthly")).toBeVisible();
    expect(problems).toEqual([]);
  });

  const redirects = [
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%2F/evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "javascript:alert(1)",
  ];
  for (const next of redirects) {
    test(`/auth/callback refuses next=${next}`, async ({ request }) => {
      const response = await request.get(`/auth/callback?code=bogus&next=${encodeURIComponent(next)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      const base = new URL(test.info().project.use.baseURL!);
      const location = new URL(response.headers().location, base);
      expect(location.host).toBe(base.host);
      expect(location.pathname).toBe("/");
    });
  }

  test("a bad code lands on / with a translated explanation", async ({ page }) => {
    await page.goto("/auth/callback?code=not-a-real-code");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("The sign-in link is invalid or has expired. Please sign in again.")).toBeVisible();
  });

  test("no secret reaches a client bundle", () => {
    const secrets = [SERVICE_ROLE_KEY, SECRET_KEY, JWT_SECRET, "service_role"];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|html|css|json)$/.test(entry)) {
          const text = readFileSync(file, "utf8");
          for (const secret of secrets) if (text.includes(secret)) offenders.push(`${file}: ${secret.slice(0, 12)}…`);
        }
      }
    };
    walk(path.join(process.env.NEXT_DIST_DIR || ".next", "static"));
    expect(offenders).toEqual([]);
  });
});
