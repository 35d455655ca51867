// Shared helpers for backend tests: clients for the server started by global-setup.ts.
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import { PUBLISHABLE_KEY, SECRET_KEY, signAccessToken } from "@/supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";

export type TestUser = { id: string; email: string; password: string; client: SupabaseClient };

/** Node 20 has no global WebSocket, and backend tests never open a realtime channel. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used in backend tests");
  }
}

export function supabaseUrl(): string {
  return inject("supabaseUrl");
}

export function clientWithKey(key: string, url = supabaseUrl()): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
}

export const anonClient = (url?: string) => clientWithKey(PUBLISHABLE_KEY, url);
export const serviceClient = (url?: string) => clientWithKey(SECRET_KEY, url);

let counter = 0;

/** Creates a confirmed user through the admin API and returns a client signed in as that user. */
export async function createTestUser(prefix = "user", url?: string): Promise<TestUser> {
  const email = `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`.toLowerCase();
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1`;
  const { data, error } = await serviceClient(url).auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`could not create test user ${email}: ${error?.message ?? "no user"}`);
  const client = anonClient(url);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`could not sign in test user ${email}: ${signIn.error.message}`);
  return { id: data.user.id, email, password, client };
}

/** A client whose requests carry an access token with the given claims, signed with the local key. */
export async function clientWithClaims(claims: Record<string, unknown>, url?: string): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({ aud: "authenticated", role: "authenticated", iat: now, exp: now + 3600, ...claims });
  return createClient(url ?? supabaseUrl(), PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
}

/** A raw fetch against the test server with the publishable key, for what supabase-js hides. */
export function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", PUBLISHABLE_KEY);
  return fetch(`${supabaseUrl()}${path}`, { ...init, headers });
}

/** A server of its own, for tests whose edge functions need secrets (upstream URLs, keys). */
export function startServerWithFunctionEnv(functionEnv: Record<string, string>): Promise<LocalSupabase> {
  return startLocalSupabase({ port: 0, dataDir: null, log: () => {}, functionEnv });
}

export type FunctionAnswer<T> = { status: number; body: T };

/** Calls an edge function and returns its status and JSON body, error responses included. */
export async function invokeFunction<T>(
  client: SupabaseClient,
  name: string,
  body: unknown,
  method: "POST" | "GET" = "POST",
): Promise<FunctionAnswer<T>> {
  const { data, error } = await client.functions.invoke(name, { body: body as object, method });
  if (!error) return { status: 200, body: data as T };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as T };
}
