// Serves a build made with NEXT_OUTPUT=standalone the way a deployment of only the traced files
// runs it: the contents of <distDir>/standalone, plus public/ and <distDir>/static as the Next.js
// docs describe, copied to a folder outside the repository (so nothing can be found by walking up
// to the repository's node_modules), then `node server.js` there.
//
//   node scripts/serve-standalone.mjs --port 3101
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" } } });
if (!values.port) throw new Error("usage: node scripts/serve-standalone.mjs --port <port>");

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.join(root, distDir, "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error(`${standalone}/server.js is missing: build with NEXT_OUTPUT=standalone npm run build (npm test does).`);
  process.exit(1);
}

// One folder per port, replaced on every start, so that runs never pile up copies.
const deployment = path.join(tmpdir(), `subscription-tracker-standalone-${values.port}`);
rmSync(deployment, { recursive: true, force: true });
cpSync(standalone, deployment, { recursive: true, verbatimSymlinks: true });
cpSync(path.join(root, "public"), path.join(deployment, "public"), { recursive: true });
cpSync(path.join(root, distDir, "static"), path.join(deployment, distDir, "static"), { recursive: true });

const server = spawn(process.execPath, ["server.js"], {
  cwd: deployment,
  // All interfaces, as in a container: with HOSTNAME=127.0.0.1, Next 16 proxies the proxy's rewrites
  // over the network instead of rendering them, and every page fails (vercel/next.js#94745).
  env: { ...process.env, NODE_ENV: "production", PORT: values.port, HOSTNAME: "0.0.0.0" },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  rmSync(deployment, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
