// Helpers shared by the benchmarks that render signed-in pages of a production build.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createServerClient } from "@supabase/ssr";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient } from "@supabase/supabase-js";
import { E2E_APP_PORT, E2E_SUPABASE_PORT } from "./e2e-ports.mjs";
import { localAppEnv, waitFor } from "./local-env.mjs";
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "../supabase/local/keys";

export type Cookie = { name: string; value: string };

export const env = localAppEnv({ supabasePort: E2E_SUPABASE_PORT, appPort: E2E_APP_PORT, host: "127.0.0.1" });
export const appUrl = env.NEXT_PUBLIC_SITE_URL;
export const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Node 20 has no WebSocket, and nothing here uses realtime.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used");
  }
}
export const realtime = { transport: NoWebSocket as unknown as WebSocketLikeConstructor };

export function adminClient() {
  return createClient(supabaseUrl, SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime });
}

export async function createUser(email: string, password: string): Promise<string> {
  const { data, error } = await adminClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error("no user");
  return data.user.id;
}

/** The session cookies @supabase/ssr writes when the user signs in, and the time zone cookie. */
export async function sessionCookies(email: string, password: string): Promise<Cookie[]> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(supabaseUrl, PUBLISHABLE_KEY, {
    realtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return [...jar].map(([name, value]) => ({ name, value })).concat({ name: "tz", value: "UTC" });
}

const cookieHeader = (cookies: Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join("; ");

/** Median time of `runs` requests for `path` (after three warm-ups), each answer checked for `marker`. */
export async function medianRenderMs(path: string, cookies: Cookie[], marker: string, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(`${appUrl}${path}`, { headers: { cookie: cookieHeader(cookies) } });
    const html = await response.text();
    const ms = performance.now() - started;
    if (!response.ok || !html.includes(marker)) throw new Error(`${path} answered ${response.status} without ${marker}`);
    if (i >= 3) samples.push(ms);
  }
  return median(samples);
}

export async function pageHtml(path: string, cookies: Cookie[]): Promise<string> {
  return (await fetch(`${appUrl}${path}`, { headers: { cookie: cookieHeader(cookies) } })).text();
}

export type FirstLoadJs = { files: number; gzipBytes: number; legacyOnlyGzipBytes: number };

/**
 * The scripts the HTML of `path` loads, gzipped: what a first load fetches before anything loads
 * on use or when idle. Next's `nomodule` polyfills are counted apart: browsers with ES modules,
 * every one the app supports, never download them.
 */
export async function firstLoadJs(path: string, cookies: Cookie[]): Promise<FirstLoadJs> {
  const html = await pageHtml(path, cookies);
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g)];
  const gzipOf = async (src: string) => gzipSync(Buffer.from(await (await fetch(new URL(src, appUrl))).arrayBuffer())).length;
  const sizes = { modern: new Map<string, number>(), legacy: new Map<string, number>() };
  for (const [tag, src] of tags) {
    const kind = /\bnomodule\b/i.test(tag) ? sizes.legacy : sizes.modern;
    if (!kind.has(src)) kind.set(src, await gzipOf(src));
  }
  const sum = (map: Map<string, number>) => [...map.values()].reduce((total, size) => total + size, 0);
  return { files: sizes.modern.size, gzipBytes: sum(sizes.modern), legacyOnlyGzipBytes: sum(sizes.legacy) };
}

/** `next start` of the existing build on the end-to-end port; stop() ends its process group. */
export async function startApp(root: string): Promise<{ stop(): void }> {
  const app = spawn(join(root, "node_modules/.bin/next"), ["start", "--port", String(E2E_APP_PORT)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  await waitFor(`${appUrl}/`);
  return {
    stop() {
      if (app.pid) process.kill(-app.pid, "SIGTERM");
    },
  };
}
