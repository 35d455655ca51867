import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { E2E_SUPABASE_PORT } from "../../../scripts/e2e-ports.mjs";
import { localAppEnv } from "../../../scripts/local-env.mjs";

export type FaultMode = "rates-down" | "rates-fixed";
export type AppServer = { url: string; stop(): Promise<void> };

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PRELOAD = fileURLToPath(new URL("./dashboard-fault-fetch.cjs", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A second production server from the same build, with faults injected into its server-side fetch
 * (see dashboard-fault-fetch.cjs). The shared server and backend are untouched.
 */
export async function startFaultyApp(mode: FaultMode): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${ROOT}node_modules/next/dist/bin/next`, "start", "--port", String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: port, host: "127.0.0.1" }),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${PRELOAD}`.trim(),
      DASHBOARD_FAULT_MODE: mode,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp(`${url}/`, child, 60_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        // A browser left connected (a test that failed before closing it) can hold a graceful stop open.
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
