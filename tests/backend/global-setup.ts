// Starts one in-memory local server for the whole backend test run.
import type { TestProject } from "vitest/node";
import { startLocalSupabase } from "@/supabase/local/server";
import { REST_FIXTURE_SQL } from "./rest-fixture";

declare module "vitest" {
  export interface ProvidedContext {
    supabaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const verbose = process.env.SUPABASE_TEST_LOG === "1";
  const server = await startLocalSupabase({
    port: Number(process.env.SUPABASE_TEST_PORT ?? 0),
    dataDir: null,
    log: verbose ? (line) => console.log(line) : () => {},
  });
  await server.db.exec(REST_FIXTURE_SQL);
  project.provide("supabaseUrl", server.url);
  return () => server.stop();
}
