import { expect, test, type Page } from "@playwright/test";
import { seedSubscription, signInNewUser } from "./support/subscriptions";
import { openAccountMenu } from "./support/auth";

const PLAN = {
  name: "Offline plan",
  brand: "Offline plan",
  price: 390,
  currency: "TWD",
  start_date: "2026-01-01",
  end_date: "2099-01-01",
  cycle: "30days",
  auto_renew: true,
};

/** Every cached request URL, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      result[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return result;
  });
}

/** Waits until the worker has saved this user's dashboard for offline use. */
async function waitForOfflineCopy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(async () => Object.entries(await cachedUrls(page)).some(([name, urls]) => name.startsWith("dashboard-copy") && urls.length > 0), {
      timeout: 15_000,
    })
    .toBe(true);
}

test.describe("installable app, offline", () => {
  test("the service worker is registered for the whole app and answers under its own strict headers", async ({ page, request, baseURL }) => {
    await signInNewUser(page, "offline-register");
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toContain("javascript");
    expect(worker.headers()["cache-control"]).toContain("no-cache");
    expect(worker.headers()["content-security-policy"]).toBe("default-src 'self'; script-src 'self'");
    const page_ = await request.get("/");
    expect(page_.headers()["content-security-policy"]).toContain("worker-src 'self'");
  });

  test("the dashboard opens offline as last loaded, read-only, with a notice, and comes back online", async ({ page, context }) => {
    const user = await signInNewUser(page, "offline-dashboard", { seed: (userId) => seedSubscription(userId, PLAN) });
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()["x-offline-copy-user"]).toBe(user.id);
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Offline plan" })).toContainText("NT$390.00");
    const notice = page.getByRole("status").filter({ hasText: "You're offline" });
    await expect(notice).toContainText("read-only");
    for (const name of ["Add subscription", "Import", "Manage categories", "Edit Offline plan", "Delete Offline plan"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
    }
    // Opening the installed app (its start URL) works offline too.
    expect((await page.goto("/dashboard?sort=name"))?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("article", { name: "Offline plan" })).toBeVisible();
    // The notice comes with hydration: only a page that knew it was offline says it is back.
    await expect(notice).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText("You're back online")).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add subscription" })).toBeEnabled();
  });

  test("what is typed in a dialog stays there while offline, and saves once back online", async ({ page, context }) => {
    await signInNewUser(page, "offline-typing", { seed: (userId) => seedSubscription(userId, PLAN) });
    await page.getByRole("button", { name: "Edit Offline plan" }).click();
    const dialog = page.getByRole("dialog");
    const name = dialog.getByLabel("Name", { exact: true });
    await name.fill("Renamed while offline");

    await context.setOffline(true);
    const blocked = dialog.getByRole("button", { name: "Offline — reconnect to save" });
    await expect(blocked).toBeDisabled();
    await expect(name).toHaveValue("Renamed while offline");

    await context.setOffline(false);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("article", { name: "Renamed while offline" })).toBeVisible();
  });

  test("signing out deletes the offline copy, so the next person sees nothing offline", async ({ page, context }) => {
    await signInNewUser(page, "offline-signout", { seed: (userId) => seedSubscription(userId, PLAN) });
    await waitForOfflineCopy(page);

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    const left = await cachedUrls(page);
    expect(Object.keys(left).filter((name) => name.startsWith("dashboard-copy"))).toEqual([]);
    expect(Object.values(left).flat().filter((url) => new URL(url).pathname === "/dashboard")).toEqual([]);

    await context.setOffline(true);
    await expect(page.goto("/dashboard")).rejects.toThrow();
  });

  test("when someone else signs in on the same browser, the previous user's copy is gone before theirs is kept", async ({ page, context }) => {
    await signInNewUser(page, "offline-first", { seed: (userId) => seedSubscription(userId, { ...PLAN, name: "First user's plan" }) });
    await waitForOfflineCopy(page);
    // The session ends without signing out here (it expired, cookies were cleared) and another user signs in.
    await context.clearCookies();
    const second = await signInNewUser(page, "offline-second", { seed: (userId) => seedSubscription(userId, { ...PLAN, name: "Second user's plan" }) });
    await expect
      .poll(async () => page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const copy = await (await caches.open(name)).match("/dashboard");
          if (copy) return copy.headers.get("X-Offline-Copy-User");
        }
        return null;
      }), { timeout: 15_000 })
      .toBe(second.id);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("article", { name: "Second user's plan" })).toBeVisible();
    await expect(page.getByText("First user's plan")).toHaveCount(0);
  });

  test("the worker keeps only this site's static files and the dashboard page: no API answers, no other origins", async ({ page }) => {
    await signInNewUser(page, "offline-cache", { seed: (userId) => seedSubscription(userId, PLAN) });
    await waitForOfflineCopy(page);
    await page.goto("/settings");
    await page.goto("/dashboard");
    const origin = new URL(page.url()).origin;
    const urls = Object.values(await cachedUrls(page)).flat();
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.origin, url).toBe(origin);
      expect(parsed.pathname === "/dashboard" || /^\/(_next\/static|icons|brand-icons)\//.test(parsed.pathname) || /^\/(favicon\.ico|icon\.svg|apple-icon\.png|manifest\.webmanifest)$/.test(parsed.pathname), url).toBe(true);
      expect(parsed.search.includes("_rsc"), url).toBe(false);
    }
  });
});
