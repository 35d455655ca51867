// Benchmarks the insights page against a production build (`npm run build` first) and the local backend:
//   - server render time of /insights for users with 0, 100 and 1,000 subscriptions (median of warm
//     requests) and the ratio 1,000 : 0. The subscriptions mix six currencies and every cycle, trials,
//     pauses, cancellations, one-time purchases, recorded price changes and finished pauses, and the
//     exchange-rate cache holds a rate for every day of the past 400, as on a busy deployment;
//   - the size of the page's HTML, and its first-load JavaScript (gzip).
//   - the dashboard and insights render for a user with 200 monthly subscriptions and five years of
//     recorded payments (12,000 rows), against the same user without payments (target ≤ 1.5×).
// The dashboard's own first-load JavaScript is printed by bench-dashboard.ts.
// Usage: npx tsx scripts/bench-insights.ts [--payments]  (ports and build folder as for the end-to-end
// tests; --payments measures the payments comparison alone)
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { E2E_SUPABASE_PORT } from "./e2e-ports.mjs";
import { adminClient, createUser, firstLoadJs, isoDay, medianRenderMs, pageHtml, sessionCookies, startApp, type Cookie } from "./bench-support";
import { startLocalSupabase } from "../supabase/local/server";

const ROOT = join(import.meta.dirname, "..");
const SIZES = [0, 100, 1000] as const;
const RUNS = 15;
const CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"];
const CYCLES = ["30days", "6months", "1year", "custom:days:7", "custom:months:1", "custom:months:3", "custom:years:2"];
const UNITS_PER_USD: Record<string, number> = { TWD: 31.5, USD: 1, EUR: 0.92, JPY: 149.5, GBP: 0.79, CNY: 7.24 };

const LEDGER_SUBSCRIPTIONS = 200;
const LEDGER_MONTHS = 60;

async function insertAll(
  table: "subscriptions" | "subscription_price_changes" | "subscription_pauses" | "exchange_rates" | "subscription_payments",
  rows: object[],
) {
  const admin = adminClient();
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += 500) {
    const { data, error } = await admin.from(table).insert(rows.slice(from, from + 500)).select("id");
    if (error) throw error;
    ids.push(...data.map((row) => row.id as number));
  }
  return ids;
}

async function seedRates() {
  const rows = [];
  for (let day = -400; day <= 0; day++) {
    for (const base of CURRENCIES.filter((currency) => currency !== "TWD")) {
      const drift = 1 + Math.sin(day / 30) / 50;
      rows.push({ base, target: "TWD", rate: (UNITS_PER_USD.TWD / UNITS_PER_USD[base]) * drift, rate_date: isoDay(day), source: "bench" });
    }
  }
  await insertAll("exchange_rates", rows);
}

function lifecycle(i: number) {
  const nothing = { status: "active", trial_ends_on: null, paused_on: null, cancelled_on: null };
  if (i % 10 === 1) return { ...nothing, status: "cancelled", cancelled_on: isoDay(-(i % 300)) };
  if (i % 20 === 3) return { ...nothing, status: "paused", paused_on: isoDay(-(i % 60)) };
  if (i % 20 === 5) return { ...nothing, status: "trial", trial_ends_on: isoDay(i % 40) };
  return nothing;
}

async function seedUser(size: number): Promise<{ email: string; password: string }> {
  const admin = adminClient();
  const email = `bench-insights-${size}-${Date.now()}@example.com`;
  const password = "bench-password";
  const userId = await createUser(email, password);
  const categories = await admin
    .from("subscription_categories")
    .insert(["Video", "Music", "Work", "Cloud", "News", "Games", "Home", "Learning"].map((name) => ({ user_id: userId, name, color: "#3498DB" })))
    .select("id");
  if (categories.error) throw categories.error;
  const categoryIds = categories.data.map((row) => row.id as number);
  const rows = Array.from({ length: size }, (_, i) => {
    const once = i % 25 === 7;
    const start = (i % 400) - 300 - (i % 100);
    return {
      user_id: userId,
      name: `Subscription ${String(i).padStart(4, "0")}`,
      brand: `Brand ${i % 50}`,
      price: 1 + ((i * 37) % 500) + 0.99,
      currency: CURRENCIES[i % CURRENCIES.length],
      start_date: isoDay(start),
      end_date: isoDay(once ? start : start + 30),
      cycle: once ? "once" : CYCLES[i % CYCLES.length],
      auto_renew: !once && i % 7 !== 0,
      icon_url: null,
      category_id: i % 9 === 8 ? null : categoryIds[i % categoryIds.length],
      ...(once ? { status: "active", trial_ends_on: null, paused_on: null, cancelled_on: null } : lifecycle(i)),
    };
  });
  // A trial ends on or after its start date.
  for (const row of rows) if (row.trial_ends_on && row.trial_ends_on < row.start_date) row.trial_ends_on = row.start_date;
  const ids = await insertAll("subscriptions", rows);
  const changes = ids.flatMap((id, i) =>
    i % 5 === 0
      ? [
          { subscription_id: id, user_id: userId, old_price: rows[i].price, new_price: rows[i].price + 1, effective_date: isoDay(-(i % 200)) },
          { subscription_id: id, user_id: userId, old_price: rows[i].price + 1, new_price: rows[i].price + 2, effective_date: isoDay(i % 150) },
        ]
      : [],
  );
  await insertAll("subscription_price_changes", changes);
  const pauses = ids.flatMap((id, i) =>
    i % 20 === 11 ? [{ subscription_id: id, user_id: userId, paused_on: isoDay(-120), resumed_on: isoDay(-60) }] : [],
  );
  await insertAll("subscription_pauses", pauses);
  return { email, password };
}

