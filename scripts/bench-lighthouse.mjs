// Lighthouse benchmark (mobile preset, simulated throttling, headless Chromium): the landing page
// in its three languages next to an empty Next.js page built with the same next, react and
// react-dom (scripts/bench-fixtures/empty-next), and the signed-in dashboard (demo account).
// Also the first-load JavaScript of the landing and the empty page. Prints one table and writes
// bench-results/lighthouse.json.
//
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:3100] [--runs 5] [--skip-dashboard] [--skip-http2]
//
// The landing and the empty page are measured twice: as `next start` serves them (HTTP/1.1), and
// through a local HTTP/2 front with TLS (scripts/http2-proxy.mjs), as a deployment serves them.
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
import { startHttp2Proxy } from "./http2-proxy.mjs";
import { waitFor } from "./local-env.mjs";

const appPort = Number(process.env.E2E_APP_PORT || 3100);
const { values } = parseArgs({
  options: {
    url: { type: "string", default: `http://127.0.0.1:${appPort}` },
    runs: { type: "string", default: "5" },
    "baseline-port": { type: "string", default: String(appPort + 98) },
    "skip-dashboard": { type: "boolean", default: false },
    "skip-http2": { type: "boolean", default: false },
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
  const events = artifacts.Trace.traceEvents;
  const scriptStarts = events
    .filter((event) => event.name === "EvaluateScript" && event.args?.data?.url?.includes("/_next/static/"))
    .map((event) => event.ts);
  return {
    observedLcpMs: Math.round(metrics.observedLargestContentfulPaint),
    firstScriptMs: scriptStarts.length ? Math.round((Math.min(...scriptStarts) - metrics.observedNavigationStartTs) / 1000) : null,
    firstFrameHeldMs: firstFrameHeldMs(events, metrics.observedNavigationStartTs),
    firstLayoutTaskMs: firstLayoutTaskMs(events, metrics.observedNavigationStartTs),
  };
}

/** The first contentful paint after navigation, and whether an event ran on its (the page's main) thread after navigation. */
function firstPaintOf(events, navigationStartTs) {
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.ts > navigationStartTs);
  if (!fcp) return null;
  return { fcp, onMainThread: (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ts > navigationStartTs };
}

/**
 * How long the main-thread task of the page's first layout took, unthrottled. Lighthouse counts it
 * four times over (its CPU slowdown) before the first paint. On Linux most of it is the renderer
 * waiting for the browser process to match fonts, once per family and per size and weight of text
 * (a Chromium run with --single-process lays out the landing in about 40 ms instead of 100 to 180).
 */
function firstLayoutTaskMs(events, navigationStartTs) {
  const firstPaint = firstPaintOf(events, navigationStartTs);
  if (!firstPaint) return null;
  const { onMainThread } = firstPaint;
  const layout = events.find((event) => onMainThread(event) && event.name === "Layout");
  const task = layout && events.find((event) => onMainThread(event) && event.name === "RunTask" && event.ts <= layout.ts && event.ts + event.dur >= layout.ts);
  return task ? Math.round(task.dur / 1000) : null;
}

/**
 * How long the first frame took to reach the screen after the page's renderer had painted it: the
 * first contentful paint's timestamp (when the frame was presented) minus the end of the first
 * main-thread paint before it. Normally 10 to 80 ms. In this headless, software-composited
 * Chromium it is sometimes about a second, on any page of the app (the privacy page too), with the
 * renderer idle and its compositor dropping every frame meanwhile; Lighthouse then charges the
 * page every script that arrived during that second.
 */
function firstFrameHeldMs(events, navigationStartTs) {
  const firstPaint = firstPaintOf(events, navigationStartTs);
  if (!firstPaint) return null;
  const { fcp, onMainThread } = firstPaint;
  const paint = events.find((event) => event.name === "Paint" && onMainThread(event) && event.ts < fcp.ts);
  return paint ? Math.round((fcp.ts - (paint.ts + (paint.dur ?? 0))) / 1000) : null;
}

/** A first frame held this long measures the stall described above, not the page. */
const HELD_FRAME_MS = 500;

/**
 * One Lighthouse run of a page. A run Lighthouse itself could not complete (it reports a
 * `runtimeError` and leaves the metrics out, as when the page's first paint was not seen) is tried
 * again, at most twice, rather than ending the whole benchmark. So is a run whose first frame was
 * held (`firstFrameHeldMs`); if all three are held, the last one counts. Each result says how
 * many held runs were set aside for it, and the table prints their total per page.
 */
async function runLighthouse(page, attemptsLeft = 3, heldRunsSetAside = 0) {
  const run = await runLighthouseOnce(page);
  if (run.runtimeError) {
    if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${page.url}: ${run.runtimeError}`);
    console.log(`${page.url}: Lighthouse reported ${run.runtimeError}; running it again`);
    return runLighthouse(page, attemptsLeft - 1, heldRunsSetAside);
  }
  if (run.firstFrameHeldMs > HELD_FRAME_MS && attemptsLeft > 1) {
    console.log(`${page.url}: first frame held ${run.firstFrameHeldMs} ms after its paint; running it again`);
    return runLighthouse(page, attemptsLeft - 1, heldRunsSetAside + 1);
  }
  return { ...run, heldRunsSetAside };
}

async function runLighthouseOnce({ url, signedIn = false, selfSigned = false }) {
  const chromeFlags = selfSigned ? [...CHROME_FLAGS, "--ignore-certificate-errors"] : CHROME_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
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
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return { origin, url: `${origin}/`, port: Number(port), stop: () => server.kill() };
}

/** The empty page and the landing in its three languages, served from the two origins given. */
function comparedPages({ emptyOrigin, appOrigin, protocol, selfSigned = false }) {
  const suffix = protocol === "HTTP/2" ? " (HTTP/2)" : "";
  return [
    { name: `empty Next.js page${suffix}`, url: `${emptyOrigin}/`, protocol, selfSigned, baseline: true },
    { name: `landing /${suffix}`, url: `${appOrigin}/`, protocol, selfSigned },
    { name: `landing /?lang=zh-TW${suffix}`, url: `${appOrigin}/?lang=zh-TW`, protocol, selfSigned },
    { name: `landing /?lang=es${suffix}`, url: `${appOrigin}/?lang=es`, protocol, selfSigned },
  ];
}

const empty = await startEmptyPage();
const http2Fronts = values["skip-http2"]
  ? []
  : [
      await startHttp2Proxy({ port: empty.port - 1, targetPort: empty.port }),
      await startHttp2Proxy({ port: empty.port + 1, targetPort: Number(new URL(origin).port) }),
    ];
try {
  const pages = [
    ...comparedPages({ emptyOrigin: empty.origin, appOrigin: origin, protocol: "HTTP/1.1" }),
    ...(http2Fronts.length
      ? comparedPages({ emptyOrigin: http2Fronts[0].origin, appOrigin: http2Fronts[1].origin, protocol: "HTTP/2", selfSigned: true })
      : []),
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
      protocol: page.protocol ?? "HTTP/1.1",
      baseline: Boolean(page.baseline),
      performance: median(measured.map((run) => run.scores.performance)),
      performanceRuns: measured.map((run) => run.scores.performance),
      lcpMs: median(measured.map((run) => run.lcpMs)),
      fcpMs: median(measured.map((run) => run.fcpMs)),
      ttfbMs: median(measured.map((run) => run.ttfbMs)),
      tbtMs: median(measured.map((run) => run.tbtMs)),
      cls: median(measured.map((run) => run.cls)),
      observedLcpMs: median(measured.map((run) => run.observedLcpMs)),
      firstScriptMs: median(measured.map((run) => run.firstScriptMs)),
      firstLayoutTaskMs: median(measured.map((run) => run.firstLayoutTaskMs)),
      otherScores: Object.fromEntries(CATEGORIES.slice(1).map((id) => [id, median(measured.map((run) => run.scores[id]))])),
      failingAudits: [...new Set(measured.flatMap((run) => run.failing))],
      heldRunsSetAside: measured.reduce((sum, run) => sum + run.heldRunsSetAside, 0),
      runs: measured,
    };
  });
  // Each landing row is compared with the empty page served the same way.
  const baselineOf = (result) => results.find((other) => other.baseline && other.protocol === result.protocol);

  console.log(`\nLighthouse, mobile preset: medians of ${RUNS} runs per page after a warm-up run`);
  console.table(
    results.map((result) => {
      const baseline = baselineOf(result);
      return {
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
        "paint / 1st script / 1st layout task (observed ms)": `${result.observedLcpMs} / ${result.firstScriptMs} / ${result.firstLayoutTaskMs}`,
        "held runs run again": result.heldRunsSetAside,
      };
    }),
  );
  for (const result of results) {
    if (result.failingAudits.length) console.log(`${result.page}: audits below 1 in some run: ${result.failingAudits.join(", ")}`);
  }
  for (const result of results.filter((r) => r.page.startsWith("landing"))) {
    const ok = result.performance >= baselineOf(result).performance - 2 && result.lcpMs <= 2000;
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
  for (const front of http2Fronts) await front.stop();
  empty.stop();
}
