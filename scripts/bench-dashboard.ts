// Benchmarks the dashboard against a production build (`npm run build` first) and the local backend:
//   - server render time of /dashboard for users with 0, 100 and 1,000 subscriptions in six currencies
//     (median of warm requests) and the ratio 1,000 : 0;
//   - first-load JavaScript of the dashboard (gzip), empty and with 100 subscriptions (the nomodule
//     polyfills, which no browser with ES modules fetches, apart);
//   - the longest main-thread task while a card is dragged across the sections of 1,000 subscriptions,
//     once as the page opens (a first page of each section) and once with every section showing all.
// Usage: npx tsx scripts/bench-dashboard.ts  (ports and build folder as for the end-to-end tests)
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { E2E_SUPABASE_PORT } from "./e2e-ports.mjs";
import { findChromium } from "./find-chromium.mjs";
import { appUrl, adminClient, createUser, firstLoadJs, isoDay, medianRenderMs, sessionCookies, startApp, type Cookie } from "./bench-support";
import { startLocalSupabase } from "../supabase/local/server";

const ROOT = join(import.meta.dirname, "..");
const SIZES = [0, 100, 1000] as const;
const RUNS = 15;
const CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"];
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const CYCLES = ["30days", "6months", "1year", "custom:days:7", "custom:months:3", "custom:years:2"];

async function seedUser(size: number): Promise<{ email: string; password: string }> {
  const admin = adminClient();
  const email = `bench-dashboard-${size}-${Date.now()}@example.com`;
  const password = "bench-password";
  const userId = await createUser(email, password);
  const categories = await admin
    .from("subscription_categories")
    .insert(["Video", "Music", "Work", "Cloud", "News", "Games", "Home", "Learning"].map((name) => ({ user_id: userId, name, color: "#3498DB" })))
    .select("id");
  if (categories.error) throw categories.error;
  const ids = categories.data.map((row) => row.id as number);
  const rows = Array.from({ length: size }, (_, i) => ({
    user_id: userId,
    name: `Subscription ${String(i).padStart(4, "0")}`,
    brand: `Brand ${i % 50}`,
    price: 1 + ((i * 37) % 500) + 0.99,
    currency: CURRENCIES[i % CURRENCIES.length],
    start_date: isoDay((i % 400) - 60 - (i % 200)),
    end_date: isoDay((i % 400) - 30),
    cycle: CYCLES[i % CYCLES.length],
    auto_renew: i % 3 !== 0,
    icon_url: i % 4 === 0 ? null : "/brand-icons/netflix.svg",
    category_id: i % 9 === 8 ? null : ids[i % ids.length],
  }));
  for (let from = 0; from < rows.length; from += 500) {
    const inserted = await admin.from("subscriptions").insert(rows.slice(from, from + 500));
    if (inserted.error) throw inserted.error;
  }
  return { email, password };
}

type DragFigures = { cards: number; longestMs: number; longTasks: number };

/** Drags the first card across the sections; with `expandAll` every section first shows all its cards. */
async function longestTaskDuringDrag(cookies: Cookie[], expandAll: boolean): Promise<DragFigures> {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "UTC" });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: appUrl })));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: "longtask",
        buffered: true,
      });
    });
    await page.goto(`${appUrl}/dashboard?sort=name`, { waitUntil: "load", timeout: 120_000 });
    await page.locator("[data-rfd-drag-handle-draggable-id]").first().waitFor();
    await page.waitForTimeout(1000);
    if (expandAll) {
      const showAll = page.getByRole("button", { name: /^Show all/ });
      while ((await showAll.count()) > 0) await showAll.first().click();
    }
    const cards = page.locator("[data-rfd-drag-handle-draggable-id]");
    const count = await cards.count();
    // Playwright's own element lookups walk the whole page; they happen before the count starts.
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.waitForTimeout(500);
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    for (let step = 1; step <= 40; step++) {
      await page.mouse.move(x + (step % 2 ? 200 : -200), y + step * 25);
      await page.waitForTimeout(16);
    }
    await page.keyboard.press("Escape");
    await page.mouse.up();
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return { cards: count, longestMs: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length };
  } finally {
    await browser.close();
  }
}

async function main() {
  const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, dataDir: null, log: () => {} });
  const app = await startApp(ROOT).catch(async (error: unknown) => {
    await backend.stop();
    throw error;
  });
  try {
    const users = new Map<number, Cookie[]>();
    for (const size of SIZES) {
      const user = await seedUser(size);
      users.set(size, await sessionCookies(user.email, user.password));
    }
    const render: Record<string, number> = {};
    for (const size of SIZES) render[size] = Math.round(await medianRenderMs("/dashboard", users.get(size)!, "summary-monthly", RUNS));
    const ratio = Number((render[1000] / render[0]).toFixed(2));
    const js = { empty: await firstLoadJs("/dashboard", users.get(0)!), with100: await firstLoadJs("/dashboard", users.get(100)!) };
    const drag = await longestTaskDuringDrag(users.get(1000)!, false);
    const dragAllExpanded = await longestTaskDuringDrag(users.get(1000)!, true);

    const result = {
      measuredAt: new Date().toISOString(),
      loadAverage: loadavg()[0],
      renderMedianMs: render,
      ratio1000to0: ratio,
      firstLoadJs: js,
      dragOver1000: drag,
      dragOver1000Expanded: dragAllExpanded,
      runs: RUNS,
    };
    console.table(Object.entries(render).map(([size, ms]) => ({ subscriptions: Number(size), "median render (ms)": ms })));
    console.log(`ratio 1,000 : 0 = ${ratio} (target ≤ 3)`);
    for (const [label, figures] of [["no subscriptions", js.empty], ["100 subscriptions", js.with100]] as const) {
      console.log(
        `first-load JS, ${label}: ${figures.files} files, ${kib(figures.gzipBytes)} KiB gzip (target ≤ 190), and ${kib(figures.legacyOnlyGzipBytes)} KiB of nomodule polyfills only browsers without ES modules fetch`,
      );
    }
    for (const [label, figures] of [["default view", drag], ["all sections expanded", dragAllExpanded]] as const) {
      console.log(
        `drag, 1,000 subscriptions, ${label} (${figures.cards} cards on the page): longest task ${figures.longestMs} ms, ${figures.longTasks} tasks over 50 ms (target < 200 ms)`,
      );
    }
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(join(ROOT, "bench-results", "dashboard.json"), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    app.stop();
    await backend.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
