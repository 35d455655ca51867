import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { utcDay } from "./support/dashboard-data";
import { seedSubscription, signInNewUser } from "./support/subscriptions";

// What `npm run bench` prints as the dashboard's first-load JavaScript, held to its budget here so a
// change that puts a dialog, a form or drag-and-drop back on the first load fails a test. Counted
// as the bench does: the scripts the HTML loads, without the nomodule polyfills no modern browser
// fetches; what loads on use or when idle comes later.
const BUDGET_KIB = 190;

test("the dashboard's first load carries at most 190 KiB of JavaScript (gzip), and what it leaves out comes on use", async ({ page }) => {
  await signInNewUser(page, "dash-budget", {
    seed: async (userId) => {
      const base = { brand: "Netflix", currency: "TWD", cycle: "30days", start_date: utcDay(-10) };
      await seedSubscription(userId, { ...base, name: "Netflix", price: 390, end_date: utcDay(20) });
      await seedSubscription(userId, { ...base, name: "Spotify", brand: "Spotify", price: 149, end_date: utcDay(5), cycle: "1year" });
    },
  });

  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain("Netflix");
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g)].filter(([tag]) => !/\bnomodule\b/i.test(tag));
  let bytes = 0;
  for (const src of new Set(scripts.map(([, src]) => src))) bytes += gzipSync(await (await page.request.get(src)).body()).length;
  const kib = bytes / 1024;
  test.info().annotations.push({ type: "first-load JavaScript", description: `${kib.toFixed(1)} KiB gzip` });
  expect(kib, `first-load JavaScript ${kib.toFixed(1)} KiB gzip`).toBeLessThanOrEqual(BUDGET_KIB);
  expect(kib).toBeGreaterThan(50);

  await page.getByRole("button", { name: "Add subscription" }).click();
  await expect(page.getByRole("dialog", { name: "Add subscription" })).toBeVisible({ timeout: 30_000 });
});
