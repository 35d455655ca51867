// Routes only the local server has, under /local (the mailbox is /mailbox, as before):
//   GET  /local/cron/jobs              the jobs of cron.job
//   POST /local/cron/jobs/<name>/run   runs a job now and answers once its HTTP requests are done
// Both need the service role (the secret key or the service_role JWT), since jobs run as their owner.
import type { CronService } from "./cron";
import type { Database } from "./db";
import { verifyToken } from "./keys";

const json = (body: unknown, status = 200) => Response.json(body, { status });

async function isServiceRole(request: Request): Promise<boolean> {
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token) return false;
  const result = await verifyToken(token.trim());
  return result.ok && result.claims.role === "service_role";
}

export function createLocalRoutes(deps: { db: Database; cron: CronService }) {
  return {
    async handle(request: Request, path: string): Promise<Response> {
      if (!(await isServiceRole(request))) return json({ message: "This endpoint requires the service role key" }, 401);
      if (path === "/cron/jobs" && request.method === "GET") {
        const { rows } = await deps.db.transaction((tx) =>
          tx.query(
            `select j.jobid::int as jobid, j.jobname, j.schedule, j.command, j.username, j.active,
                    (select row_to_json(d) from (select runid::int as runid, status, return_message, start_time, end_time
                       from cron.job_run_details where jobid = j.jobid order by runid desc limit 1) d) as last_run
               from cron.job j where to_regclass('cron.job') is not null order by j.jobid`,
          ),
        );
        return json({ scheduling: deps.cron.scheduling, jobs: rows });
      }
      const run = /^\/cron\/jobs\/([^/]+)\/run$/.exec(path);
      if (run && request.method === "POST") {
        const name = decodeURIComponent(run[1]);
        const result = await deps.cron.runJob(name);
        if (!result) return json({ message: `No cron job named ${name}` }, 404);
        const { requestIds: _ids, ...body } = result;
        return json(body);
      }
      return json({ message: "no Route matched with those values" }, 404);
    },
  };
}
