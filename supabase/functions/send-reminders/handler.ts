import { cpuUsage } from "node:process";
import { preflightResponse, errorResponse, jsonResponse } from "../_shared/responses.ts";
import { databaseIo, userFromToken } from "./database.ts";
import type { Mailer } from "./mailer.ts";
import type { PushSender } from "./push.ts";
import { loadBundle } from "./reminders.ts";

export type SendRemindersConfig = {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Shared with the cron job through Vault; also keys the links' tokens. */
  secret: string;
  /** Where the email's links point: the app. */
  appUrl: string;
  mailer: Mailer | null;
  /** Null without VAPID keys: reminders then go by email only. */
  push: PushSender | null;
  /** http://127.0.0.1 push endpoints: local runs and tests only. */
  allowLoopbackPush: boolean;
  batchSize: number;
  maxUsers: number;
  timeBudgetMs: number;
  concurrency: number;
};

type EdgeRuntimeGlobal = { waitUntil(promise: Promise<unknown>): void };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function missingSetting(config: SendRemindersConfig): string | null {
  if (config.secret.length < 16) return "REMINDERS_SECRET (at least 16 characters)";
  if (!/^https?:\/\//.test(config.appUrl)) return "APP_URL";
  if (!config.supabaseUrl || !config.serviceRoleKey) return "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY";
  if (!config.mailer) return "RESEND_API_KEY (or SMTP_HOST and SMTP_PORT)";
  return null;
}

/** What this call used: Edge Functions allow 2 s of CPU per request and 256 MB of memory. */
function usage(cpuBefore: ReturnType<typeof cpuUsage>) {
  const memory = Deno.memoryUsage();
  const cpu = cpuUsage(cpuBefore);
  return { cpuMs: Math.round((cpu.user + cpu.system) / 1000), rssBytes: memory.rss, heapUsedBytes: memory.heapUsed };
}

/** Hands the rest of the users to a new invocation, so each one stays within the runtime's limits. */
function continueLater(config: SendRemindersConfig, after: string, now: string | undefined): void {
  const next = fetch(`${config.supabaseUrl}/functions/v1/send-reminders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ chain: true, after, ...(now ? { now } : {}) }),
  }).then((response) => response.body?.cancel());
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (runtime) runtime.waitUntil(next);
  else next.catch((error) => console.error("send-reminders: could not continue", error));
}

export function createSendRemindersHandler(config: SendRemindersConfig): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return preflightResponse();
    if (request.method !== "POST") return errorResponse(405, "Use POST");
    const missing = missingSetting(config);
    if (missing) return errorResponse(500, `send-reminders is not configured: set ${missing}`);

    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    let body: Record<string, unknown>;
    try {
      const text = await request.text();
      body = text ? JSON.parse(text) : {};
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error("not an object");
    } catch {
      return errorResponse(400, "The request body must be a JSON object");
    }

    let bundle;
    try {
      bundle = await loadBundle();
    } catch (error) {
      return errorResponse(500, (error as Error).message);
    }
    const io = { ...databaseIo(config.supabaseUrl, config.serviceRoleKey), send: config.mailer!.send, sendPush: config.push?.send ?? null };
    const pushEndpoints = { allowLoopback: config.allowLoopbackPush };

    if (token && sameSecret(token, config.secret)) {
      const now = body.now === undefined ? new Date() : new Date(String(body.now));
      if (Number.isNaN(now.getTime())) return errorResponse(400, "now must be an ISO 8601 instant");
      const after = body.after === undefined || body.after === null ? null : String(body.after);
      if (after !== null && !UUID.test(after)) return errorResponse(400, "after must be a user id");
      const started = performance.now();
      const cpuBefore = cpuUsage();
      try {
        const report = await bundle.dispatchReminders(io, {
          now,
          appUrl: config.appUrl,
          secret: config.secret,
          after,
          batchSize: config.batchSize,
          maxUsers: config.maxUsers,
          timeBudgetMs: config.timeBudgetMs,
          concurrency: config.concurrency,
          pushEndpoints,
        });
        if (body.chain === true && report.nextCursor) {
          continueLater(config, report.nextCursor, body.now === undefined ? undefined : now.toISOString());
        }
        return jsonResponse({
          ...report,
          elapsedMs: Math.round(performance.now() - started),
          usage: usage(cpuBefore),
          mailer: config.mailer!.describe,
          push: config.push?.describe ?? null,
        });
      } catch (error) {
        console.error("send-reminders: dispatch failed", error);
        return errorResponse(500, `Dispatch failed: ${(error as Error).message}`);
      }
    }

    // Anyone else must be a signed-in user asking for a test of their own reminders: an email, or a
    // push notification to the device they name by its endpoint.
    if (body.test !== true) return errorResponse(401, "Not allowed");
    const channel = body.channel ?? "email";
    if (channel !== "email" && channel !== "push") return errorResponse(400, "channel must be email or push");
    if (channel === "push" && (typeof body.endpoint !== "string" || body.endpoint.length > 2048)) {
      return errorResponse(400, "endpoint must be the device's push endpoint");
    }
    if (channel === "push" && !config.push) return errorResponse(501, "Push notifications are not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
    const userId = token ? await userFromToken(config.supabaseUrl, config.serviceRoleKey, token) : null;
    if (!userId) return errorResponse(401, "Sign in to send yourself a test");
    try {
      const report =
        channel === "push"
          ? await bundle.sendTestPush(io, { now: new Date(), userId, endpoint: String(body.endpoint), pushEndpoints })
          : await bundle.sendTestDigest(io, { now: new Date(), appUrl: config.appUrl, userId });
      if (report.status === "rate_limited") {
        const response = jsonResponse(report, 429);
        response.headers.set("Retry-After", String(report.retryAfter ?? 60));
        return response;
      }
      if (report.status === "not_found") return jsonResponse(report, 404);
      return jsonResponse(report, report.status === "sent" ? 200 : 502);
    } catch (error) {
      console.error("send-reminders: test failed", error);
      return errorResponse(500, `Test failed: ${(error as Error).message}`);
    }
  };
}
