// `npm run reminders:run -- [--now 2027-01-15T08:00] [--url http://127.0.0.1:54321]`: runs one
// reminder dispatch now, through the local backend's send-reminders function, as the cron job
// would, optionally as if it were another instant (an instant without a zone is UTC). Each user
// whose send hour has come by then gets their digest; run it again and nothing is sent twice.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { REMINDERS_BUNDLE } from "./bundle-functions.mjs";
import { LOCAL_REMINDERS_SECRET } from "./local-env.mjs";

const { values } = parseArgs({
  options: {
    now: { type: "string" },
    url: { type: "string", default: process.env.SUPABASE_URL || `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? 54321}` },
    secret: { type: "string", default: process.env.REMINDERS_SECRET || LOCAL_REMINDERS_SECRET },
  },
});

function instant(text) {
  if (text === undefined) return undefined;
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const date = new Date(withZone);
  if (Number.isNaN(date.getTime())) {
    console.error(`--now ${text} is not an instant; use e.g. 2027-01-15T08:00 (UTC) or 2027-01-15T08:00+08:00`);
    process.exit(2);
  }
  return date.toISOString();
}

if (!existsSync(REMINDERS_BUNDLE)) {
  console.error("The send-reminders function's bundle is missing: run `npm run functions:bundle` (npm run dev does it for you).");
  process.exit(1);
}

const now = instant(values.now);
const totals = { users: 0, digestsSent: 0, digestsFailed: 0, remindersSent: 0, checked: 0, calls: 0 };
let after = null;
const started = Date.now();
do {
  let response;
  try {
    response = await fetch(`${values.url}/functions/v1/send-reminders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${values.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ...(now ? { now } : {}), ...(after ? { after } : {}) }),
    });
  } catch (error) {
    console.error(`Could not reach ${values.url}: ${error.message}. Is the local backend running (npm run dev or npm run supabase:start)?`);
    process.exit(1);
  }
  const report = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`send-reminders answered ${response.status}: ${report.error ?? JSON.stringify(report)}`);
    process.exit(1);
  }
  totals.calls += 1;
  for (const key of ["users", "digestsSent", "digestsFailed", "remindersSent", "checked"]) totals[key] += report[key] ?? 0;
  for (const error of report.errors ?? []) console.warn(`  ${error}`);
  after = report.nextCursor;
} while (after);

console.log(
  `Dispatch at ${now ?? "now"}: ${totals.users} users due, ${totals.digestsSent} digests sent (${totals.remindersSent} reminders), ` +
    `${totals.digestsFailed} failed, ${totals.checked} with nothing due; ${totals.calls} call(s) in ${Date.now() - started} ms.`,
);
console.log(`Read them at ${values.url}/mailbox`);
