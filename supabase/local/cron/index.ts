// The local pg_cron worker: loads cron.job, follows its changes (the extension's trigger NOTIFYs),
// fires each active job at its schedule, and runs jobs on demand for tests and demos.
import { Cron } from "croner";
import type { Database } from "../db";
import type { NetWorker } from "../net/worker";
import { runCronJob, type CronJob, type CronRun } from "./run-job";
import { parseSchedule } from "./schedule";

export type { CronRun };

export type CronService = {
  /** Whether jobs run at their schedules (off with --no-cron). */
  readonly scheduling: boolean;
  /** Runs the job named `name` now and waits for the HTTP requests it queued; null if there is no such job. */
  runJob(name: string, options?: { timeoutMs?: number }): Promise<(CronRun & { responses: NetResponseSummary[] }) | null>;
  stop(): Promise<void>;
};

export type NetResponseSummary = { id: number; status_code: number | null; timed_out: boolean | null; error_msg: string | null };

const JOBS_SQL = `select jobid::int as jobid, jobname, schedule, command, username, database, active
  from cron.job where to_regclass('cron.job') is not null order by jobid`;

export async function startCronService(options: {
  db: Database;
  net: NetWorker;
  scheduling: boolean;
  log: (line: string) => void;
}): Promise<CronService> {
  const { db, net, log } = options;
  const timers = new Map<number, { stop(): void }>();
  const running = new Map<number, Promise<CronRun>>();
  let stopped = false;
  let firstLoad = true;

  async function loadJobs(): Promise<CronJob[]> {
    const exists = await db.transaction((tx) => tx.query("select to_regclass('cron.job') is not null as present"));
    if (!(exists.rows[0] as { present: boolean }).present) return [];
    return (await db.transaction((tx) => tx.query<CronJob>(JOBS_SQL))).rows;
  }

  function run(job: CronJob): Promise<CronRun> {
    const current = running.get(job.jobid);
    if (current) return current;
    const started = runCronJob(db, job).finally(() => running.delete(job.jobid));
    running.set(job.jobid, started);
    return started;
  }

  function fire(job: CronJob): void {
    if (stopped || running.has(job.jobid)) return;
    run(job).then(
      (result) => {
        if (result.status === "failed") log(`[cron] job ${job.jobname ?? job.jobid} failed: ${result.return_message.trim()}`);
      },
      (error: unknown) => log(`[cron] job ${job.jobname ?? job.jobid} could not run: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  function schedule(jobs: CronJob[]): void {
    for (const timer of timers.values()) timer.stop();
    timers.clear();
    for (const job of jobs.filter((j) => j.active)) {
      const trigger = parseSchedule(job.schedule);
      if (!trigger) {
        log(`[cron] invalid pg_cron schedule for job ${job.jobid}: ${job.schedule}`);
      } else if (trigger.kind === "interval") {
        const interval = setInterval(() => fire(job), trigger.seconds * 1000);
        timers.set(job.jobid, { stop: () => clearInterval(interval) });
      } else if (trigger.kind === "cron") {
        const cron = new Cron(trigger.expression, { timezone: "Etc/UTC" }, () => fire(job));
        timers.set(job.jobid, { stop: () => cron.stop() });
      } else if (firstLoad) {
        fire(job);
      }
    }
    firstLoad = false;
  }

  let reloading: Promise<void> | null = null;
  let reloadAgain = false;
  function reload(): Promise<void> {
    if (reloading) {
      reloadAgain = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        try {
          const jobs = await loadJobs();
          if (!stopped) schedule(jobs);
        } catch (error) {
          log(`[cron] could not load cron.job: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (reloadAgain && !stopped);
    })().finally(() => (reloading = null));
    return reloading;
  }

  if (options.scheduling) {
    await db.listen("cron_job_cache_invalidate", () => void reload());
    await reload();
  }

  return {
    scheduling: options.scheduling,
    async runJob(name, runOptions = {}) {
      const job = (await loadJobs()).find((j) => j.jobname === name);
      if (!job) return null;
      const result = await run(job);
      const responses = await net.waitFor(result.requestIds, runOptions.timeoutMs ?? 30_000);
      return { ...result, responses };
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) timer.stop();
      timers.clear();
      await reloading;
      await Promise.allSettled([...running.values()]);
    },
  };
}
