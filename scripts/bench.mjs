// `npm run bench`: every benchmark, one after another, needing nothing running beforehand.
// Each script prints its own table and writes JSON to bench-results/.
import { spawn } from "node:child_process";
import { E2E_APP_PORT, E2E_SUPABASE_PORT } from "./e2e-ports.mjs";
import { localAppEnv, waitFor } from "./local-env.mjs";

const appEnv = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_APP_PORT, host: "127.0.0.1" });

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...appEnv, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

function start(command, args) {
  return spawn(command, args, { stdio: "ignore", env: { ...process.env, ...appEnv } });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

await run("npm", ["run", "build"]);
await run("npx", ["tsx", "scripts/bench-backend.ts"]);
await run("node", ["scripts/bench-startup.mjs"]);

// The Lighthouse benchmark measures a running app (and serves its empty reference page itself);
// the dashboard one starts its own.
const backend = start("node_modules/.bin/tsx", ["supabase/local/main.ts", "--memory", "--port", String(E2E_SUPABASE_PORT)]);
const app = start("node_modules/.bin/next", ["start", "--port", String(E2E_APP_PORT)]);
try {
  await waitFor(`http://127.0.0.1:${E2E_SUPABASE_PORT}/auth/v1/health`, 120_000);
  await waitFor(`${appEnv.NEXT_PUBLIC_SITE_URL}/`, 120_000);
  await run("node", ["scripts/bench-lighthouse.mjs", "--url", appEnv.NEXT_PUBLIC_SITE_URL]);
} finally {
  await stop(app);
  await stop(backend);
}
await run("npx", ["tsx", "scripts/bench-dashboard.ts"]);
await run("npx", ["tsx", "scripts/bench-statement-page.ts"]);
await run("npx", ["tsx", "scripts/bench-insights.ts"]);
await run("npx", ["tsx", "scripts/bench-reminders.ts"]);
await run("npx", ["tsx", "scripts/bench-reminders-worst.ts"]);
await run("npx", ["tsx", "scripts/bench-reminders-fanout.ts"]);
await run("npx", ["tsx", "scripts/bench-statements.ts"]);
