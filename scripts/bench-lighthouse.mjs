// Lighthouse benchmark (mobile preset, simulated throttling, headless Chromium): the landing page
// in its three languages next to an empty Next.js page built with the same next, react and
// react-dom (scripts/bench-fixtures/empty-next), and the signed-in dashboard (demo account).
// Also the first-load JavaScript of the landing and the empty page. Prints one table and writes
// bench-results/lighthouse.json.
//
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:3100] [--runs 5] [--skip-dashboard]
//
// Needs a production server of the app at --url and the local backend it points at, seeded (the
// dashboard run signs in as demo@example.com). Builds and serves the empty page itself.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./find-chromium.mjs";
import { waitFor } from "./local-env.mjs";

const appPort = Number(process.env.E2E_APP_PORT || 3100);
const { values } = parseArgs({
  options: {
    url: { type: "string", default: `http://127.0.0.1:${appPort}` },
    runs: { type: "string", default: "5" },
    "baseline-port": { type: "string", default: String(appPort + 98) },
    "skip-dashboard": { type: "boolean", default: false },
  },
});
const origin = values.url.replace(/\/+$/, "");
const RUNS = Number(values.runs);
const chromePath = findChromium() ?? chromium.executablePath();
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];
const FIXTURE = path.resolve(import.meta.dirname, "bench-fixtures/empty-next");
const DEMO = { email: "demo@example.com", password: "demo-password" };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await page.getByRole("button", { name: "Account menu" }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects only: the browser and its session cookies stay for Lighthouse.
    await browser.close();
  }
}

/**
 * What the unthrottled load really did, in ms after navigation: when the largest element reached the
 * screen, and when the first of Next's scripts ran. Lighthouse simulates LCP from every request and
 * script that finished before that paint, so a page whose scripts run before its hero is on screen
 * is charged their download on a slow connection.
 */
function observedTimings({ lhr, artifacts }) {
  const metrics = lhr.audits.metrics.details.items[0];
  const scriptStarts = artifacts.Trace.traceEvents
    .filter((event) => event.name === "EvaluateScript" && event.args?.data?.url?.includes("/_next/static/"))
    .map((event) => event.ts);
  return {
    observedLcpMs: Math.round(metrics.observedLargestContentfulPaint),
    firstScriptMs: scriptStarts.length ? Math.round((Math.min(...scriptStarts) - metrics.observedNavigationStartTs) / 1000) : null,
  };
}

/**
 * One Lighthouse run of a page. A run Lighthouse itself could not complete (it reports a
 * `runtimeError` and leaves the metrics out, as when the page's first paint was not seen) is tried
 * again, at most twice, rather than ending the whole benchmark.
 */