/** The first of the month `months` from this one, plus `day` days (under 28: no month-end clamping). */
function monthDay(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1 + day)).toISOString().slice(0, 10);
}

/** 200 monthly subscriptions running five years; with payments, each past charge recorded, one in ten at another amount. */
async function seedLedgerUser(withPayments: boolean): Promise<{ email: string; password: string }> {
  const email = `bench-ledger-${withPayments ? "paid" : "unpaid"}-${Date.now()}@example.com`;
  const password = "bench-password";
  const userId = await createUser(email, password);
  const rows = Array.from({ length: LEDGER_SUBSCRIPTIONS }, (_, i) => ({
    user_id: userId,
    name: `Ledger ${String(i).padStart(3, "0")}`,
    brand: `Brand ${i % 50}`,
    price: 100 + i,
    currency: i % 4 === 0 ? "USD" : "TWD",
    start_date: monthDay(-LEDGER_MONTHS, i % 27),
    end_date: monthDay(1 - LEDGER_MONTHS, i % 27),
    cycle: "custom:months:1",
    auto_renew: true,
    icon_url: null,
    category_id: null,
  }));
  const ids = await insertAll("subscriptions", rows);
  if (withPayments) {
    const payments = ids.flatMap((id, i) =>
      Array.from({ length: LEDGER_MONTHS }, (_, month) => {
        const due = monthDay(month - LEDGER_MONTHS, i % 27);
        return { user_id: userId, subscription_id: id, due_on: due, paid_on: due, state: "paid", amount: rows[i].price + (month % 10 === 0 ? 5 : 0), currency: rows[i].currency };
      }),
    );
    await insertAll("subscription_payments", payments);
  }
  return { email, password };
}

type Renders = { dashboard: number; insights: number };
type LedgerResult = { subscriptions: number; rows: number; renderMedianMs: { without: Renders; with: Renders }; ratio: Renders };

async function ledgerRenders(): Promise<LedgerResult> {
  const render: Record<string, Renders> = {};
  const users = { without: await seedLedgerUser(false), with: await seedLedgerUser(true) };
  for (const [label, user] of Object.entries(users)) {
    const cookies = await sessionCookies(user.email, user.password);
    render[label] = {
      // The signed-in dashboard is the site's root; /dashboard answers with the landing page.
      dashboard: Math.round(await medianRenderMs("/", cookies, "summary-monthly", RUNS)),
      insights: Math.round(await medianRenderMs("/insights", cookies, "figure-monthly", RUNS)),
    };
  }
  const ratio = (page: keyof Renders) => Number((render.with[page] / render.without[page]).toFixed(2));
  return {
    subscriptions: LEDGER_SUBSCRIPTIONS,
    rows: LEDGER_SUBSCRIPTIONS * LEDGER_MONTHS,
    renderMedianMs: { without: render.without, with: render.with },
    ratio: { dashboard: ratio("dashboard"), insights: ratio("insights") },
  };
}

function printLedger(ledger: LedgerResult, file: string | null) {
  console.table(
    (["dashboard", "insights"] as const).map((page) => ({
      page,
      "without payments (ms)": ledger.renderMedianMs.without[page],
      [`with ${ledger.rows} payments (ms)`]: ledger.renderMedianMs.with[page],
      ratio: ledger.ratio[page],
    })),
  );
  console.log(`payments: ${ledger.subscriptions} subscriptions, ${ledger.rows} payments (target ≤ 1.5×)`);
  if (file) {
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    const result = { measuredAt: new Date().toISOString(), loadAverage: loadavg()[0], ...ledger, runs: RUNS };
    writeFileSync(join(ROOT, "bench-results", file), `${JSON.stringify(result, null, 2)}\n`);
  }
}

async function main() {
  const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, dataDir: null, log: () => {} });
  const app = await startApp(ROOT).catch(async (error: unknown) => {
    await backend.stop();
    throw error;
  });
  try {
    await seedRates();
    if (process.argv.includes("--payments")) {
      printLedger(await ledgerRenders(), "insights-payments.json");
      return;
    }
    const users = new Map<number, Cookie[]>();
    for (const size of SIZES) {
      const user = await seedUser(size);
      users.set(size, await sessionCookies(user.email, user.password));
    }
    const render: Record<string, number> = {};
    for (const size of SIZES) render[size] = Math.round(await medianRenderMs("/insights", users.get(size)!, "figure-monthly", RUNS));
    const ratio = Number((render[1000] / render[0]).toFixed(2));
    const js = await firstLoadJs("/insights", users.get(1000)!);
    const htmlKiB: Record<string, number> = {};
    for (const size of SIZES) htmlKiB[size] = Math.round((await pageHtml("/insights", users.get(size)!)).length / 1024);

    const ledger = await ledgerRenders();
    const result = {
      measuredAt: new Date().toISOString(),
      loadAverage: loadavg()[0],
      renderMedianMs: render,
      ratio1000to0: ratio,
      htmlKiB,
      firstLoadJs: js,
      payments: ledger,
      runs: RUNS,
    };
    console.table(SIZES.map((size) => ({ subscriptions: size, "median render (ms)": render[size], "HTML (KiB)": htmlKiB[size] })));
    console.log(`ratio 1,000 : 0 = ${ratio} (target ≤ 3)`);
    printLedger(ledger, null);
    console.log(`insights first-load JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip (and ${(js.legacyOnlyGzipBytes / 1024).toFixed(1)} KiB of nomodule polyfills)`);
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(join(ROOT, "bench-results", "insights.json"), `${JSON.stringify(result, null, 2)}\n`);
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
