// `npm test`: everything a user's trust depends on, needing nothing running beforehand. Side by side:
//   - lint, and the unit and backend tests (vitest);
//   - the production build (which type-checks the app), then the end-to-end tests (Playwright)
//     against `next start` and the local backend beside the type checks of the local server and
//     the edge functions, then the landing page from that build's standalone output alone and under
//     `next dev` with the build on disk (playwright.deployment.config.ts).
// `--only lint|types|unit|backend|e2e` runs one part; e2e includes the build and the deployment
// tests. Files named after the options narrow that part to them (`--only e2e tests/e2e/auth.spec.ts`),
// `--no-build` reuses the last production build and `--dry-run` prints the commands instead of
// running them.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import { bundleFunctions } from "./bundle-functions.mjs";
import { findChromium } from "./find-chromium.mjs";
import { localAppEnv } from "./local-env.mjs";

const { values, positionals: files } = parseArgs({
  options: { only: { type: "string" }, "no-build": { type: "boolean" }, "dry-run": { type: "boolean" } },
  allowPositionals: true,
});
const only = values.only;
const dryRun = values["dry-run"];
if (files.length > 0 && !["unit", "backend", "e2e"].includes(only ?? "")) {
  console.error("Name files with --only unit, --only backend or --only e2e.");
  process.exit(2);
}
const deploymentFiles = files.filter((file) => file.includes("tests/deployment"));
const e2eFiles = files.filter((file) => !file.includes("tests/deployment"));
const wants = (part) => !only || only === part;

/** `preferred` if it is free, else any free port; held open until every port is chosen. */
function holdPort(preferred) {
  const listen = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer().once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  return listen(preferred).catch(() => listen(0));
}

// Ports the environment leaves unset go to free ones, and every child (Playwright's configs read
// scripts/e2e-ports.mjs) sees the same choice: two checkouts can test side by side.
const held = [];
for (const [name, preferred] of [
  ["E2E_SUPABASE_PORT", () => 54331],
  ["E2E_SMTP_PORT", () => Number(process.env.E2E_SUPABASE_PORT) + 4],
  ["E2E_APP_PORT", () => 3100],
  ["E2E_STANDALONE_PORT", () => Number(process.env.E2E_APP_PORT) + 1],
  ["E2E_DEV_PORT", () => Number(process.env.E2E_APP_PORT) + 2],
]) {
  if (process.env[name]) continue;
  const server = await holdPort(preferred());
  held.push(server);
  process.env[name] = String(server.address().port);
}
await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
const { E2E_APP_PORT, E2E_SUPABASE_PORT } = await import("./e2e-ports.mjs");
if (dryRun) console.log(Object.entries(process.env).filter(([name]) => /^E2E_.*PORT$/.test(name)).map((entry) => entry.join("=")).join(" "));

/**
 * Runs one part and resolves to whether it passed. A `quiet` part's output is held until it ends,
 * so that it does not interleave with the end-to-end run's.
 */
function run(label, command, args, { env = {}, quiet = false } = {}) {
  if (dryRun) {
    console.log(`[${label}] ${[command, ...args].join(" ")}`);
    return Promise.resolve(true);
  }
  const started = Date.now();
  if (quiet) console.log(`[${label}] started; its output follows when it ends`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) process.stdout.write(`\n[${label}] output:\n${Buffer.concat(output).toString()}`);
      console.log(`\n[${label}] ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds}s\n`);
      resolve(code === 0);
    });
  });
}

const appEnv = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_APP_PORT, host: "127.0.0.1" });
const results = [];

// The send-reminders function runs lib/reminders through this bundle (backend and end-to-end tests).
if ((wants("backend") || wants("e2e")) && !dryRun) await bundleFunctions();

const typecheckBeyondApp = ({ quiet = false } = {}) =>
  run("types: local server", "npx", ["tsc", "--noEmit", "-p", "supabase/local"], { quiet }).then(
    (typed) => typed && run("types: edge functions", "npx", ["tsx", "scripts/check-functions.ts"], { quiet }),
  );
const typecheck = () => run("types", "npx", ["tsc", "--noEmit"]).then((typed) => typed && typecheckBeyondApp());

function browsers() {
  const paths = {};
  for (const [name, build] of [["CHROMIUM_PATH", "browser"], ["CHROMIUM_HEADLESS_SHELL_PATH", "headless-shell"]]) {
    const path = dryRun ? null : findChromium(build);
    if (path) paths[name] = path;
  }
  return paths;
}

/** The production build, then the end-to-end and deployment tests against it. */
async function endToEnd() {
  const outcomes = [];
  // The type checks beyond the app's own (which `next build` does) run beside the browser tests.
  let typed = Promise.resolve([]);
  if (!values["no-build"]) {
    const built = await run("build", "npm", ["run", "build"], { env: { ...appEnv, NEXT_OUTPUT: "standalone" } });
    if (!built) return [built];
    outcomes.push(built);
    if (wants("types")) typed = typecheckBeyondApp({ quiet: true }).then((passed) => [passed]);
  }
  const env = browsers();
  const narrowed = files.length > 0;
  if (!narrowed || e2eFiles.length > 0) outcomes.push(await run("e2e", "npx", ["playwright", "test", ...e2eFiles], { env }));
  if (!narrowed || deploymentFiles.length > 0) {
    const config = ["--config", "playwright.deployment.config.ts"];
    outcomes.push(await run("deployment", "npx", ["playwright", "test", ...config, ...deploymentFiles], { env }));
  }
  return [...outcomes, ...(await typed)];
}

// The build and the browser tests after it take longest; lint, vitest and the other type checks run
// beside them, on the CPU the browser tests leave (the backend's files run one at a time).
const parts = [];
const quiet = wants("e2e");
if (wants("lint")) parts.push(run("lint", "npx", ["eslint", "--max-warnings=0", "."], { quiet }));
if (wants("unit") && wants("backend")) parts.push(run("unit + backend", "npx", ["vitest", "run"], { quiet }));
else if (only === "unit") parts.push(run(only, "npx", ["vitest", "run", "--project", "unit", "--project", "unit:isolated", ...files]));
else if (only === "backend") parts.push(run(only, "npx", ["vitest", "run", "--project", "backend", ...files]));
if (wants("e2e")) parts.push(endToEnd());
else if (wants("types")) parts.push(run("route types", "npx", ["next", "typegen"], { env: appEnv }).then((typed) => typed && typecheck()));
results.push(...(await Promise.all(parts)).flat());

const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(results.every(Boolean) ? 0 : 1);
