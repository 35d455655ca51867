// The in-memory local backend the reminder benchmarks dispatch against.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalSupabase, type LocalSupabase, type StartOptions } from "../supabase/local/server";
import { bundleFunctions } from "./bundle-functions.mjs";

const ROOT = join(import.meta.dirname, "..");

export async function startDispatchBackend(options: Pick<StartOptions, "config" | "functionEnv">): Promise<LocalSupabase> {
  await bundleFunctions({ quiet: true });
  // A copy of the functions: the local runtime restarts a worker whose files changed, and any other
  // bundling in this checkout (a test run) would otherwise cut the calls being measured.
  const functionsDir = mkdtempSync(join(tmpdir(), "bench-functions-"));
  cpSync(join(ROOT, "supabase", "functions"), functionsDir, { recursive: true });
  const server = await startLocalSupabase({
    ...options,
    port: 0,
    functionsDir,
    dataDir: null,
    seed: false,
    cron: false,
    log: process.env.BENCH_LOG === "1" ? (line) => console.log(line) : () => {},
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(functionsDir, { recursive: true, force: true });
    },
  };
}
