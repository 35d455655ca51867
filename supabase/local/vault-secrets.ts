// `[db.vault]` in config.toml, as the Supabase CLI applies it: each entry is upserted into Vault by
// name on every start. `env(NAME)` values read the environment, where the server's own URL is
// SUPABASE_URL.
import { resolveConfigValue } from "./config";
import type { Database } from "./db";

export async function upsertVaultSecrets(
  db: Database,
  secrets: Record<string, string>,
  env: Record<string, string | undefined>,
  log: (line: string) => void,
): Promise<void> {
  for (const [name, raw] of Object.entries(secrets)) {
    const value = resolveConfigValue(raw, env);
    if (value === undefined) {
      log(`[vault] skipping secret ${name}: ${raw.trim()} is not set`);
      continue;
    }
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>("select id from vault.secrets where name = $1", [name]);
      if (rows[0]) await tx.query("select vault.update_secret($1, $2)", [rows[0].id, value]);
      else await tx.query("select vault.create_secret($1, $2)", [value, name]);
    });
  }
}
