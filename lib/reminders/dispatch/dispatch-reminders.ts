import type { CalendarDate } from "@/lib/dates/date-only";
import type { EndpointPolicy } from "@/lib/push/endpoint";
import { rowsOf, toUserReminderData, type BatchRow } from "./batch-row";
import { localClock } from "@/lib/dates/local-clock";
import type { ClaimResult, DigestClaim, DigestFailure, DigestOutcome, DispatchIo, OutgoingEmail, PushDeviceResult } from "./dispatch-io";
import { safeSend } from "./dispatch-io";
import { emailFor, prepareEmail, type PreparedEmail } from "./email-channel";
import { createLinkSigner, type LinkSigner } from "@/lib/reminders/links/link-tokens";
import { deliveryKeyString, planReminders, sendHourReached } from "@/lib/reminders/schedule/plan";
import { answersFor, preparePush, sendPushDigest, type PreparedPush } from "./push-channel";
import type { ReminderChannel, ReminderItem } from "@/lib/reminders/schedule/types";

// Each user is planned apart: whatever one user's data makes throw is recorded as that user's
// failed digest, and the run goes on with everyone else.

export type DispatchOptions = {
  now: Date;
  appUrl: string;
  secret: string;
  after?: string | null;
  until?: string | null;
  batchSize?: number;
  maxRows?: number;
  maxUsers?: number;
  timeBudgetMs?: number;
  concurrency?: number;
  pushEndpoints?: EndpointPolicy;
  elapsedMs?: () => number;
};

export type DispatchReport = {
  now: string;
  batches: number;
  users: number;
  digestsSent: number;
  digestsFailed: number;
  planFailed: number;
  pushSent: number;
  pushFailed: number;
  devicesRemoved: number;
  remindersSent: number;
  checked: number;
  errors: string[];
  nextCursor: string | null;
  timings: { load: number; plan: number; claim: number; send: number; finish: number };
};

type Prepared = PreparedEmail | PreparedPush;

/**
 * Rows one call reads by default. With users at every quota (the data_rules migration), a call stays
 * within half an Edge Function's limits at this budget: `npm run bench` measures it.
 */
export const DEFAULT_MAX_ROWS = 10_000;

const channelKey = (userId: string, channel: ReminderChannel) => `${userId}|${channel}`;

function dueChannels(row: BatchRow, pushOn: boolean): ReminderChannel[] {
  const channels: ReminderChannel[] = [];
  if (row.email_due) channels.push("email");
  if (pushOn && row.push_due && row.push_devices.length > 0) channels.push("push");
  return channels;
}

async function eachWithLimit<T>(values: readonly T[], limit: number, work: (value: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) await work(values[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, values.length)) }, worker));
}

async function timed<T>(report: DispatchReport, step: keyof DispatchReport["timings"], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    report.timings[step] += performance.now() - started;
  }
}

type Job =
  | { channel: "email"; email: OutgoingEmail; digestId: string; attempt: number; count: number }
  | { channel: "push"; prepared: PreparedPush; items: ReminderItem[]; digestId: string; attempt: number };

type UserPlan = { prepared: Prepared[]; check: { user_id: string; local_date: CalendarDate } | null };

async function planUser(row: BatchRow, channels: ReminderChannel[], options: DispatchOptions, sign: LinkSigner): Promise<UserPlan | null> {
  const first = toUserReminderData(row, channels[0]);
  const clock = localClock(options.now, first.preferences.timeZone);
  if (!sendHourReached(clock, first.preferences.sendHour)) return null;
  const prepared: Prepared[] = [];
  for (const channel of channels) {
    const data = channel === channels[0] ? first : toUserReminderData(row, channel);
    const plan = planReminders(data, clock.date);
    if (plan.items.length === 0) continue;
    prepared.push(
      channel === "email"
        ? await prepareEmail(data, plan, clock, options.now, sign, options.appUrl)
        : await preparePush(data, plan, clock, options.now, row.push_devices, sign, options.appUrl),
    );
  }
  return { prepared, check: prepared.length === 0 ? { user_id: row.user_id, local_date: clock.date } : null };
}

