// The app's reminder planning and digest rendering, bundled from lib/reminders/function-entry.ts
// by `npm run functions:bundle`. The bundle is a build output (gitignored); without it the
// function answers 500 and names the command to run. Nothing here imports from outside
// supabase/functions, so `supabase functions deploy` packs the function as it is.

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  idempotencyKey: string;
};

export type SendResult = { ok: true; messageId: string | null } | { ok: false; error: string };

export type OutgoingPush = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  topic: string;
  ttl: number;
};

export type PushSendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The calls the dispatcher makes (lib/reminders/dispatch-io.ts, DispatchIo). */
export type DispatchIo = {
  loadBatch(request: { now: string; after: string | null; until?: string | null; limit: number; maxRows?: number; userId?: string }): Promise<unknown[]>;
  claimDigests(claims: unknown[]): Promise<unknown[]>;
  finishDigests(outcomes: unknown[]): Promise<void>;
  failDigests(failures: unknown[]): Promise<void>;
  markChecked(checks: unknown[]): Promise<void>;
  claimTest(request: Record<string, unknown>): Promise<unknown>;
  send(email: OutgoingEmail): Promise<SendResult>;
  sendPush: ((push: OutgoingPush) => Promise<PushSendResult>) | null;
  recordPushResults(results: unknown[]): Promise<void>;
};

export type EndpointPolicy = { allowLoopback: boolean };

export type DispatchReport = { nextCursor: string | null } & Record<string, unknown>;
export type TestReport = { status: "sent" | "failed" | "rate_limited" | "not_found"; retryAfter?: number } & Record<string, unknown>;

export type Bundle = {
  dispatchReminders(
    io: DispatchIo,
    options: {
      now: Date;
      appUrl: string;
      secret: string;
      after?: string | null;
      until?: string | null;
      batchSize?: number;
      maxUsers?: number;
      maxRows?: number;
      timeBudgetMs?: number;
      concurrency?: number;
      pushEndpoints?: EndpointPolicy;
    },
  ): Promise<DispatchReport>;
  sendTestDigest(io: DispatchIo, options: { now: Date; appUrl: string; userId: string }): Promise<TestReport>;
  sendTestPush(
    io: DispatchIo,
    options: { now: Date; userId: string; endpoint: string; pushEndpoints?: EndpointPolicy },
  ): Promise<TestReport>;
};

export const BUNDLE_MISSING =
  "send-reminders: reminders.bundle.js is missing or broken. Run `npm run functions:bundle` (npm run dev, supabase:start and npm test run it for you) and call the function again.";

export async function loadBundle(): Promise<Bundle> {
  try {
    return (await import("./reminders.bundle.js")) as Bundle;
  } catch (error) {
    console.error(BUNDLE_MISSING, error);
    throw new Error(BUNDLE_MISSING);
  }
}
