import { defineConfig, devices } from "@playwright/test";
import { E2E_DEV_PORT, E2E_STANDALONE_PORT, E2E_SUPABASE_PORT } from "./scripts/e2e-ports.mjs";
import { localAppEnv } from "./scripts/local-env.mjs";
import baseConfig from "./playwright.config";

// The landing page in the other ways the app runs, after the production build `npm test` made
// (with NEXT_OUTPUT=standalone): from a folder holding only the standalone output, as a deployment
// of the traced files runs it, and under `next dev` with that build still on disk. No backend: the
// landing page needs none until someone signs in.
const standaloneEnv = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_STANDALONE_PORT, host: "127.0.0.1" });
// As `npm run dev` is opened: on localhost, the only origin `next dev` serves its dev resources to.
const devEnv = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_DEV_PORT });

export default defineConfig({
  testDir: "tests/deployment",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { ...baseConfig.use, baseURL: undefined },
  projects: [
    {
      name: "standalone",
      timeout: 60_000,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: standaloneEnv.NEXT_PUBLIC_SITE_URL },
    },
    {
      name: "next dev after a build",
      // The first request of each page compiles it.
      timeout: 240_000,
      expect: { timeout: 60_000 },
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: devEnv.NEXT_PUBLIC_SITE_URL, navigationTimeout: 180_000 },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-standalone.mjs --port ${E2E_STANDALONE_PORT}`,
      url: `${standaloneEnv.NEXT_PUBLIC_SITE_URL}/`,
      env: standaloneEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // What `npm run dev` runs, in this checkout, where the build just written sits in the dist folder.
      command: `npx next dev --port ${E2E_DEV_PORT}`,
      url: `${devEnv.NEXT_PUBLIC_SITE_URL}/`,
      env: devEnv,
      timeout: 240_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
