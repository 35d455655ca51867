// Starts the local Supabase-compatible server: the embedded database (set up on first start),
// then auth, REST and functions behind one gateway on 127.0.0.1.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { SUPABASE_DIR, loadConfig, type LocalConfig } from "./config";
import { openDatabase, type Database } from "./db";
import { createFunctionsService } from "./functions";
import { functionEnvironment } from "./functions/env";
import { createGateway, type Upstream } from "./gateway";
import { createNodeHandler } from "./gateway/node-bridge";
import { createRestService } from "./rest";
import { createSchemaCache } from "./rest/schema-cache";

export type StartOptions = {
  port?: number;
  dataDir?: string | null;
  reset?: boolean;
  seed?: boolean;
  config?: Partial<LocalConfig>;
  functionEnv?: Record<string, string>;
  log?: (line: string) => void;
};

export type LocalSupabase = { url: string; port: number; db: Database; config: LocalConfig; stop(): Promise<void> };

export const DEFAULT_DATA_DIR = join(SUPABASE_DIR, "..", ".local", "supabase-data");
const MIGRATIONS_DIR = join(SUPABASE_DIR, "migrations");

type AuthService = { handle: Upstream; handleMailbox: Upstream };
type AuthModule = {
  createAuthService(deps: { db: Database; config: LocalConfig; externalUrl: string; log: (line: string) => void }): AuthService;
};

function readIfPresent(file: string): string | null {
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

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
async function applyMigrations(db: Database, log: (line: string) => void): Promise<number> {
  const applied = await db.transaction((tx) =>
    tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations"),
  );
  const done = new Set(applied.rows.map((r) => r.version));
  let count = 0;
  for (const migration of migrationFiles().filter((m) => !done.has(m.version))) {
    const sql = readFileSync(migration.file, "utf8");
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
    count++;
  }
  return count;
}

async function initialiseDatabase(db: Database, seed: boolean, log: (line: string) => void): Promise<void> {
  for (const file of [join(SUPABASE_DIR, "local", "bootstrap.sql"), join(SUPABASE_DIR, "local", "auth", "schema.sql")]) {
    const sql = readIfPresent(file);
    if (sql === null) log(`Skipping ${file}: not found`);
    else await db.exec(sql);
  }
  await db.exec(
    "create schema if not exists supabase_migrations; " +
      "create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);",
  );
  await applyMigrations(db, () => undefined);
  const seedSql = seed ? readIfPresent(join(SUPABASE_DIR, "seed.sql")) : null;
  if (seedSql !== null) await db.transaction((tx) => tx.exec(seedSql));
}

async function loadAuth(deps: Parameters<AuthModule["createAuthService"]>[0]): Promise<AuthService | null> {
  const file = join(SUPABASE_DIR, "local", "auth", "index.ts");
  if (!existsSync(file)) return null;
  const authModule = (await import(pathToFileURL(file).href)) as AuthModule;
  return authModule.createAuthService(deps);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config: LocalConfig = { ...loadConfig(), ...options.config };
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });

  // PGlite creates the data folder itself, but not its parents (.local/ on a fresh clone).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const isNew = dataDir === null || !existsSync(join(dataDir, "PG_VERSION"));
  const db = await openDatabase(dataDir);
  try {
    if (isNew) await initialiseDatabase(db, options.seed ?? true, log);
    else if (await hasMigrationHistory(db)) await applyMigrations(db, log);
  } catch (error) {
    await db.close().catch(() => undefined);
    if (isNew && dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const schemaCache = await createSchemaCache(db, ["public", "graphql_public"]);

  let handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
  const server = createServer(createNodeHandler((request) => handle(request), { maxBodyBytes: config.maxBodyBytes, log }));
  server.keepAliveTimeout = 5_000;
  const port = await listen(server, options.port ?? config.port).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const url = `http://127.0.0.1:${port}`;

  const auth = await loadAuth({ db, config, externalUrl: url, log });
  const rest = createRestService({ db, schemaCache });
  const functionsDir = join(SUPABASE_DIR, "functions");
  const functions = createFunctionsService({
    config,
    functionsDir,
    env: functionEnvironment({ gatewayUrl: url, functionsDir, extra: options.functionEnv ?? {} }),
    log,
  });
  const missing: Upstream = async () => Response.json({ message: "no Route matched with those values" }, { status: 404 });
  const gateway = createGateway(
    {
      auth: auth ? (r, p) => auth.handle(r, p) : missing,
      mailbox: auth ? (r, p) => auth.handleMailbox(r, p) : missing,
      rest: (r, p) => rest.handle(r, p),
      functions: (r, p) => functions.handle(r, p),
    },
    config,
  );
  handle = (request) => gateway.handle(request);

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    config,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await Promise.all([closed, functions.stop()]);
        await db.close();
      })();
      return stopping;
    },
  };
}

async function hasMigrationHistory(db: Database): Promise<boolean> {
  const result = await db.transaction((tx) =>
    tx.query("select 1 from pg_catalog.pg_namespace where nspname = 'supabase_migrations'"),
  );
  return result.rows.length > 0;
}
