// An in-memory Postgres with the Supabase bootstrap and the project's migrations, and SQL run as
// each role the API uses, for tests of the schema's own rules.
import { prepareDatabase } from "@/supabase/local/database-setup";
import { openDatabase, type Database, type Transaction } from "@/supabase/local/db";
import { readSnapshot, saveSnapshot, snapshotKey } from "@/supabase/local/snapshot";

/**
 * A new in-memory database as the local server has it: from the kept copy of a migrated database,
 * made on first use, or with `replay` every migration applied anew.
 */
export async function freshDatabase({ seed = false, replay = false } = {}): Promise<Database> {
  const key = snapshotKey(seed);
  const snapshot = replay ? null : readSnapshot(key);
  const db = await openDatabase(null, snapshot ?? undefined);
  await prepareDatabase(db, { isNew: !snapshot, seed, log: () => undefined });
  if (!snapshot && !replay) await saveSnapshot(db, key);
  return db;
}

export type Actor = "postgres" | "anon" | "service_role" | { user: string };

class Rollback {
  constructor(readonly value: unknown) {}
}

/** Runs `work` as `actor` in a transaction that is always rolled back, so tests never interfere. */
export async function as<T>(db: Database, actor: Actor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      if (actor !== "postgres") {
        const role = typeof actor === "string" ? actor : "authenticated";
        const claims = typeof actor === "string" ? { role } : { sub: actor.user, role };
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          role,
          JSON.stringify(claims),
        ]);
      }
      throw new Rollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error("unreachable");
}

export async function rows<T>(db: Database, actor: Actor, sql: string, params: unknown[] = []): Promise<T[]> {
  return as(db, actor, async (tx) => (await tx.query<T>(sql, params)).rows);
}

/** The SQLSTATE the statement fails with, or "ok". */
export async function outcome(db: Database, actor: Actor, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await rows(db, actor, sql, params);
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
