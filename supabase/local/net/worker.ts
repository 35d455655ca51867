// The local pg_net worker: woken by net.wake() (a NOTIFY), it takes queued requests from
// net.http_request_queue in batches, performs them concurrently and writes net._http_response,
// deleting responses older than pg_net's default TTL of 6 hours as it goes.
import type { Database } from "../db";
import { performRequest, type QueuedRequest } from "./http-call";

const BATCH_SIZE = 200;

export type NetResponse = { id: number; status_code: number | null; timed_out: boolean | null; error_msg: string | null };

export type NetWorker = {
  /** Processes everything queued now; resolves when those responses are written. */
  drain(): Promise<void>;
  /** Waits until every one of `ids` has a response (or `timeoutMs` passes) and returns them. */
  waitFor(ids: number[], timeoutMs: number): Promise<NetResponse[]>;
  stop(): Promise<void>;
};

const TAKE_SQL = `delete from net.http_request_queue q
  where q.id in (select id from net.http_request_queue order by id limit ${BATCH_SIZE})
  returning q.id::int as id, q.method, q.url, q.headers, q.body, q.timeout_milliseconds`;

export async function startNetWorker(options: { db: Database; log: (line: string) => void }): Promise<NetWorker> {
  const { db, log } = options;
  let stopped = false;
  const shutdown = new AbortController();
  let draining: Promise<void> | null = null;
  let again = false;
  const written = new Set<() => void>();

  async function installed(): Promise<boolean> {
    const { rows } = await db.transaction((tx) => tx.query<{ present: boolean }>("select to_regclass('net.http_request_queue') is not null as present"));
    return rows[0].present;
  }

  async function processBatch(): Promise<number> {
    if (!(await installed())) return 0;
    const { rows } = await db.transaction(async (tx) => {
      await tx.query("delete from net._http_response where created < now() - interval '6 hours'");
      return tx.query<QueuedRequest>(TAKE_SQL);
    });
    await Promise.all(
      rows.map(async (queued) => {
        const outcome = await performRequest(queued, shutdown.signal);
        if (stopped) return;
        await db.transaction((tx) =>
          tx.query(
            `insert into net._http_response (id, status_code, content, headers, content_type, timed_out, error_msg)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [queued.id, outcome.status_code, outcome.content, outcome.headers && JSON.stringify(outcome.headers), outcome.content_type, outcome.timed_out, outcome.error_msg],
          ),
        );
        for (const notify of written) notify();
      }),
    );
    return rows.length;
  }

  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await processBatch()) > 0);
        } catch (error) {
          log(`[net] ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => (draining = null));
    return draining;
  }

  async function responses(ids: number[]): Promise<NetResponse[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.transaction((tx) =>
      tx.query<NetResponse>(
        "select id::int as id, status_code, timed_out, error_msg from net._http_response where id = any($1::bigint[]) order by id",
        [ids],
      ),
    );
    return rows;
  }

  await db.listen("pg_net_wake", () => void drain());
  void drain();

  return {
    drain,
    async waitFor(ids, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      void drain();
      for (;;) {
        const found = await responses(ids);
        if (found.length >= ids.length || Date.now() >= deadline || stopped) return found;
        await new Promise<void>((resolve) => {
          const done = () => {
            written.delete(done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, Math.min(250, Math.max(0, deadline - Date.now())));
          written.add(done);
        });
      }
    },
    async stop() {
      stopped = true;
      shutdown.abort();
      await draining;
    },
  };
}