function failureDay(row: BatchRow, now: Date): CalendarDate {
  try {
    return localClock(now, row.time_zone).date;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

async function planBatch(rows: BatchRow[], options: DispatchOptions, pushOn: boolean, sign: LinkSigner) {
  const prepared: Prepared[] = [];
  const checks: { user_id: string; local_date: CalendarDate }[] = [];
  const failures: DigestFailure[] = [];
  for (const row of rows) {
    const channels = dueChannels(row, pushOn);
    if (channels.length === 0) continue;
    try {
      const plan = await planUser(row, channels, options, sign);
      if (!plan) continue;
      prepared.push(...plan.prepared);
      if (plan.check) checks.push(plan.check);
    } catch (error) {
      console.error(`send-reminders: planning failed for user ${row.user_id}`, error);
      const local_date = failureDay(row, options.now);
      for (const channel of channels) {
        failures.push({ user_id: row.user_id, channel, local_date, now: options.now.toISOString(), error: "plan_failed" });
      }
    }
  }
  return { prepared, checks, failures };
}

const CLAIM_ITEMS_PER_CALL = 1000;

async function claimInChunks(io: DispatchIo, prepared: Prepared[], report: DispatchReport): Promise<ClaimResult[]> {
  const chunks: DigestClaim[][] = [[]];
  let items = 0;
  for (const { claim } of prepared) {
    if (items > 0 && items + claim.items.length > CLAIM_ITEMS_PER_CALL) {
      chunks.push([]);
      items = 0;
    }
    chunks[chunks.length - 1].push(claim);
    items += claim.items.length;
  }
  const results: ClaimResult[] = [];
  for (const chunk of chunks) {
    try {
      results.push(...(await io.claimDigests(chunk)));
    } catch (error) {
      console.error(`send-reminders: claiming ${chunk.length} digests failed`, error);
      report.errors.push(`claim of ${chunk.length} digests failed`);
    }
  }
  return results;
}

async function dispatchBatch(io: DispatchIo, rows: BatchRow[], options: DispatchOptions, sign: LinkSigner, report: DispatchReport) {
  const planning = performance.now();
  const { prepared, checks, failures } = await planBatch(rows, options, io.sendPush !== null, sign);
  report.timings.plan += performance.now() - planning;
  if (failures.length > 0) {
    await timed(report, "finish", () => io.failDigests(failures));
    report.planFailed += new Set(failures.map((failure) => failure.user_id)).size;
  }

  const claims = prepared.length > 0 ? await timed(report, "claim", () => claimInChunks(io, prepared, report)) : [];
  const rendering = performance.now();
  const byKey = new Map(prepared.map((p) => [channelKey(p.data.userId, p.channel), p]));
  const jobs: Job[] = [];
  const outcomes: DigestOutcome[] = [];
  const deviceResults: PushDeviceResult[] = [];
  for (const claim of claims) {
    const user = byKey.get(channelKey(claim.user_id, claim.channel ?? "email"));
    if (claim.error || !claim.digest_id || !claim.claimed || !user) {
      console.error(`send-reminders: ${claim.channel ?? "email"} claim for ${claim.user_id} failed`, claim.error ?? "incomplete answer");
      report.errors.push(`${claim.channel ?? "email"} claim for ${claim.user_id} failed`);
      continue;
    }
    const claimed = new Set(
      claim.claimed.map((key) =>
        deliveryKeyString({ subscriptionId: key.subscription_id, kind: key.kind, occurrenceDate: key.occurrence_date, leadDays: key.lead_days }),
      ),
    );
    const items = user.items.filter((item) => claimed.has(deliveryKeyString(item)));
    const attempt = claim.attempt ?? 1;
    if (user.channel === "push") {
      jobs.push({ channel: "push", prepared: user, items, digestId: claim.digest_id, attempt });
      continue;
    }
    try {
      jobs.push({ channel: "email", email: emailFor(user, items, options.appUrl, claim.digest_id), digestId: claim.digest_id, attempt, count: items.length });
    } catch (error) {
      console.error(`send-reminders: rendering failed for user ${claim.user_id}`, error);
      outcomes.push({ digest_id: claim.digest_id, attempt, sent: false, error: "render_failed", provider_message_id: null });
      report.planFailed += 1;
    }
  }

  report.timings.plan += performance.now() - rendering;
  const sending = performance.now();
  await eachWithLimit(jobs, options.concurrency ?? 4, async (job) => {
    if (job.channel === "email") {
      const result = await safeSend(io, job.email);
      outcomes.push({
        digest_id: job.digestId,
        attempt: job.attempt,
        sent: result.ok,
        error: result.ok ? null : result.error,
        provider_message_id: result.ok ? result.messageId : null,
      });
      if (result.ok) report.remindersSent += job.count;
      return;
    }
    const { prepared: push, items } = job;
    const message = { locale: push.data.preferences.locale, localDate: push.localDate, items, answers: answersFor(push, items) };
    const result = await sendPushDigest(io, message, push.devices, {
      now: options.now,
      endpoints: options.pushEndpoints ?? { allowLoopback: false },
    }).catch((error: unknown) => {
      console.error(`send-reminders: push digest failed for user ${push.data.userId}`, error);
      return { sent: false, error: "push_unreachable", devices: [] };
    });
    outcomes.push({ digest_id: job.digestId, attempt: job.attempt, sent: result.sent, error: result.error, provider_message_id: null });
    deviceResults.push(...result.devices);
    if (result.sent) report.remindersSent += items.length;
    report[result.sent ? "pushSent" : "pushFailed"] += 1;
  });
  report.timings.send += performance.now() - sending;
  await timed(report, "finish", async () => {
    if (outcomes.length > 0) await io.finishDigests(outcomes);
    if (deviceResults.length > 0) await io.recordPushResults(deviceResults);
    if (checks.length > 0) await io.markChecked(checks);
  });
  report.digestsSent += outcomes.filter((outcome) => outcome.sent).length;
  report.digestsFailed += outcomes.filter((outcome) => !outcome.sent).length;
  report.devicesRemoved += deviceResults.filter((result) => result.remove).length;
  report.checked += checks.length;
}

export async function dispatchReminders(io: DispatchIo, options: DispatchOptions): Promise<DispatchReport> {
  const sign = await createLinkSigner(options.secret);
  const batchSize = options.batchSize ?? 200;
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  let rowsRead = 0;
  const maxUsers = options.maxUsers ?? Number.POSITIVE_INFINITY;
  const started = Date.now();
  const elapsed = options.elapsedMs ?? (() => Date.now() - started);
  const report: DispatchReport = {
    now: options.now.toISOString(),
    batches: 0,
    users: 0,
    digestsSent: 0,
    digestsFailed: 0,
    planFailed: 0,
    pushSent: 0,
    pushFailed: 0,
    devicesRemoved: 0,
    remindersSent: 0,
    checked: 0,
    errors: [],
    nextCursor: null,
    timings: { load: 0, plan: 0, claim: 0, send: 0, finish: 0 },
  };
  let after = options.after ?? null;
  for (;;) {
    const budget = maxRows - rowsRead;
    const rows = await timed(report, "load", () =>
      io.loadBatch({ now: options.now.toISOString(), after, until: options.until ?? null, limit: batchSize, maxRows: budget }),
    );
    if (rows.length === 0) break;
    report.batches += 1;
    report.users += rows.length;
    await dispatchBatch(io, rows, options, sign, report);
    after = rows[rows.length - 1].user_id;
    const batchRows = rows.reduce((sum, row) => sum + rowsOf(row), 0);
    rowsRead += batchRows;
    // A short batch is the last one unless the row budget cut it short.
    if (rows.length < batchSize && batchRows < budget) break;
    if (rowsRead >= maxRows || report.users >= maxUsers || elapsed() >= (options.timeBudgetMs ?? Number.POSITIVE_INFINITY)) {
      report.nextCursor = after;
      break;
    }
  }
  for (const step of Object.keys(report.timings) as (keyof DispatchReport["timings"])[]) report.timings[step] = Math.round(report.timings[step]);
  return report;
}
