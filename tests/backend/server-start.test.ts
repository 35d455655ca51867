import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY } from "../../supabase/local/keys";
import { startLocalSupabase } from "../../supabase/local/server";

const root = mkdtempSync(join(tmpdir(), "local-supabase-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("starting the local server on disk", () => {
  it("creates a data folder whose parents do not exist yet, as on a fresh clone", async () => {
    const server = await startLocalSupabase({ port: 0, dataDir: join(root, ".local", "supabase-data"), log: () => {} });
    try {
      const response = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey: PUBLISHABLE_KEY } });
      expect(response.status).toBe(200);
    } finally {
      await server.stop();
    }
    // On disk every migration is replayed and written out: seconds on a quiet machine, more on a busy one.
  }, 120_000);
});

describe("starting the local server in memory", () => {
  it("starts from the migrated, seeded database whether or not a copy of one was kept", async () => {
    const migrations = readdirSync(join(process.cwd(), "supabase", "migrations")).filter((file) => file.endsWith(".sql"));
    const counts = [];
    for (const seed of [true, false]) {
      const server = await startLocalSupabase({ port: 0, dataDir: null, seed, cron: false, log: () => {} });
      try {
        const applied = await server.db.transaction((tx) =>
          tx.query<{ n: number }>("select count(*)::int as n from supabase_migrations.schema_migrations"),
        );
        const users = await server.db.transaction((tx) => tx.query<{ n: number }>("select count(*)::int as n from auth.users"));
        counts.push({ seed, migrations: applied.rows[0].n, seeded: users.rows[0].n > 0 });
      } finally {
        await server.stop();
      }
    }
    expect(counts).toEqual([
      { seed: true, migrations: migrations.length, seeded: true },
      { seed: false, migrations: migrations.length, seeded: false },
    ]);
  });
});
