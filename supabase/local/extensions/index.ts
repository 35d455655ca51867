// pg_cron, pg_net and supabase_vault for PGlite, which ships none of them: their control files and
// SQL scripts (this folder) are written into Postgres' extension directory before it starts, so the
// same `create extension` statements as on hosted Supabase install them.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Extension } from "@electric-sql/pglite";

const SOURCE_DIR = fileURLToPath(new URL(".", import.meta.url));
/** `$sharedir/extension` in PGlite's virtual file system. */
const EXTENSION_DIR = "/pglite/share/postgresql/extension";

type EmscriptenFs = {
  mkdirTree(path: string): void;
  writeFile(path: string, data: string): void;
};
type EmscriptenModule = { FS: EmscriptenFs; preRun?: ((module: EmscriptenModule) => void)[] };

function extensionFiles(): { name: string; text: string }[] {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.endsWith(".control") || name.endsWith(".sql"))
    .map((name) => ({ name, text: readFileSync(`${SOURCE_DIR}${name}`, "utf8") }));
}

export const supabaseExtensions: Extension = {
  name: "supabase-extensions",
  async setup(_pg, emscriptenOpts: EmscriptenModule) {
    const files = extensionFiles();
    const install = (module: EmscriptenModule) => {
      module.FS.mkdirTree(EXTENSION_DIR);
      for (const file of files) module.FS.writeFile(`${EXTENSION_DIR}/${file.name}`, file.text);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), install] } };
  },
};
