// Benchmarks a reminder dispatch on the local backend: N users with 20 subscriptions each, the real
// send-reminders function (Deno) claiming in Postgres and sending to the mail catcher over SMTP.
// Three dispatches per size: the first (every user catches up: one digest each, about ten
// reminders), the same instant again (nothing left to send), and the next day (the steady state).
// Usage: npx tsx scripts/bench-reminders.ts [--users 1000,10000] [--max-users 2000]
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startLocalSupabase, type LocalSupabase } from "../supabase/local/server";
import { bundleFunctions } from "./bundle-functions.mjs";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "1000,10000" },
    "max-users": { type: "string", default: "200" },
    "batch-size": { type: "string", default: "100" },
  },
});
const SIZES = values.users.split(",").map(Number);
const SUBSCRIPTIONS = 20;
const SECRET = "bench-reminders-secret-0123456789";
const ROOT = join(import.meta.dirname, "..");
const ZONES = ["Asia/Taipei", "America/New_York", "Europe/Madrid", "UTC", "Pacific/Kiritimati", "Etc/GMT+12"];

const SEED = (users: number) => `
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'bench-' || n || '@example.com', '', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
    from generate_series(1, ${users}) as n;

  update public.reminder_settings s
     set send_hour = 0,
         time_zone = (array['${ZONES.join("','")}'])[1 + (abs(hashtext(s.user_id::text)) % ${ZONES.length})],
         locale = (array['en', 'zh-TW', 'es'])[1 + (abs(hashtext(s.user_id::text || 'l')) % 3)];

  -- Twenty monthly subscriptions a user, their renewals spread over the month.
  insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle, auto_renew)
  select p.id, 'Service ' || i, 'Service ' || i, 100 + i, (array['TWD','USD','EUR'])[1 + i % 3],
         date '2026-12-01' + (i * 3) % 28, (date '2026-12-01' + (i * 3) % 28) + interval '1 month', 'custom:months:1', true
    from public.user_profiles p cross join generate_series(1, ${SUBSCRIPTIONS}) as i;

  -- A price increase and a subscription of its own lead times, for each user.
  insert into public.subscription_price_changes (user_id, subscription_id, old_price, new_price, effective_date)
  select s.user_id, s.id, s.price, s.price + 20, date '2027-03-01' from public.subscriptions s where s.name = 'Service 1';
  insert into public.subscription_reminders (user_id, subscription_id, lead_days, remind_to_cancel)
  select s.user_id, s.id, '{30,7}', true from public.subscriptions s where s.name = 'Service 2';
`;

type Report = {
  timings: Record<string, number>;
  users: number;
  digestsSent: number;
  digestsFailed: number;
  remindersSent: number;
  checked: number;
  nextCursor: string | null;
  elapsedMs: number;
  usage: { cpuMs: number; rssBytes: number; heapUsedBytes: number };
};

function workerPid(): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (cmdline.includes("deno") && cmdline.includes("send-reminders/index.ts")) return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

