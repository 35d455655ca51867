// pg_cron, pg_net and Vault on a fresh local server: the statements of Supabase's "Scheduling Edge
// Functions" guide run as a migration would, the scheduler fires jobs, the pg_net worker performs
// their requests against a local fake, and everything is recorded where hosted Supabase records it.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET_KEY } from "@/supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { clientWithKey, createTestUser } from "./support";

type Received = { method: string; path: string; headers: IncomingMessage["headers"]; body: string };

const received: Received[] = [];
let fake: Server;
let fakeUrl: string;
let server: LocalSupabase;

function listen(target: Server): Promise<string> {
  return new Promise((resolve) => target.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(target.address() as { port: number }).port}`)));
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.transaction((tx) => tx.query<T>(text, params))).rows;

// What a hosted migration holds (Supabase's "Scheduling Edge Functions" guide), unchanged.
const MIGRATION = `
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;
  select cron.schedule('send-reminders', '*/15 * * * *', $$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-reminders',
      headers := jsonb_build_object('Content-Type', 'application/json',
                                    'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'reminders_secret')),
      body := jsonb_build_object('time', now()),
      timeout_milliseconds := 10000) as request_id;
  $$);
`;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.url?.startsWith("/slow")) return; // never answers
      res.writeHead(200, { "Content-Type": "application/json", "X-Fake": "yes" });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  fakeUrl = await listen(fake);
  process.env.LOCAL_TEST_REMINDERS_SECRET = "s3cret-for-tests";
  server = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: false,
    log: () => {},
    config: {
      vaultSecrets: { project_url: fakeUrl, reminders_secret: "env(LOCAL_TEST_REMINDERS_SECRET)", own_url: "env(SUPABASE_URL)", unset: "env(LOCAL_TEST_NOT_SET)" },
    },
  });
  await server.db.exec(MIGRATION);
});

afterAll(async () => {
  await server?.stop();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  delete process.env.LOCAL_TEST_REMINDERS_SECRET;
});

describe("the extensions", () => {
  it("install with the statements hosted migrations use, with the real extensions' tables", async () => {
    const extensions = await sql<{ extname: string; schema: string }>(
      "select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('pg_cron', 'pg_net', 'supabase_vault') order by extname",
    );
    expect(extensions).toEqual([
      { extname: "pg_cron", schema: "pg_catalog" },
      { extname: "pg_net", schema: "extensions" },
      { extname: "supabase_vault", schema: "vault" },
    ]);
    const columns = await sql<{ table: string; columns: string }>(
      `select table_schema || '.' || table_name as table, string_agg(column_name, ',' order by ordinal_position) as columns
         from information_schema.columns
        where (table_schema, table_name) in (('cron','job'), ('cron','job_run_details'), ('net','http_request_queue'), ('net','_http_response'), ('vault','secrets'), ('vault','decrypted_secrets'))
        group by 1 order by 1`,
    );
    expect(columns).toEqual([
      { table: "cron.job", columns: "jobid,schedule,command,nodename,nodeport,database,username,active,jobname" },
      { table: "cron.job_run_details", columns: "jobid,runid,job_pid,database,username,command,status,return_message,start_time,end_time" },
      { table: "net._http_response", columns: "id,status_code,content_type,headers,content,timed_out,error_msg,created" },
      { table: "net.http_request_queue", columns: "id,method,url,headers,body,timeout_milliseconds" },
      { table: "vault.decrypted_secrets", columns: "id,name,description,secret,decrypted_secret,key_id,nonce,created_at,updated_at" },
      { table: "vault.secrets", columns: "id,name,description,secret,key_id,nonce,created_at,updated_at" },
    ]);
  });

  it("upserts [db.vault] secrets on start, env(SUPABASE_URL) being the server itself, stored encrypted", async () => {
    const secrets = await sql<{ name: string; decrypted_secret: string; secret: string }>(
      "select name, decrypted_secret, secret from vault.decrypted_secrets order by name",
    );
    expect(secrets.map(({ name, decrypted_secret }) => ({ name, decrypted_secret }))).toEqual([
      { name: "own_url", decrypted_secret: server.url },
      { name: "project_url", decrypted_secret: fakeUrl },
      { name: "reminders_secret", decrypted_secret: "s3cret-for-tests" },
    ]);
    expect(secrets.every((s) => s.secret !== s.decrypted_secret)).toBe(true);
  });

  it("schedule upserts by name, unschedule removes by name or id, and bad schedules are refused", async () => {
    const [{ first }] = await sql<{ first: number }>("select cron.schedule('probe', '0 3 * * *', 'select 1') as first");
    const [{ again }] = await sql<{ again: number }>("select cron.schedule('probe', '0 4 * * *', 'select 2') as again");
    expect(again).toBe(first);
    expect(await sql("select schedule, command, active from cron.job where jobname = 'probe'")).toEqual([
      { schedule: "0 4 * * *", command: "select 2", active: true },
    ]);
    const [{ anonymous }] = await sql<{ anonymous: number }>("select cron.schedule('30 seconds', 'select 3') as anonymous");
    await sql("select cron.alter_job($1, active := false)", [anonymous]);
    expect(await sql("select active from cron.job where jobid = $1", [anonymous])).toEqual([{ active: false }]);
    expect(await sql("select cron.unschedule($1::bigint) as done", [anonymous])).toEqual([{ done: true }]);
    expect(await sql("select cron.unschedule('probe') as done")).toEqual([{ done: true }]);
    await expect(sql("select cron.unschedule('probe')")).rejects.toMatchObject({ message: "could not find valid entry for job 'probe'" });
    await expect(sql("select cron.schedule('bad', 'every day', 'select 1')")).rejects.toMatchObject({
      code: "22023",
      message: "invalid schedule: every day",
      hint: "Use cron format (e.g. 5 4 * * *), or interval format '[1-59] seconds'",
    });
  });

  it("keeps the vault from anon and authenticated, and opens it to service_role", async () => {
    await server.db.exec(`
      create function public.read_vault() returns text language sql security invoker
        as $$ select string_agg(name, ',' order by name) from vault.decrypted_secrets $$;
      grant execute on function public.read_vault() to anon, authenticated, service_role;`);
    const anon = clientWithKey("sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH", server.url);
    const denied = await anon.rpc("read_vault");
    expect(denied.status).toBe(401);
    expect(denied.error).toMatchObject({ code: "42501", message: "permission denied for schema vault" });
    const user = await createTestUser("vault", server.url);
    expect((await user.client.rpc("read_vault")).error?.code).toBe("42501");
    expect((await clientWithKey(SECRET_KEY, server.url).rpc("read_vault")).data).toBe("own_url,project_url,reminders_secret");
  });
});

describe("the scheduler and the pg_net worker", () => {
  it("runs a job every second; its request reaches the fake with the vault secret, and both are recorded", async () => {
    await sql("select cron.alter_job((select jobid from cron.job where jobname = 'send-reminders'), schedule := '1 seconds')");
    const call = await until(async () => received.find((r) => r.path === "/functions/v1/send-reminders"));
    expect(call.method).toBe("POST");
    expect(call.headers.authorization).toBe("Bearer s3cret-for-tests");
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.headers["user-agent"]).toBe("pg_net/0.19.5");
    expect(Number.isNaN(Date.parse((JSON.parse(call.body) as { time: string }).time))).toBe(false);

    const run = await until(async () => (await sql<Record<string, unknown>>(
      `select d.status, d.return_message, d.username, d.start_time <= d.end_time as ordered
         from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'send-reminders' and d.status = 'succeeded' limit 1`,
    ))[0]);
    expect(run).toEqual({ status: "succeeded", return_message: "1 row", username: "postgres", ordered: true });
    const response = await until(async () => (await sql<Record<string, unknown>>(
      "select status_code, content, content_type, headers ->> 'X-Fake' as fake, timed_out, error_msg from net._http_response where status_code is not null limit 1",
    ))[0]);
    expect(response).toEqual({ status_code: 200, content: '{"ok":true}', content_type: "application/json", fake: "yes", timed_out: false, error_msg: null });
    await sql("select cron.unschedule('send-reminders')");
  });

  it("records a failing command as failed, with the error as pg_cron reports it, and keeps going", async () => {
    await sql("select cron.schedule('broken', '1 seconds', 'select * from no_such_table')");
    const failure = await until(async () => (await sql<{ status: string; return_message: string }>(
      "select status, return_message from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'broken' limit 1",
    ))[0]);
    await sql("select cron.unschedule('broken')");
    expect(failure).toEqual({ status: "failed", return_message: 'ERROR:  relation "no_such_table" does not exist\n' });
  });

  it("records an unreachable URL and a timeout in net._http_response", async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const [{ refused, slow }] = await sql<{ refused: number; slow: number }>(
      `select net.http_get($1) as refused, net.http_post($2, '{}'::jsonb, timeout_milliseconds := 300) as slow`,
      [`${closedUrl}/nothing`, `${fakeUrl}/slow`],
    );
    const responses = await server.net.waitFor([refused, slow], 10_000);
    expect(responses).toEqual([
      { id: refused, status_code: null, timed_out: false, error_msg: "Couldn't connect to server" },
      { id: slow, status_code: null, timed_out: true, error_msg: expect.stringMatching(/^Timeout of 300 ms reached\. Total time: [\d.]+ ms \(DNS time: /) },
    ]);
  });

  it("runs a named job now, over HTTP with the service role, and answers once its requests are done", async () => {
    await sql(`select cron.schedule('nightly', '0 3 * * *', $$ select net.http_get(
      (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/nightly') $$)`);
    const refused = await fetch(`${server.url}/local/cron/jobs/nightly/run`, { method: "POST", headers: { apikey: "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH" } });
    expect(refused.status).toBe(401);
    const response = await fetch(`${server.url}/local/cron/jobs/nightly/run`, { method: "POST", headers: { apikey: SECRET_KEY } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; return_message: string; responses: { status_code: number }[] };
    expect(body).toMatchObject({ status: "succeeded", return_message: "1 row", responses: [{ status_code: 200, timed_out: false, error_msg: null }] });
    expect(received.some((r) => r.path === "/nightly")).toBe(true);
    const missing = await fetch(`${server.url}/local/cron/jobs/nope/run`, { method: "POST", headers: { apikey: SECRET_KEY } });
    expect(missing.status).toBe(404);
    const list = (await (await fetch(`${server.url}/local/cron/jobs`, { headers: { apikey: SECRET_KEY } })).json()) as { scheduling: boolean; jobs: { jobname: string; last_run: { status: string } | null }[] };
    expect(list.scheduling).toBe(true);
    expect(list.jobs.find((j) => j.jobname === "nightly")?.last_run?.status).toBe("succeeded");
  });
});

describe("with the scheduler off", () => {
  it("runs nothing on schedule, while a job can still be run on demand", async () => {
    const quiet = await startLocalSupabase({ port: 0, dataDir: null, seed: false, cron: false, log: () => {} });
    try {
      await quiet.db.exec("create extension if not exists pg_cron; select cron.schedule('tick', '1 seconds', 'select 1');");
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const runs = async () => (await quiet.db.transaction((tx) => tx.query<{ n: number }>("select count(*)::int as n from cron.job_run_details"))).rows[0].n;
      expect(await runs()).toBe(0);
      expect(quiet.cron.scheduling).toBe(false);
      const result = await quiet.cron.runJob("tick");
      expect(result).toMatchObject({ status: "succeeded", return_message: "1 row", responses: [] });
      expect(await runs()).toBe(1);
    } finally {
      await quiet.stop();
    }
  });
});
