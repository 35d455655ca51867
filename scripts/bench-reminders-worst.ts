// The worst one send-reminders call can meet: users at every quota of the data_rules migration
// (2,000 subscriptions with names of 100 characters, 5,000 price changes, 2,000 reminder overrides
// of ten lead times each, 2,000 snoozes), called with the row budget the function uses. Two days:
// the first plans everything at once (every digest thousands of reminders long), the second reads
// the deliveries the first recorded. Hosted Edge Functions allow 2 s of CPU and 256 MB a call; this
// must stay under half of both.
// Usage: npx tsx scripts/bench-reminders-worst.ts [--users 3] [--max-rows 20000]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_MAX_ROWS } from "../lib/reminders/dispatch/dispatch-reminders";
import { startDispatchBackend } from "./bench-dispatch-backend";

const { values } = parseArgs({
  options: { users: { type: "string", default: "3" }, "max-rows": { type: "string", default: String(DEFAULT_MAX_ROWS) } },
});
const USERS = Number(values.users);
const SECRET = "bench-reminders-secret-0123456789";
const ROOT = join(import.meta.dirname, "..");
const LIMITS = { cpuMs: 1000, memoryMb: 128 };

const SEED = `
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'quota-' || n || '@example.com', '', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
    from generate_series(1, ${USERS}) as n;
  update public.reminder_settings set send_hour = 0, time_zone = 'UTC';

  -- Every subscription charges within the next ten days: a first run reminds all of them.
  insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle, auto_renew)
  select p.id, rpad('Service ' || i || ' ', 100, 'x'), 'Service', 100 + i % 50, (array['TWD','USD','EUR'])[1 + i % 3],
         date '2027-01-18' + i % 10, (date '2027-01-18' + i % 10) + interval '1 month', 'custom:months:1', true
    from public.user_profiles p cross join generate_series(1, 2000) as i;
  insert into public.subscription_price_changes (user_id, subscription_id, old_price, new_price, effective_date)
  select s.user_id, s.id, s.price + k, s.price + k + 10, date '2027-03-01' + (k * 31)
    from public.subscriptions s cross join generate_series(0, 1) as k;
  insert into public.subscription_price_changes (user_id, subscription_id, old_price, new_price, effective_date)
  select s.user_id, s.id, s.price + 2, s.price + 12, date '2027-05-02'
    from public.subscriptions s where s.id % 2 = 0;
  insert into public.subscription_reminders (user_id, subscription_id, lead_days)
  select s.user_id, s.id, '{60,45,30,21,14,10,7,3,1,0}' from public.subscriptions s;
  insert into public.reminder_snoozes (user_id, subscription_id, kind, occurrence_date, until_date)
  select s.user_id, s.id, 'renewal', (s.end_date + interval '1 month')::date, (s.end_date + interval '1 month' - interval '1 day')::date
    from public.subscriptions s;
`;

type Report = {
  timings: Record<string, number>;
  users: number;
  digestsSent: number;
  remindersSent: number;
  nextCursor: string | null;
  usage: { cpuMs: number; rssBytes: number; heapUsedBytes: number };
  elapsedMs: number;
};

const server = await startDispatchBackend({
  functionEnv: {
    REMINDERS_SECRET: SECRET,
    APP_URL: "https://subs.example.com",
    REMINDERS_MAX_ROWS: values["max-rows"],
    REMINDERS_TIME_BUDGET_MS: "600000",
    // The worker's V8 heap capped at the memory this check allows: a call needing more dies of it
    // (and the run fails), whatever its heap at the end of the call says.
    DENO_V8_FLAGS: `--max-heap-size=${LIMITS.memoryMb}`,
  },
});
const calls: Record<string, number | string | null>[] = [];

async function call(now: string, after: string | null): Promise<Report> {
  const response = await fetch(`${server.url}/functions/v1/send-reminders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
    body: JSON.stringify({ now, ...(after ? { after } : {}) }),
  });
  const report = (await response.json()) as Report & { error?: string };
  if (!response.ok) throw new Error(`send-reminders answered ${response.status}: ${report.error}`);
  return report;
}

let idleRssMb = 0;
try {
  // A call with nobody to serve: the worker's own memory, before any user's data.
  idleRssMb = Math.round((await call("2027-02-16T09:00:00Z", null)).usage.rssBytes / 2 ** 20);
  const seeding = performance.now();
  await server.db.exec(SEED);
  const counts = await server.db.transaction((tx) =>
    tx.query<Record<string, number>>(`select
      (select count(*) from public.subscriptions)::int as subscriptions,
      (select count(*) from public.subscription_price_changes)::int as price_changes,
      (select count(*) from public.subscription_reminders)::int as overrides,
      (select count(*) from public.reminder_snoozes)::int as snoozes`),
  );
  console.log(`${USERS} users at every quota seeded in ${Math.round(performance.now() - seeding)} ms: ${JSON.stringify(counts.rows[0])}`);
  for (const [day, now] of [
    ["first day", "2027-02-17T09:00:00Z"],
    ["next day", "2027-02-18T09:00:00Z"],
  ] as const) {
    let after: string | null = null;
    do {
      const report = await call(now, after);
      const row = {
        day,
        users: report.users,
        digests: report.digestsSent,
        reminders: report.remindersSent,
        elapsedMs: report.elapsedMs,
        callCpuMs: report.usage.cpuMs,
        heapMb: Math.round(report.usage.heapUsedBytes / 2 ** 20),
        rssMb: Math.round(report.usage.rssBytes / 2 ** 20),
        timings: JSON.stringify(report.timings),
      };
      calls.push(row);
      console.log(JSON.stringify(row));
      after = report.nextCursor;
    } while (after);
  }
} finally {
  await server.stop();
}

const worst = {
  cpuMs: Math.max(...calls.map((row) => Number(row.callCpuMs))),
  heapMb: Math.max(...calls.map((row) => Number(row.heapMb))),
  rssMb: Math.max(...calls.map((row) => Number(row.rssMb))),
  idleRssMb,
};
// The hosted limit applies to the function's isolate (its heap), not to a whole local Deno process,
// whose resident size starts at the idle figure printed below and keeps what earlier calls used.
console.log(`\nOne send-reminders call, users at every quota, row budget ${values["max-rows"]}:`);
console.log(`  worst CPU ${worst.cpuMs} ms (at most ${LIMITS.cpuMs} ms: half the hosted 2 s)`);
console.log(`  worst heap ${worst.heapMb} MB at the end of a call; every call ran in a heap capped at ${LIMITS.memoryMb} MB (half the hosted 256 MB)`);
console.log(`  worst resident size of the local worker ${worst.rssMb} MB, ${worst.rssMb - idleRssMb} MB above its idle ${idleRssMb} MB`);
const within = worst.cpuMs <= LIMITS.cpuMs && worst.heapMb <= LIMITS.memoryMb;
console.log(within ? "  within half the hosted limits" : "  OVER half the hosted limits");
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results", "reminders-worst-call.json"), JSON.stringify({ maxRows: Number(values["max-rows"]), users: USERS, calls, worst, limits: LIMITS }, null, 2));
if (!within) process.exitCode = 1;
