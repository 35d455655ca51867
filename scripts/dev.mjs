// `npm run dev`: the local Supabase-compatible backend and `next dev`, together. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { bundleFunctions } from "./bundle-functions.mjs";
import { localAppEnv, localFunctionEnv, waitFor } from "./local-env.mjs";

const SUPABASE_PORT = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const APP_PORT = Number(process.env.PORT ?? 3000);
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve))))).then(
    () => process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

await bundleFunctions();
// The binaries directly, not through npx, so a stop signal reaches the servers themselves.
start("local Supabase", "node_modules/.bin/tsx", ["supabase/local/main.ts", "--port", String(SUPABASE_PORT)], localFunctionEnv({ appUrl: `http://localhost:${APP_PORT}` }));
await waitFor(`http://127.0.0.1:${SUPABASE_PORT}/auth/v1/health`, 120_000);
start("next dev", "node_modules/.bin/next", ["dev", "--port", String(APP_PORT)], localAppEnv({ supabasePort: SUPABASE_PORT, appPort: APP_PORT }));
