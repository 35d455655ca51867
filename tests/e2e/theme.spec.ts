import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openAccountMenu } from "./support/auth";
import { adminClient } from "./support/backend";
import { openLazyMenu } from "./support/menus";
import { mailsTo } from "./support/reminders";
import { signInNewUser } from "./support/subscriptions";

/** The page background's relative luminance, 0 (black) to 1 (white). */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

const html = (page: Page) => page.locator("html");

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One subscription in each status the cards show, and an upcoming price change. */
async function seedEveryStatus(userId: string) {
  // One insert of many rows: every row names every column, or PostgREST sends null for the missing ones.
  const base = {
    user_id: userId, brand: "Brand", currency: "TWD", cycle: "30days", start_date: day(-60), end_date: "2099-01-01",
    auto_renew: true, price: 390, status: "active", trial_ends_on: null, paused_on: null, cancelled_on: null,
  };
  const { data } = await adminClient()
    .from("subscriptions")
    .insert([
      { ...base, name: "Active plan" },
      { ...base, name: "Ending plan", end_date: day(3), auto_renew: false },
      { ...base, name: "Ended plan", end_date: day(-3), auto_renew: false },
      { ...base, name: "Trial plan", status: "trial", trial_ends_on: day(10) },
      { ...base, name: "Paused plan", status: "paused", paused_on: day(-5) },
      { ...base, name: "Cancelled plan", status: "cancelled", cancelled_on: day(-5) },
      { ...base, name: "Lifetime plan", cycle: "once", end_date: day(-60), auto_renew: false },
    ])
    .select("id, name")
    .throwOnError();
  const active = data!.find((row) => row.name === "Active plan")!;
  await adminClient()
    .from("subscription_price_changes")
    .insert({ user_id: userId, subscription_id: active.id, old_price: 390, new_price: 420, effective_date: day(20) })
    .throwOnError();
}

async function expectNoContrastViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  const problems = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
  expect(problems, label).toEqual([]);
}

test.describe("dark mode", () => {
  test.describe("following the system", () => {
    // With motion as most visitors have it: the chosen scheme is on the page at once, with no fade.
    test.use({ colorScheme: "dark", reducedMotion: "no-preference" });

    test("a visitor gets the dark scheme from the system, picks light on the landing page, and keeps it after a reload", async ({ page }) => {
      await page.goto("/");
      await expect(html(page)).not.toHaveClass(/\b(light|dark)\b/);
      expect(await backgroundLuminance(page)).toBeLessThan(0.05);

      await openLazyMenu(page, page.getByRole("banner").getByRole("button", { name: "Theme" }));
      await page.getByRole("menuitemradio", { name: "Light" }).click();
      await expect(html(page)).toHaveClass(/\blight\b/);
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

      await page.reload();
      await expect(html(page)).toHaveClass(/\blight\b/);
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
      expect(await page.evaluate(() => localStorage.getItem("subscription-manager.theme"))).toBe("light");
    });
  });

  test("the avatar menu switches the theme, and every page remembers it until the system is followed again", async ({ page, context }) => {
    await signInNewUser(page, "theme-switch");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await openAccountMenu(page);
    const dark = page.getByRole("menuitemradio", { name: "Dark" });
    await dark.click();
    await expect(dark).toHaveAttribute("aria-checked", "true");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.keyboard.press("Escape");

    // The theme's bootstrap script in <head> sets the class before the first paint.
    await page.goto("/settings");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "subscription-manager.theme")?.value).toBe("dark");

    await openAccountMenu(page);
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(html(page)).not.toHaveClass(/\b(light|dark)\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\b(light|dark)\b/);
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
  });

  for (const saved of ["local storage", "cookie"] as const) {
    test(`a dark theme saved in ${saved} shows on the first paint of the prerendered landing page, before any of Next's scripts run`, async ({ page, context }) => {
      await page.goto("/");
      if (saved === "cookie") {
        await context.addCookies([{ name: "subscription-manager.theme", value: "dark", url: page.url() }]);
      } else {
        await page.evaluate(() => localStorage.setItem("subscription-manager.theme", "dark"));
        await context.clearCookies();
      }
      // Only the HTML and its inline scripts: the page never hydrates.
      const scriptFiles: string[] = [];
      await page.route("**/_next/static/**/*.js", (route) => {
        scriptFiles.push(route.request().url());
        return route.abort();
      });
      const response = await page.goto("/", { waitUntil: "commit" });
      // The same bytes for every visitor: the server did not pick the theme.
      expect(await response?.text()).not.toMatch(/<html[^>]*class="[^"]*\b(light|dark)\b/);
      await page.waitForLoadState("load");
      expect(scriptFiles.length).toBeGreaterThan(0);
      await expect(html(page)).toHaveClass(/\bdark\b/);
      expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    });
  }

  test("a choice kept only in local storage (cookie cleared) is restored", async ({ page, context }) => {
    await signInNewUser(page, "theme-restore");
    await page.evaluate(() => localStorage.setItem("subscription-manager.theme", "dark"));
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    // Written back once the page has hydrated; the class is there from the first paint.
    const themeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "subscription-manager.theme")?.value;
    await expect.poll(themeCookie).toBe("dark");
  });
});

