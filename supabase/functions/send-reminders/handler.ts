import { cpuUsage } from "node:process";
import { preflightResponse, errorResponse, jsonResponse } from "../_shared/responses.ts";
import { databaseIo, userFromToken } from "./database.ts";
import type { Mailer } from "./mailer.ts";
import type { PushSender } from "./push.ts";
import { loadBundle } from "./reminders.ts";

export type SendRemindersConfig = {
  supabaseUrl: string;
  serviceRoleKey: string;
  secret: string;
  appUrl: string;
  mailer: Mailer | null;
  push: PushSender | null;
  allowLoopbackPush: boolean;
  batchSize: number;
  maxUsers: number;
  maxRows: number;
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

function usage(cpuBefore: ReturnType<typeof cpuUsage>) {
  const memory = Deno.memoryUsage();
  const cpu = cpuUsage(cpuBefore);
  return { cpuMs: Math.round((cpu.user + cpu.system) / 1000), rssBytes: memory.rss, heapUsedBytes: memory.heapUsed };
}

function continueLater(config: SendRemindersConfig, after: string, until: string | null, now: string | undefined): void {
  const next = fetch(`${config.supabaseUrl}/functions/v1/send-reminders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ chain: true, after, ...(until ? { until } : {}), ...(now ? { now } : {}) }),
  }).then((response) => response.body?.cancel());
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (runtime) runtime.waitUntil(next);
  else next.catch((error) => console.error("send-reminders: could not continue", error));
}

export function createSendRemindersHandler(config: SendRemindersConfig): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return preflightResponse();
    if (request.method !== "POST") return errorResponse(405, "method_not_allowed");
    // The missing setting is named in the log only: the caller is not known yet.
    const missing = missingSetting(config);
    if (missing) {
      console.error(`send-reminders is not configured: set ${missing}`);
      return errorResponse(500, "not_configured");
    }

    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    let body: Record<string, unknown>;
    try {
      const text = await request.text();
      body = text ? JSON.parse(text) : {};
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error("not an object");
    } catch {
      return errorResponse(400, "invalid_body");
    }

    let bundle;
    try {
      bundle = await loadBundle();
    } catch {
      return errorResponse(500, "not_configured");
    }
    const io = { ...databaseIo(config.supabaseUrl, config.serviceRoleKey), send: config.mailer!.send, sendPush: config.push?.send ?? null };
    const pushEndpoints = { allowLoopback: config.allowLoopbackPush };

    if (token && sameSecret(token, config.secret)) {
      const now = body.now === undefined ? new Date() : new Date(String(body.now));
      if (Number.isNaN(now.getTime())) return errorResponse(400, "invalid_now");
      const after = body.after === undefined || body.after === null ? null : String(body.after);
      if (after !== null && !UUID.test(after)) return errorResponse(400, "invalid_after");
      // A shard's last user id (the cron job's fan-out): this call and those it chains stop there.
      const until = body.until === undefined || body.until === null ? null : String(body.until);
      if (until !== null && !UUID.test(until)) return errorResponse(400, "invalid_until");
      const started = performance.now();
      const cpuBefore = cpuUsage();
      try {
        const report = await bundle.dispatchReminders(io, {
          now,
          appUrl: config.appUrl,
          secret: config.secret,
          after,
          until,
          batchSize: config.batchSize,
          maxRows: config.maxRows,
          maxUsers: config.maxUsers,
          timeBudgetMs: config.timeBudgetMs,
          concurrency: config.concurrency,
          pushEndpoints,
        });
        if (body.chain === true && report.nextCursor) {
          continueLater(config, report.nextCursor, until, body.now === undefined ? undefined : now.toISOString());
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
        return errorResponse(500, "dispatch_failed");
      }
    }

    // Anyone else must be a signed-in user asking for a test of their own reminders: an email, or a
    // push notification to the device they name by its endpoint.
    if (body.test !== true) return errorResponse(401, "not_allowed");
    const channel = body.channel ?? "email";
    if (channel !== "email" && channel !== "push") return errorResponse(400, "invalid_channel");
    if (channel === "push" && (typeof body.endpoint !== "string" || body.endpoint.length > 2048)) {
      return errorResponse(400, "invalid_endpoint");
    }
    if (channel === "push" && !config.push) return errorResponse(501, "push_not_configured");
    const userId = token ? await userFromToken(config.supabaseUrl, config.serviceRoleKey, token) : null;
    if (!userId) return errorResponse(401, "sign_in_required");
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
      return errorResponse(500, "test_failed");
    }
  };
}
