import { mkdtempSync, rmSync } from "node:fs";
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
  });
});