async function runLighthouse(page, attemptsLeft = 3) {
  const run = await runLighthouseOnce(page);
  if (!run.runtimeError) return run;
  if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${page.url}: ${run.runtimeError}`);
  console.log(`${page.url}: Lighthouse reported ${run.runtimeError}; running it again`);
  return runLighthouse(page, attemptsLeft - 1);
}

async function runLighthouseOnce({ url, signedIn = false }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (signedIn) await signIn(chrome.port);
    // Lighthouse's default config is the mobile preset (Moto G Power, simulated slow 4G). It clears
    // the HTTP cache before loading but keeps cookies, so a signed-in run stays signed in.
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) return { runtimeError: `${runtimeError.code}: ${runtimeError.message}` };
    const unmeasured = METRICS.find((id) => typeof audits[id].numericValue !== "number");
    if (unmeasured) return { runtimeError: `${unmeasured}: ${audits[unmeasured].errorMessage ?? "no value"}` };
    if (signedIn && !new URL(finalDisplayedUrl).pathname.startsWith("/dashboard")) {
      throw new Error(`expected the dashboard, Lighthouse ended on ${finalDisplayedUrl}`);
    }
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)])),
      fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
      // The document's time to first byte as observed (no throttling applies to the server's own time).
      ttfbMs: Math.round(audits["server-response-time"].numericValue),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      ...observedTimings(result),
      speedIndexMs: Math.round(audits["speed-index"].numericValue),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && !["informative", "notApplicable"].includes(audit.scoreDisplayMode))
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** Sum of gzip sizes of every script the page loads, up to two seconds after the load event. */
async function firstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    const files = await Promise.all(scripts);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}

async function startEmptyPage() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", EMPTY_NEXT_DIST_DIR: ".next-bench" };
  delete env.NEXT_DIST_DIR;
  const nextBin = path.resolve("node_modules/next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: FIXTURE, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`The empty page's build failed:\n${build.stdout}\n${build.stderr}`);
  const port = values["baseline-port"];
  const server = spawn(process.execPath, [nextBin, "start", "--port", port], { cwd: FIXTURE, env, stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.kill() };
}

const empty = await startEmptyPage();
try {
  const pages = [
    { name: "empty Next.js page", url: empty.url },
    { name: "landing /", url: `${origin}/` },
    { name: "landing /?lang=zh-TW", url: `${origin}/?lang=zh-TW` },
    { name: "landing /?lang=es", url: `${origin}/?lang=es` },
    ...(values["skip-dashboard"] ? [] : [{ name: "dashboard (signed in)", url: `${origin}/dashboard`, signedIn: true }]),
  ];

  // Lighthouse varies from run to run, and this machine is shared: every page gets one discarded
  // warm-up run (cold server, cold disk cache), then the measured runs go round the pages in turn,
  // so a slow moment costs every page a run rather than one page all of them.
  for (const page of pages) await runLighthouse(page);
  const runs = new Map(pages.map((page) => [page, []]));
  for (let i = 0; i < RUNS; i++) for (const page of pages) runs.get(page).push(await runLighthouse(page));

  const results = pages.map((page) => {
    const measured = runs.get(page);
    return {
      page: page.name,
      url: page.url,
      performance: median(measured.map((run) => run.scores.performance)),
      performanceRuns: measured.map((run) => run.scores.performance),
      lcpMs: median(measured.map((run) => run.lcpMs)),
      fcpMs: median(measured.map((run) => run.fcpMs)),
      ttfbMs: median(measured.map((run) => run.ttfbMs)),
      tbtMs: median(measured.map((run) => run.tbtMs)),
      cls: median(measured.map((run) => run.cls)),
      observedLcpMs: median(measured.map((run) => run.observedLcpMs)),
      firstScriptMs: median(measured.map((run) => run.firstScriptMs)),
      otherScores: Object.fromEntries(CATEGORIES.slice(1).map((id) => [id, median(measured.map((run) => run.scores[id]))])),
      failingAudits: [...new Set(measured.flatMap((run) => run.failing))],
      runs: measured,
    };
  });
  const baseline = results[0];

  console.log(`\nLighthouse, mobile preset: medians of ${RUNS} runs per page after a warm-up run`);
  console.table(
    results.map((result) => ({
      page: result.page,
      performance: result.performance,
      runs: result.performanceRuns.join(" "),
      "LCP ms": result.lcpMs,
      "FCP ms": result.fcpMs,
      "TTFB ms": result.ttfbMs,
      "TBT ms": result.tbtMs,
      CLS: result.cls,
      "Δ performance": result === baseline ? "" : result.performance - baseline.performance,
      "Δ LCP ms": result === baseline ? "" : result.lcpMs - baseline.lcpMs,
      "a11y / bp / seo": Object.values(result.otherScores).join(" / "),
      "paint / 1st script (observed ms)": `${result.observedLcpMs} / ${result.firstScriptMs}`,
    })),
  );
  for (const result of results) {
    if (result.failingAudits.length) console.log(`${result.page}: audits below 1 in some run: ${result.failingAudits.join(", ")}`);
  }
  for (const result of results.filter((r) => r.page.startsWith("landing"))) {
    const ok = result.performance >= baseline.performance - 2 && result.lcpMs <= 2000;
    console.log(`${result.page}: ${ok ? "within" : "OUTSIDE"} the target (performance ≥ empty − 2, simulated LCP ≤ 2,000 ms)`);
  }
  const dashboard = results.find((r) => r.page.startsWith("dashboard"));
  if (dashboard) console.log(`dashboard (signed in): performance median ${dashboard.performance} (target ≥ 90)`);

  const js = { landing: await firstLoadJs(`${origin}/`), empty: await firstLoadJs(empty.url) };
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log("\nFirst-load JavaScript");
  console.table(
    Object.fromEntries(
      Object.entries(js).map(([name, figures]) => [name, { files: figures.files, "KB gzip": kb(figures.gzipBytes), "KB raw": kb(figures.rawBytes) }]),
    ),
  );
  console.log(`Landing minus empty page: ${kb(js.landing.gzipBytes - js.empty.gzipBytes)} KB gzip`);

  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/lighthouse.json",
    `${JSON.stringify({ date: new Date().toISOString(), origin, runs: RUNS, lighthouse: results, firstLoadJs: js }, null, 2)}\n`,
  );
  console.log("\nWrote bench-results/lighthouse.json");
} finally {
  empty.stop();
}
