// The cron job's fan-out on the local backend: users seeded with SQL, the `send-reminders` job run
// once through the local scheduler, its calls (one per shard of user ids, each chaining on by
// itself) made through the local pg_net, and the time until every due user is served. Prints
// users/s and what a call costs, and extrapolates to 1,000,000 users (docs/reminders-at-scale.md).
// Usage: npx tsx scripts/bench-reminders-fanout.ts [--users 10000] [--shards 8] [--hosted-call-seconds 5]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startDispatchBackend } from "./bench-dispatch-backend";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    shards: { type: "string", default: "8" },
    // Wall time of a hosted call of 200 users: Postgres round trips and the mail provider, measured
    // at 1.6–4.8 s by bench-reminders.ts on this machine; rounded up.
    "hosted-call-seconds": { type: "string", default: "5" },
  },
});
const HOSTED_CALL_S = Number(values["hosted-call-seconds"]);
const USERS = Number(values.users);
const SHARDS = Number(values.shards);
const SECRET = "bench-reminders-secret-0123456789";
const ROOT = join(import.meta.dirname, "..");
const WINDOW_S = 15 * 60;
const TARGET_USERS = 1_000_000;

// Five subscriptions a user, one renewing in three days: everyone is due today, at once, the worst
// a single 15-minute window can hold.
const SEED = `
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'fanout-' || n || '@example.com', '', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
    from generate_series(1, ${USERS}) as n;
  update public.reminder_settings set send_hour = 0, time_zone = 'UTC';
  insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle, auto_renew)
  select p.id, 'Service ' || i, 'Service ' || i, 100 + i, 'USD',
         (current_date + 3 + i * 5) - interval '1 month', current_date + 3 + i * 5, 'custom:months:1', true
    from public.user_profiles p cross join generate_series(0, 4) as i;
`;

type CallReport = { users: number; elapsedMs: number; usage: { cpuMs: number; heapUsedBytes: number } };

const server = await startDispatchBackend({
  config: { vaultSecrets: { project_url: "env(SUPABASE_URL)", reminders_secret: SECRET } },
  functionEnv: { REMINDERS_SECRET: SECRET, APP_URL: "https://subs.example.com" },
});
const query = async <T>(sql: string) => (await server.db.transaction((tx) => tx.query<T>(sql))).rows;
try {
  const seeding = performance.now();
  await server.db.exec(SEED);
  console.log(`${USERS} users seeded in ${Math.round(performance.now() - seeding)} ms`);
  await server.db.exec(`select cron.schedule('send-reminders', '*/15 * * * *', 'select public.send_reminders_fanout(${SHARDS})')`);

  const started = performance.now();
  const run = await server.cron.runJob("send-reminders", { timeoutMs: 600_000 });
  if (run?.status !== "succeeded") throw new Error(`the job failed: ${run?.return_message}`);
  console.log(`the job ran: ${run.responses.length} calls answered ${JSON.stringify(run.responses.map((r) => r.status_code ?? r.error_msg))}`);
  // Each shard's first call answers through pg_net; the calls it chains answer only each other.
  let served = 0;
  for (;;) {
    [{ served }] = await query<{ served: number }>(
      // Served: the user's digest went out or failed (a failed send waits out its backoff), or nothing was due.
      `select (select count(distinct user_id) from public.reminder_digests where status <> 'claimed')::int
            + (select count(*) from public.reminder_checks)::int as served`,
    );
    if (served >= USERS || performance.now() - started > 1_800_000) break;
    if (Math.round(performance.now() - started) % 10_000 < 500) console.log(`${served} users served`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const wallS = (performance.now() - started) / 1000;
  const firstCalls = (await query<{ content: string | null }>("select content from net._http_response order by id"))
    .map((row) => (row.content ? (JSON.parse(row.content) as CallReport) : null))
    .filter((report): report is CallReport => report !== null && typeof report.users === "number" && report.users > 0);
  const sum = (pick: (report: CallReport) => number) => firstCalls.reduce((total, report) => total + pick(report), 0);
  const usersPerCall = sum((r) => r.users) / firstCalls.length;
  // The local calls share one Deno process, whose CPU each call's figure counts in full while they
  // overlap: divided by the calls running at once.
  const cpuMsPerUser = sum((r) => r.usage.cpuMs) / sum((r) => r.users) / Math.min(SHARDS, firstCalls.length);
  const callMsPerUser = sum((r) => r.elapsedMs) / sum((r) => r.users);
  const [mail] = await query<{ n: number }>("select count(*)::int as n from public.reminder_digests where status = 'sent'");

  const calls = Math.ceil(TARGET_USERS / usersPerCall);
  // Each shard's chain runs its calls one after another: enough shards that the chains end within
  // half the window, at this machine's time per call and at a hosted one.
  const shardsNeeded = Math.ceil((TARGET_USERS * callMsPerUser) / 1000 / (WINDOW_S * 0.5));
  const hostedShards = Math.ceil((calls * HOSTED_CALL_S) / (WINDOW_S * 0.5));
  const result = {
    users: USERS,
    shards: SHARDS,
    served,
    emails: mail.n,
    wallS: Math.round(wallS * 10) / 10,
    usersPerS: Math.round(served / wallS),
    firstCalls: firstCalls.length,
    usersPerCall: Math.round(usersPerCall),
    cpuMsPerCall: Math.round(cpuMsPerUser * usersPerCall),
    cpuMsPerUser: Math.round(cpuMsPerUser * 100) / 100,
    callMsPerUser: Math.round(callMsPerUser * 100) / 100,
    extrapolated: {
      users: TARGET_USERS,
      calls,
      functionCpuS: Math.round((cpuMsPerUser * TARGET_USERS) / 1000),
      shardsForHalfTheWindowHere: shardsNeeded,
      hostedCallSeconds: HOSTED_CALL_S,
      shardsForHalfTheWindowHosted: hostedShards,
    },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\n${served} of ${USERS} users served in ${result.wallS} s through ${SHARDS} shards: ${result.usersPerS} users/s on this machine` +
      ` (one Postgres process for every call).\nA call serves ${result.usersPerCall} users in ${Math.round(callMsPerUser * usersPerCall)} ms,` +
      ` ${result.cpuMsPerCall} ms of function CPU.\n${TARGET_USERS.toLocaleString("en")} users due in one window: ${calls} calls,` +
      ` ${result.extrapolated.functionCpuS} s of function CPU in all; to end within half the 15 minutes,` +
      ` ${shardsNeeded} shards at this machine's time per call, ${hostedShards} at ${HOSTED_CALL_S} s a call.`,
  );
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "reminders-fanout.json"), JSON.stringify(result, null, 2));
  if (served < USERS) process.exitCode = 1;
} finally {
  await server.stop();
}
