// `npm run supabase:start` / `npm run supabase:reset`: bundles the functions' shared code, then runs
// the local backend in the foreground with the send-reminders function's local settings.
// Arguments go to supabase/local/main.ts (--port, --no-cron, --reset …).
import { spawn } from "node:child_process";
import { bundleFunctions } from "./bundle-functions.mjs";
import { localFunctionEnv } from "./local-env.mjs";

await bundleFunctions();
const appUrl = `http://localhost:${process.env.PORT ?? 3000}`;
const child = spawn("node_modules/.bin/tsx", ["supabase/local/main.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ...localFunctionEnv({ appUrl }) },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
