// Starts one in-memory local server for the whole backend test run. Its pg_cron scheduler is off:
// tests that need schedules start servers of their own.
import type { TestProject } from "vitest/node";
import { bundleFunctions } from "../../scripts/bundle-functions.mjs";
import { localFunctionEnv, TEST_AUTH_ENV } from "../../scripts/local-env.mjs";
import { startLocalSupabase } from "@/supabase/local/server";
import { REST_FIXTURE_SQL } from "./rest-fixture";
import { TEST_APP_URL, TEST_REMINDERS_SECRET } from "./reminders-env";
import { RPC_FIXTURE_SQL } from "./rpc-fixture";

declare module "vitest" {
  export interface ProvidedContext {
    supabaseUrl: string;
    smtpPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const verbose = process.env.SUPABASE_TEST_LOG === "1";
  // send-reminders runs lib/reminders from this bundle; the cron job's Vault secret reads the env.
  await bundleFunctions({ quiet: true });
  process.env.REMINDERS_SECRET = TEST_REMINDERS_SECRET;
  Object.assign(process.env, TEST_AUTH_ENV);
  const server = await startLocalSupabase({
    port: Number(process.env.SUPABASE_TEST_PORT ?? 0),
    smtpPort: 0,
    dataDir: null,
    cron: false,
    // The local VAPID key pair, and leave to call the server's own stand-in push service.
    functionEnv: { ...localFunctionEnv({ appUrl: TEST_APP_URL }), REMINDERS_SECRET: TEST_REMINDERS_SECRET, APP_URL: TEST_APP_URL },
    log: verbose ? (line) => console.log(line) : () => {},
  });
  await server.db.exec(REST_FIXTURE_SQL);
  await server.db.exec(RPC_FIXTURE_SQL);
  project.provide("supabaseUrl", server.url);
  project.provide("smtpPort", server.smtpPort ?? 0);
  return () => server.stop();
}
