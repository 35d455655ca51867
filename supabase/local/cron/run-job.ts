// Runs one pg_cron job the way pg_cron's worker does: a cron.job_run_details row, the command as one
// implicit transaction under the job's user, then the outcome and the return message pg_cron records
// ("1 row" for a query, the command tag otherwise, the error as libpq prints it).
import type { Database, Transaction } from "../db";
import { ident } from "../rest/sql";

export type CronJob = { jobid: number; jobname: string | null; schedule: string; command: string; username: string; database: string; active: boolean };

export type CronRun = {
  jobid: number;
  runid: number;
  status: "succeeded" | "failed";
  return_message: string;
  start_time: string;
  end_time: string;
  /** The ids of the net.http_request_queue rows the command created. */
  requestIds: number[];
};

type StatementResult = { command?: string; affectedRows?: number; fields: unknown[]; rows: unknown[] };

const COUNTED_TAGS = new Set(["UPDATE", "DELETE", "MERGE", "SELECT", "MOVE", "FETCH", "COPY"]);

/** PQcmdStatus, or "N rows" for a result with rows (src/pg_cron.c GetTaskFeedback), for the last statement. */
export function returnMessage(results: StatementResult[]): string {
  if (results.length === 0) return "";
  const last = results[results.length - 1];
  if (last.fields.length > 0) return `${last.rows.length} ${last.rows.length === 1 ? "row" : "rows"}`;
  // PGlite reports affectedRows as a running total over the statements of one script.
  const before = results.length > 1 ? (results[results.length - 2].affectedRows ?? 0) : 0;
  const affected = Math.max(0, (last.affectedRows ?? 0) - before);
  const command = last.command ?? "";
  if (command === "INSERT") return `INSERT 0 ${affected}`;
  return COUNTED_TAGS.has(command) ? `${command} ${affected}` : command;
}

type PgError = { message: string; detail?: string; hint?: string; severity?: string };

function errorMessage(error: unknown): string {
  const pg = error as PgError;
  if (typeof pg?.message !== "string") return String(error);
  return [`${pg.severity ?? "ERROR"}:  ${pg.message}`, pg.detail && `DETAIL:  ${pg.detail}`, pg.hint && `HINT:  ${pg.hint}`]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join("");
}

/** The last id pg_net handed out, or null when pg_net is not installed. */
async function lastRequestId(tx: Transaction): Promise<number | null> {
  const installed = await tx.query<{ present: boolean }>("select to_regclass('net.http_request_queue_id_seq') is not null as present");
  if (!installed.rows[0].present) return null;
  const { rows } = await tx.query<{ last: number }>(
    "select case when is_called then last_value else last_value - 1 end as last from net.http_request_queue_id_seq",
  );
  return Number(rows[0].last);
}

export async function runCronJob(db: Database, job: CronJob): Promise<CronRun> {
  const started = await db.transaction((tx) =>
    tx.query<{ runid: number; start_time: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), $2, $3, $4, 'running', clock_timestamp())
       returning runid, start_time::text`,
      [job.jobid, job.database, job.username, job.command],
    ),
  );
  const { runid } = started.rows[0];

  let status: CronRun["status"] = "succeeded";
  let message: string;
  let requestIds: number[] = [];
  try {
    const outcome = await db.transaction(async (tx) => {
      const before = await lastRequestId(tx);
      await tx.exec(`SET LOCAL ROLE ${ident(job.username)}`);
      const results = await tx.exec(job.command);
      await tx.exec("RESET ROLE");
      const created =
        before === null
          ? []
          : (await tx.query<{ id: number }>("select id from net.http_request_queue where id > $1 order by id", [before])).rows.map((r) => Number(r.id));
      return { message: returnMessage(results), created };
    });
    message = outcome.message;
    requestIds = outcome.created;
  } catch (error) {
    status = "failed";
    message = errorMessage(error);
  }

  const finished = await db.transaction((tx) =>
    tx.query<{ start_time: string; end_time: string }>(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp()
        where runid = $1 returning start_time::text, end_time::text`,
      [runid, status, message],
    ),
  );
  const times = finished.rows[0];
  return { jobid: job.jobid, runid: Number(runid), status, return_message: message, start_time: times.start_time, end_time: times.end_time, requestIds };
}
