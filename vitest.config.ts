import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TEST_AUTH_ENV } from "./scripts/local-env.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

// Unit files share one module graph per worker, six times faster than a fresh one per file. A file
// that replaces modules, spies or stubs (`vi.`), or loads Next's server runtime, keeps its own.
const OWN_MODULES = /\bvi\.|["'](?:next\/server|next\/headers|@\/proxy)["']/;
const unitFiles = readdirSync(join(root, "tests/unit"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`);
const ownModules = unitFiles.filter((file) => OWN_MODULES.test(readFileSync(join(root, file), "utf8")));

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], exclude: ownModules, isolate: false, environment: "node" },
      },
      {
        extends: true,
        test: { name: "unit:isolated", include: ownModules, environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "backend",
          include: ["tests/backend/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/backend/global-setup.ts"],
          // For the servers the test files start themselves; the global setup sets it for its own.
          env: TEST_AUTH_ENV,
          testTimeout: 30_000,
          // Setting up a fresh database can be slow while the production build shares the CPU.
          hookTimeout: 180_000,
          // One file at a time, all in one process: each file's databases and servers are its own,
          // and a process per file compiled the database engine's WebAssembly and the local
          // server's modules again every time (a quarter of these files' CPU). Files stop what they start.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
