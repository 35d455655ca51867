// The embedded Postgres (PGlite). It is a single connection, so every unit of work, a whole
// transaction included, runs strictly one after another through `exclusive`.
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { supabaseExtensions } from "./extensions";

export type { Transaction };

export type Database = {
  pg: PGlite;
  /** Runs `work` inside BEGIN … COMMIT; any throw rolls back. Nothing else runs meanwhile. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations, seed) outside any request. */
  exec(sql: string): Promise<void>;
  /** Calls `onNotify` for each NOTIFY on `channel` once its transaction commits. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the database in `dataDir` (persisted) or in memory when `dataDir` is null, starting from
 * the data folder in `snapshot` when one is given.
 */
export async function openDatabase(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  const pg = await PGlite.create(dataDir ?? undefined, {
    extensions: { pgcrypto, uuid_ossp, supabaseExtensions },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  let queue: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    pg,
    transaction: (work) => exclusive(() => pg.transaction(work)),
    exec: (sql) => exclusive(async () => void (await pg.exec(sql))),
    listen: (channel, onNotify) => exclusive(async () => void (await pg.listen(channel, onNotify))),
    close: () => exclusive(() => pg.close()),
  };
}
