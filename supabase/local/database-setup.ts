// Brings the embedded database to the state `supabase start` leaves: a new database gets Supabase's
// roles and auth schema, every start applies the local services' SQL and pending migrations, and a
// new database is seeded.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SUPABASE_DIR } from "./config";
import type { Database } from "./db";

const LOCAL_DIR = join(SUPABASE_DIR, "local");
const MIGRATIONS_DIR = join(SUPABASE_DIR, "migrations");

const readSql = (file: string) => readFileSync(file, "utf8");

function migrationFiles(): { version: string; name: string; file: string }[] {
  if (!existsSync(MIGRATIONS_DIR)) return [];
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => {
      const [version, ...rest] = f.replace(/\.sql$/, "").split("_");
      return { version, name: rest.join("_"), file: join(MIGRATIONS_DIR, f) };
    });
}

/** Applies migrations not yet recorded, as the CLI's `supabase_migrations` history does. */
async function applyMigrations(db: Database, log: (line: string) => void): Promise<void> {
  const applied = await db.transaction((tx) =>
    tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations"),
  );
  const done = new Set(applied.rows.map((r) => r.version));
  for (const migration of migrationFiles().filter((m) => !done.has(m.version))) {
    const sql = readSql(migration.file);
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
          migration.version,
          migration.name,
          [sql],
        ]);
      });
    } catch (error) {
      throw new Error(`migration ${migration.file} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    log(`Applied migration ${migration.version}_${migration.name}`);
  }
}

export async function prepareDatabase(
  db: Database,
  options: { isNew: boolean; seed: boolean; log: (line: string) => void },
): Promise<void> {
  if (options.isNew) await db.exec(readSql(join(LOCAL_DIR, "bootstrap.sql")));
  // Idempotent, so a data folder made before a table was added to it gets the table too.
  await db.exec(readSql(join(LOCAL_DIR, "auth", "schema.sql")));
  if (options.isNew) {
    await db.exec(
      "create schema supabase_migrations; " +
        "create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);",
    );
  }
  await db.exec(readSql(join(LOCAL_DIR, "local-services.sql")));
  if (options.isNew || (await hasMigrationHistory(db))) await applyMigrations(db, options.isNew ? () => undefined : options.log);
  if (options.isNew && options.seed) {
    const seedSql = readSql(join(SUPABASE_DIR, "seed.sql"));
    await db.transaction((tx) => tx.exec(seedSql));
  }
}

/** Data folders from before the migration history was kept are left as they are. */
async function hasMigrationHistory(db: Database): Promise<boolean> {
  const result = await db.transaction((tx) =>
    tx.query("select 1 from pg_catalog.pg_namespace where nspname = 'supabase_migrations'"),
  );
  return result.rows.length > 0;
}
