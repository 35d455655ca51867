// The stand-in push service lives on this machine, at http://127.0.0.1:<port>/push. The database
// refuses such endpoints unless push_endpoint_policy allows them (migration 20261128000400), and
// only the local backend does, at every start: a hosted project never runs this.
import type { Database } from "../db";

export async function allowLocalPushEndpoints(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ table: string | null }>("select to_regclass('public.push_endpoint_policy')::text as table");
    if (rows[0]?.table) await tx.query("update public.push_endpoint_policy set allow_loopback = true where id");
  });
}
