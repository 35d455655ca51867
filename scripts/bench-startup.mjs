// Time from spawning `next start` to the first byte of `/` on loopback, median of N runs.
// Needs a production build (`npm run build`). Usage: node scripts/bench-startup.mjs [--runs 50]
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { parseArgs } from "node:util";
import { localAppEnv } from "./local-env.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "50" }, port: { type: "string", default: "3190" } } });
const runs = Number(values.runs);
const port = Number(values.port);
// The landing page needs no backend: a closed port stands in for Supabase.
const env = { ...process.env, ...localAppEnv({ supabasePort: 9, appPort: port, host: "127.0.0.1" }) };

function firstByte() {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", headers: { "accept-language": "en" } }, (res) => {
      res.once("data", () => resolve(res.statusCode));
      res.resume();
    });
    req.on("error", reject);
    req.end();
  });
}

async function once() {
  const started = performance.now();
  const server = spawn("node_modules/.bin/next", ["start", "--port", String(port)], { env, stdio: "ignore" });
  try {
    for (;;) {
      try {
        const status = await firstByte();
        if (status !== 200) throw new Error(`/ answered ${status}`);
        return performance.now() - started;
      } catch (error) {
        if (error.code !== "ECONNREFUSED") throw error;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  } finally {
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const result = { runs, medianMs: Math.round(median), minMs: Math.round(times[0]), maxMs: Math.round(times.at(-1)) };
console.table([{ measure: "next start → first byte of / (ms)", ...result }]);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/startup.json", JSON.stringify(result, null, 2));
