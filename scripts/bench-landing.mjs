// Landing page benchmark: Lighthouse (mobile preset, headless Chromium) for the three language
// URLs, and first-load JavaScript of `/` against an empty Next.js page built with the same
// versions. Prints a table and writes bench-results/landing.json.
//
//   node scripts/bench-landing.mjs [--url http://127.0.0.1:3204] [--skip-baseline]
//
// Needs a production server of the app at --url (e.g. `npm run build && npx next start`) and the
// local backend it points at. Runs offline: Chromium is $CHROMIUM_PATH or Debian's /usr/bin/chromium.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./find-chromium.mjs";
import { waitFor } from "./local-env.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: `http://127.0.0.1:${process.env.E2E_APP_PORT || 3100}` },
    "skip-baseline": { type: "boolean", default: false },
    "baseline-port": { type: "string", default: "3299" },
  },
});
const origin = values.url.replace(/\/+$/, "");
const chromePath = findChromium() ?? chromium.executablePath();
const PAGES = ["/", "/?lang=zh-TW", "/?lang=es"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    // Lighthouse's default config is the mobile preset (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => `${audit.id} (${audit.score})`);
    return {
      url,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)])),
      metrics: {
        fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
        lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(audits["total-blocking-time"].numericValue),
        cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        speedIndexMs: Math.round(audits["speed-index"].numericValue),
      },
      failing,
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
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })));
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

const EMPTY_LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
const EMPTY_PAGE = `export default function Page() {\n  return <main />;\n}\n`;

/** Builds and serves an empty App Router page with this repository's next/react, measures it, stops it. */
async function emptyPageJs() {
  const dir = mkdtempSync(path.join(tmpdir(), "empty-next-"));
  try {
    mkdirSync(path.join(dir, "app"));
    writeFileSync(path.join(dir, "app/layout.tsx"), EMPTY_LAYOUT);
    writeFileSync(path.join(dir, "app/page.tsx"), EMPTY_PAGE);
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { jsx: "preserve", strict: true, module: "esnext", moduleResolution: "bundler", skipLibCheck: true } }),
    );
    const modules = path.join(dir, "node_modules");
    mkdirSync(modules);
    for (const name of ["next", "react", "react-dom", "@next", "@swc", "styled-jsx", "scheduler", "typescript", "@types", "caniuse-lite", "postcss", "nanoid", "picocolors", "source-map-js", "client-only", "sharp", "@img", "detect-libc", "semver", "baseline-browser-mapping"]) {
      try {
        cpSync(path.resolve("node_modules", name), path.join(modules, name), { recursive: true, dereference: true });
      } catch {
        // Optional packages may be absent; next reports anything it really needs.
      }
    }
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    delete env.NEXT_DIST_DIR;
    const nextBin = path.join(modules, "next/dist/bin/next");
    const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`Empty page build failed:\n${build.stdout}\n${build.stderr}`);
    const port = values["baseline-port"];
    const server = spawn(process.execPath, [nextBin, "start", "--port", port], { cwd: dir, env, stdio: "ignore" });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      return await firstLoadJs(`http://127.0.0.1:${port}/`);
    } finally {
      server.kill();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

// Lighthouse varies from run to run (a cold server or browser alone can cost a second): each URL
// gets one discarded warm-up run, then RUNS measured ones, and the run with the median performance
// score is kept. Five runs is what Lighthouse's own guide on variability recommends for a median.
const RUNS = 5;
async function medianLighthouse(url) {
  await runLighthouse(url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...runs[Math.floor(RUNS / 2)], performanceRuns: runs.map((run) => run.scores.performance) };
}

const lighthouseResults = [];
for (const pagePath of PAGES) lighthouseResults.push(await medianLighthouse(`${origin}${pagePath}`));
const landing = await firstLoadJs(`${origin}/`);
const empty = values["skip-baseline"] ? null : await emptyPageJs();

console.log("\nLighthouse (mobile preset)");
console.table(
  lighthouseResults.map(({ url, scores, metrics, performanceRuns }) => ({
    url: url.replace(origin, "") || "/",
    ...scores,
    "FCP ms": metrics.fcpMs,
    "LCP ms": metrics.lcpMs,
    "TBT ms": metrics.tbtMs,
    CLS: metrics.cls,
    "performance runs": performanceRuns.join(" "),
  })),
);
for (const { url, failing } of lighthouseResults) {
  if (failing.length) console.log(`${url} audits below 1: ${failing.join(", ")}`);
}
console.log("\nFirst-load JavaScript (gzip)");
console.table({
  landing: { files: landing.files, "KB gzip": kb(landing.gzipBytes), "KB raw": kb(landing.rawBytes) },
  ...(empty && { "empty Next.js page": { files: empty.files, "KB gzip": kb(empty.gzipBytes), "KB raw": kb(empty.rawBytes) } }),
});
if (empty) console.log(`Landing minus empty page: ${kb(landing.gzipBytes - empty.gzipBytes)} KB gzip (budget 25 KB)`);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/landing.json",
  JSON.stringify({ date: new Date().toISOString(), origin, lighthouse: lighthouseResults, firstLoadJs: { landing, empty } }, null, 2),
);
console.log("\nWrote bench-results/landing.json");
