import { defineConfig, devices, type TraceMode } from "@playwright/test";
import { E2E_APP_PORT, E2E_SMTP_PORT, E2E_SUPABASE_PORT } from "./scripts/e2e-ports.mjs";
import { localAppEnv, localFunctionEnv, TEST_AUTH_ENV } from "./scripts/local-env.mjs";

// scripts/find-chromium.mjs: the headless shell for most specs, the full browser where push is used.
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
const fullBrowser = process.env.CHROMIUM_PATH;
const DISPATCHING_SPECS = ["**/reminders.spec.ts", "**/push.spec.ts", "**/reminder-answers.spec.ts"];
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const appEnv = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_APP_PORT, host: "127.0.0.1" });

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Two runs side by side keep apart their traces, as they keep apart their ports and builds.
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  use: {
    baseURL: appEnv.NEXT_PUBLIC_SITE_URL,
    // Tracing every test cost a third of the suite's time (the screencast most of it), so a trace,
    // without the screencast, is taken when a failed test runs again (on CI), or for every test with
    // E2E_TRACE=retain-on-failure.
    trace: { mode: (process.env.E2E_TRACE as TraceMode | undefined) ?? "on-first-retry", screenshots: false },
    locale: "en-US",
    // As a visitor who asks for reduced motion sees the app (animations and transitions of 0.01 ms):
    // fewer frames to draw and elements still sooner, about 13 % of the run's CPU. Specs whose
    // subject is motion ask for it (the landing's service strip, drag and drop, the theme switch).
    reducedMotion: "reduce",
    launchOptions: { executablePath: headlessShell, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: DISPATCHING_SPECS },
    // A reminder dispatch serves every user in the database: the specs that run dispatches at
    // chosen instants go one at a time, so one's instant never reaches another's users early.
    // The full browser: the headless shell denies the notification permission that push needs.
    {
      name: "dispatch",
      use: {
        ...devices["Desktop Chrome"],
        // Playwright's own full browser where no system one was found.
        channel: fullBrowser ? undefined : "chromium",
        launchOptions: { executablePath: fullBrowser, args: CHROMIUM_ARGS },
      },
      testMatch: DISPATCHING_SPECS,
      workers: 1,
    },
  ],
  // One backend and one production server for every spec file; both stop when the run ends. The
  // backend's ports are apart from `npm run dev`'s; pg_cron jobs run only when a test asks
  // (POST /local/cron/jobs/<name>/run), so schedules never fire in the middle of a spec.
  webServer: [
    {
      command: `node scripts/bundle-functions.mjs && npx tsx supabase/local/main.ts --memory --no-cron --port ${E2E_SUPABASE_PORT} --smtp-port ${E2E_SMTP_PORT}`,
      url: `http://127.0.0.1:${E2E_SUPABASE_PORT}/auth/v1/health`,
      env: { ...localFunctionEnv({ appUrl: appEnv.NEXT_PUBLIC_SITE_URL }), ...TEST_AUTH_ENV },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `npx next start --port ${E2E_APP_PORT}`,
      url: `${appEnv.NEXT_PUBLIC_SITE_URL}/`,
      env: appEnv,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
