// `npm run typecheck:functions`: type-checks every edge function with Deno, as it will run, with
// the same import maps (and offline stand-ins for jsr: specifiers) the local server gives them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DENO_BIN } from "../supabase/local/functions";
import { writeImportMap } from "../supabase/local/functions/import-map";
import { bundleFunctions, emitBundleTypes } from "./bundle-functions.mjs";

const FUNCTIONS_DIR = fileURLToPath(new URL("../supabase/functions/", import.meta.url));

await bundleFunctions();
emitBundleTypes();
const workDir = mkdtempSync(join(tmpdir(), "functions-check-"));
let failed = 0;
try {
  for (const name of readdirSync(FUNCTIONS_DIR)) {
    const dir = join(FUNCTIONS_DIR, name);
    if (name.startsWith("_") || !statSync(dir).isDirectory()) continue;
    const importMap = writeImportMap(dir, workDir, name);
    const result = spawnSync(DENO_BIN, ["check", "--quiet", "--import-map", importMap, join(dir, "index.ts")], {
      stdio: "inherit",
      env: { ...process.env, DENO_NO_PACKAGE_JSON: "1", NO_COLOR: "1" },
    });
    if (result.status !== 0) failed += 1;
    console.log(`${result.status === 0 ? "ok" : "FAILED"}  ${name}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