for (const scheme of ["dark", "light"] as const) {
  test.describe(`contrast in the ${scheme} scheme`, () => {
    // Without motion, toasts and dialogs are measured as they rest, not halfway through a fade.
    test.use({ colorScheme: scheme, reducedMotion: "reduce" });

    test("landing page, dashboard (every status, offline too), dialogs, insights, settings and menus pass axe's colour-contrast check", async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto("/");
      await expectNoContrastViolations(page, "landing");

      await signInNewUser(page, `contrast-${scheme}`, { seed: seedEveryStatus });
      await expect(page.getByRole("article", { name: "Trial plan" })).toBeVisible();
      await expectNoContrastViolations(page, "dashboard");

      await page.context().setOffline(true);
      await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
      await expectNoContrastViolations(page, "offline dashboard");
      await page.context().setOffline(false);

      await page.getByRole("button", { name: "Add subscription" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoContrastViolations(page, "add dialog");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Delete Active plan" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoContrastViolations(page, "delete dialog");
      await page.keyboard.press("Escape");

      await page.goto("/insights");
      await expect(page.getByRole("main")).toBeVisible();
      await expectNoContrastViolations(page, "insights");

      await page.goto("/settings");
      await page.getByRole("button", { name: "Create calendar link" }).click();
      await expect(page.getByLabel("Your private calendar link")).toBeVisible();
      await expectNoContrastViolations(page, "settings");

      await openAccountMenu(page);
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoContrastViolations(page, "avatar menu");
    });

    test("the reminder email follows the scheme in mail clients that honour it, and passes the contrast check", async ({ page }) => {
      const user = await signInNewUser(page, `email-${scheme}`, { seed: seedEveryStatus });
      await page.goto("/settings");
      await page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Send me a test" }).click();
      // A dispatch run by the reminder specs meanwhile may also send this user a real digest.
      const testMails = async () => (await mailsTo(user.email)).filter((mail) => mail.html.includes("This is a test sent from your settings."));
      await expect.poll(async () => (await testMails()).length).toBe(1);
      const [mail] = await testMails();
      // The test email has its banner, and the trial ending in 10 days is within the default lead times.
      await page.setContent(mail.html);
      await expect(page.getByText("This is a test sent from your settings.")).toBeVisible();
      await expect(page.getByRole("link", { name: /Trial plan/ })).toBeVisible();
      const luminance = await backgroundLuminance(page);
      if (scheme === "dark") expect(luminance).toBeLessThan(0.05);
      else expect(luminance).toBeGreaterThan(0.85);
      await expectNoContrastViolations(page, "reminder email");
    });
  });
}
