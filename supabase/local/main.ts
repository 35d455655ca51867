// `npm run supabase:start` / `npm run supabase:reset`: runs the local server until Ctrl-C.
import { parseArgs } from "node:util";
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys";
import { startLocalSupabase, type LocalSupabase } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "smtp-port": { type: "string" },
    "data-dir": { type: "string" },
    memory: { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    "no-seed": { type: "boolean", default: false },
    "no-cron": { type: "boolean", default: false },
  },
});

function banner(server: LocalSupabase, dataDir: string): string {
  const rows: [string, string][] = [
    ["API URL", server.url],
    ["REST URL", `${server.url}/rest/v1`],
    ["Auth URL", `${server.url}/auth/v1`],
    ["Functions URL", `${server.url}/functions/v1`],
    ["Mailbox URL", `${server.url}/mailbox`],
    ["SMTP port", server.smtpPort === null ? "off ([inbucket] enabled = false)" : `127.0.0.1:${server.smtpPort}`],
    ["pg_cron jobs", server.cron.scheduling ? "run at their schedules" : "off (--no-cron); run one with POST /local/cron/jobs/<name>/run"],
    ["Publishable key", PUBLISHABLE_KEY],
    ["Secret key", SECRET_KEY],
    ["anon key", ANON_KEY],
    ["service_role key", SERVICE_ROLE_KEY],
    ["JWT secret", JWT_SECRET],
    ["Data", dataDir],
    ["Demo account", "demo@example.com / demo-password"],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return ["", "Local Supabase started.", "", ...rows.map(([label, value]) => `  ${label.padStart(width)}: ${value}`), ""].join("\n");
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = values.memory ? null : values["data-dir"];
  const server = await startLocalSupabase({
    port: values.port === undefined ? undefined : Number(values.port),
    smtpPort: values["smtp-port"] === undefined ? undefined : Number(values["smtp-port"]),
    dataDir,
    cron: !values["no-cron"],
    reset: values.reset,
    seed: !values["no-seed"],
  });
  console.log(banner(server, dataDir === null ? "in memory" : (dataDir ?? ".local/supabase-data")));
  console.log(`Ready in ${Math.round(performance.now() - started)} ms. Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
