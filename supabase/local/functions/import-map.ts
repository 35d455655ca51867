// Writes the import map a function runs with: its own deno.json / import_map.json imports, plus
// stand-ins for the jsr: specifiers that cannot be fetched offline.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const STUBS_DIR = new URL("./stubs/", import.meta.url);

const OFFLINE_STANDINS: Record<string, string> = {
  "jsr:@supabase/functions-js/edge-runtime.d.ts": new URL("edge-runtime.ts", STUBS_DIR).href,
  "jsr:@supabase/supabase-js@2": "npm:@supabase/supabase-js@2.119.1",
  "jsr:@supabase/supabase-js": "npm:@supabase/supabase-js@2.119.1",
};

function ownImports(functionDir: string): Record<string, string> {
  for (const name of ["deno.json", "deno.jsonc", "import_map.json"]) {
    const file = join(functionDir, name);
    if (!existsSync(file)) continue;
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "")) as { imports?: Record<string, string> };
      const base = pathToFileURL(file);
      return Object.fromEntries(
        Object.entries(parsed.imports ?? {}).map(([key, value]) => [key, /^\.{1,2}\//.test(value) ? new URL(value, base).href : value]),
      );
    } catch {
      return {};
    }
  }
  return {};
}

/** Returns the path of the import map written for `functionDir` under `workDir`. */
export function writeImportMap(functionDir: string, workDir: string, name: string): string {
  mkdirSync(workDir, { recursive: true });
  const file = join(workDir, `${name}.import-map.json`);
  writeFileSync(file, JSON.stringify({ imports: { ...ownImports(functionDir), ...OFFLINE_STANDINS } }, null, 2));
  return file;
}
