// A new in-memory database ends up the same for the same SQL, so the first server to set one up
// keeps a copy of its data folder, and later servers (tests start a dozen) load that copy instead
// of replaying every migration. The key hashes every file the setup reads and, for the seeded copy,
// the day: the seed dates the demo data from the day it runs (a trial that ends in 4 days).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SUPABASE_DIR } from "./config";
import type { Database } from "./db";

const SNAPSHOT_DIR = join(SUPABASE_DIR, "..", ".local", "snapshots");
const STALE_MS = 24 * 60 * 60 * 1000;
const memory = new Map<string, Blob>();
// A data folder is only good for the engine build that wrote it.
const engineDir = dirname(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
const engineVersion = readFileSync(join(engineDir, "package.json"), "utf8");

function setupFiles(seed: boolean): string[] {
  const local = join(SUPABASE_DIR, "local");
  const migrations = join(SUPABASE_DIR, "migrations");
  const migrationFiles = existsSync(migrations)
    ? readdirSync(migrations).filter((file) => file.endsWith(".sql")).sort().map((file) => join(migrations, file))
    : [];
  return [
    join(local, "bootstrap.sql"),
    join(local, "auth", "schema.sql"),
    join(local, "local-services.sql"),
    ...migrationFiles,
    ...(seed ? [join(SUPABASE_DIR, "seed.sql")] : []),
  ];
}

export function snapshotKey(seed: boolean, now = new Date()): string {
  // The database's time zone is UTC, so its current_date is the UTC day.
  const hash = createHash("sha256").update(engineVersion).update(seed ? `seeded ${now.toISOString().slice(0, 10)}` : "empty");
  for (const file of setupFiles(seed)) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 32);
}

export function readSnapshot(key: string): Blob | null {
  const cached = memory.get(key);
  if (cached) return cached;
  const file = join(SNAPSHOT_DIR, `${key}.tar.gz`);
  if (!existsSync(file)) return null;
  const blob = new Blob([readFileSync(file)]);
  memory.set(key, blob);
  return blob;
}

export async function saveSnapshot(db: Database, key: string): Promise<void> {
  const blob = await db.pg.dumpDataDir("gzip");
  memory.set(key, blob);
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Written aside and renamed, so a server starting meanwhile never reads half a file.
  const partial = join(SNAPSHOT_DIR, `${key}.${process.pid}.partial`);
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, join(SNAPSHOT_DIR, `${key}.tar.gz`));
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const path = join(SNAPSHOT_DIR, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
}
