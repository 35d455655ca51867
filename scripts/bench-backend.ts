// Benchmarks the local Supabase server: start-up time (empty and existing data), read and write
// latency for a user with 1,000 subscriptions, and throughput with 8 concurrent clients.
// Usage: npx tsx scripts/bench-backend.ts [--port 54402]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { PUBLISHABLE_KEY, SECRET_KEY } from "../supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "../supabase/local/server";

const { values } = parseArgs({ options: { port: { type: "string", default: "54402" } } });
const PORT = Number(values.port);
const ROOT = join(import.meta.dirname, "..");

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used");
  }
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(work: () => PromiseLike<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function latency(runs: number, work: (i: number) => PromiseLike<{ error: unknown }>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [result, ms] = await timed(() => work(i));
    if (result.error) throw new Error(`request failed: ${JSON.stringify(result.error)}`);
    samples.push(ms);
  }
  return median(samples);
}

async function throughput(seconds: number, concurrency: number, work: () => PromiseLike<{ error: unknown }>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const result = await work();
        if (result.error) throw new Error(`request failed: ${JSON.stringify(result.error)}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

function subscription(i: number, userId: string) {
  return {
    user_id: userId,
    name: `Bench subscription ${i}`,
    brand: `Brand ${i % 50}`,
    price: ((i * 37) % 5000) / 100,
    currency: ["USD", "EUR", "TWD"][i % 3],
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    cycle: ["30days", "6months", "1year"][i % 3],
  };
}

async function main(): Promise<void> {
  mkdirSync(join(ROOT, ".local"), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, ".local", "bench-"));
  const quiet = () => {};
  let server: LocalSupabase | null = null;
  try {
    const [first, emptyMs] = await timed(() => startLocalSupabase({ port: PORT, dataDir, log: quiet }));
    await first.stop();
    const [second, existingMs] = await timed(() => startLocalSupabase({ port: PORT, dataDir, log: quiet }));
    server = second;

    const admin = client(server.url, SECRET_KEY);
    const email = `bench-${Date.now()}@example.com`;
    const password = "bench-password-1";
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`could not create the bench user: ${created.error?.message}`);
    const userId = created.data.user.id;
    for (let start = 0; start < 1000; start += 250) {
      const rows = Array.from({ length: 250 }, (_, i) => subscription(start + i, userId));
      const { error } = await admin.from("subscriptions").insert(rows);
      if (error) throw new Error(`seeding failed: ${error.message}`);
    }
    const user = client(server.url, PUBLISHABLE_KEY);
    const signIn = await user.auth.signInWithPassword({ email, password });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);

    const selectAll = () => user.from("subscriptions").select("*");
    const rows = await selectAll();
    if ((rows.data ?? []).length !== 1000) throw new Error(`expected 1000 rows, got ${rows.data?.length}`);
    const selectMs = await latency(30, selectAll);
    const insertMs = await latency(50, (i) => user.from("subscriptions").insert(subscription(10_000 + i, userId)));
    const readOneRps = await throughput(3, 8, () => user.from("subscriptions").select("*").eq("name", "Bench subscription 7"));
    const readAllRps = await throughput(3, 8, selectAll);

    const results = {
      startEmptyDataMs: Math.round(emptyMs),
      startExistingDataMs: Math.round(existingMs),
      selectAll1000MedianMs: Number(selectMs.toFixed(1)),
      insertOneMedianMs: Number(insertMs.toFixed(1)),
      requestsPerSecond8Clients: { selectOneRow: Math.round(readOneRps), selectAll1000Rows: Math.round(readAllRps) },
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
    console.table({
      "start, empty data folder (ms)": results.startEmptyDataMs,
      "start, existing data (ms)": results.startExistingDataMs,
      "select 1,000 rows, median (ms)": results.selectAll1000MedianMs,
      "insert one row, median (ms)": results.insertOneMedianMs,
      "req/s, 8 clients, one-row select": results.requestsPerSecond8Clients.selectOneRow,
      "req/s, 8 clients, 1,000-row select": results.requestsPerSecond8Clients.selectAll1000Rows,
    });
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(join(ROOT, "bench-results", "backend.json"), `${JSON.stringify(results, null, 2)}\n`);
    console.log("Wrote bench-results/backend.json");
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