/** CPU seconds a process has used (user + system), from /proc: less sensitive than wall time to a busy machine. */
function cpuSeconds(pid: number | null): number {
  if (pid === null) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function peakRssMb(pid: number | null): number | null {
  if (pid === null) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

async function dispatch(server: LocalSupabase, now: string) {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const totals = { invocations: 0, users: 0, digests: 0, reminders: 0, failed: 0, checked: 0, slowestMs: 0, maxCallCpuMs: 0, heapMb: 0, rssMb: 0 };
  let after: string | null = null;
  do {
    const response = await fetch(`${server.url}/functions/v1/send-reminders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ now, ...(after ? { after } : {}) }),
    });
    const report = (await response.json()) as Report & { error?: string };
    if (!response.ok) throw new Error(`send-reminders answered ${response.status}: ${report.error}`);
    totals.invocations += 1;
    totals.users += report.users;
    totals.digests += report.digestsSent;
    totals.failed += report.digestsFailed;
    totals.reminders += report.remindersSent;
    totals.checked += report.checked;
    totals.slowestMs = Math.max(totals.slowestMs, report.elapsedMs);
    for (const [step, ms] of Object.entries(report.timings)) timings[step] = (timings[step] ?? 0) + ms;
    totals.maxCallCpuMs = Math.max(totals.maxCallCpuMs, report.usage.cpuMs);
    totals.heapMb = Math.max(totals.heapMb, Math.round(report.usage.heapUsedBytes / 2 ** 20));
    totals.rssMb = Math.max(totals.rssMb, Math.round(report.usage.rssBytes / 2 ** 20));
    after = report.nextCursor;
  } while (after);
  return { ...totals, totalMs: Math.round(performance.now() - started), timings };
}

await bundleFunctions({ quiet: true });
const results: Record<string, unknown>[] = [];
for (const users of SIZES) {
  const server = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: false,
    cron: false,
    log: () => {},
    functionEnv: {
      REMINDERS_SECRET: SECRET,
      APP_URL: "https://subs.example.com",
      REMINDERS_MAX_USERS: values["max-users"],
      REMINDERS_BATCH_SIZE: values["batch-size"],
      REMINDERS_TIME_BUDGET_MS: "600000",
    },
  });
  try {
    const seeding = performance.now();
    await server.db.exec(SEED(users));
    console.log(`${users} users × ${SUBSCRIPTIONS} subscriptions seeded in ${Math.round(performance.now() - seeding)} ms`);
    for (const [label, now] of [
      ["first run (catch-up)", "2027-02-10T12:00:00Z"],
      ["same instant again", "2027-02-10T12:00:00Z"],
      ["next day (steady)", "2027-02-11T12:00:00Z"],
    ] as const) {
      const workerBefore = cpuSeconds(workerPid());
      const backendBefore = process.cpuUsage();
      const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
      const run = await dispatch(server, now);
      const backend = process.cpuUsage(backendBefore);
      const row = {
        size: users,
        run: label,
        ...run,
        workerCpuS: Math.round((cpuSeconds(workerPid()) - workerBefore) * 10) / 10,
        backendCpuS: Math.round((backend.user + backend.system) / 1e5) / 10,
        workerPeakRssMb: peakRssMb(workerPid()),
        loadAverage: Number(load),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
    const { rows } = await server.db.transaction((tx) => tx.query<{ n: number }>("select count(*)::int as n from public.reminder_deliveries where status = 'sent'"));
    const mail = await server.db.transaction((tx) => tx.query<{ n: number }>("select count(*)::int as n from local_mail.messages"));
    console.log(`${rows[0].n} reminders recorded as sent; ${mail.rows[0].n} messages in the mailbox`);
  } finally {
    await server.stop();
  }
}

console.log(
  "\nusers   run                    total ms  ms per user  calls  slowest call ms  max call CPU ms  digests  reminders  function CPU s  backend CPU s  function heap MB  function peak RSS MB  load avg",
);
for (const row of results as Record<string, number | string>[]) {
  const perUser = (Number(row.totalMs) / Number(row.size)).toFixed(2);
  console.log(
    `${String(row.size).padEnd(7)} ${String(row.run).padEnd(22)} ${String(row.totalMs).padStart(8)}  ${perUser.padStart(11)}  ${String(row.invocations).padStart(5)}  ${String(row.slowestMs).padStart(15)}  ${String(row.maxCallCpuMs).padStart(15)}  ${String(row.digests).padStart(7)}  ${String(row.reminders).padStart(9)}  ${String(row.workerCpuS).padStart(14)}  ${String(row.backendCpuS).padStart(13)}  ${String(row.heapMb).padStart(16)}  ${String(row.workerPeakRssMb).padStart(20)}  ${String(row.loadAverage).padStart(8)}`,
  );
}
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results", "reminders.json"), JSON.stringify({ subscriptionsPerUser: SUBSCRIPTIONS, results }, null, 2));
