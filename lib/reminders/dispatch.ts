import type { CalendarDate } from "@/lib/dates/calendar-date";
import type { EndpointPolicy } from "@/lib/push/endpoint";
import { toUserReminderData, type BatchRow } from "./batch";
import { localClock, sendHourReached } from "./clock";
import type { DigestOutcome, DispatchIo, OutgoingEmail, PushDeviceResult } from "./dispatch-io";
import { safeSend } from "./dispatch-io";
import { emailFor, prepareEmail, type PreparedEmail } from "./email-digest";
import { createLinkSigner, type LinkSigner } from "./links";
import { deliveryKeyString, planReminders } from "./plan";
import { preparePush, sendPushDigest, type PreparedPush } from "./push-digest";
import type { ReminderChannel, ReminderItem } from "./types";

// One dispatch: read the users whose send hour has come, plan each one's digest on each channel
// that is due (email, push), claim them in the database, send what was claimed, record the
// outcome. Everything outside (the database, the mail provider, the push services) comes in through
// DispatchIo, and "now" is a parameter, so the whole of it runs in tests without a clock or a
// network.

export type DispatchOptions = {
  now: Date;
  appUrl: string;
  /** Keys the links' tokens. */
  secret: string;
  /** Continue after this user id (the cursor a previous call returned). */
  after?: string | null;
  /** Users read per database call. */
  batchSize?: number;
  /** Stop after this many users, returning a cursor to continue from. */
  maxUsers?: number;
  /** Start no new batch after this long, returning a cursor to continue from. */
  timeBudgetMs?: number;
  /** Digests sent at once. */
  concurrency?: number;
  /** Which push endpoints may be called; loopback only for local runs. */
  pushEndpoints?: EndpointPolicy;
  elapsedMs?: () => number;
};

export type DispatchReport = {
  now: string;
  batches: number;
  /** Users read: their send hour had come and their day had no digest yet. */
  users: number;
  /** Digests on every channel. */
  digestsSent: number;
  digestsFailed: number;
  /** Push digests among them. */
  pushSent: number;
  pushFailed: number;
  /** Devices removed: gone from their push service, or failing for too long. */
  devicesRemoved: number;
  remindersSent: number;
  /** Users with nothing due, remembered until their data changes. */
  checked: number;
  errors: string[];
  /** Where the next call continues, or null when every user was seen. */
  nextCursor: string | null;
  /** Milliseconds spent reading, planning and rendering, claiming, sending and recording. */
  timings: { load: number; plan: number; claim: number; send: number; finish: number };
};

type Prepared = PreparedEmail | PreparedPush;

const channelKey = (userId: string, channel: ReminderChannel) => `${userId}|${channel}`;

/** The channels to plan for a user read in a batch. */
function dueChannels(row: BatchRow, pushOn: boolean): ReminderChannel[] {
  const channels: ReminderChannel[] = [];
  if (row.email_due) channels.push("email");
  if (pushOn && row.push_due && row.push_devices.length > 0) channels.push("push");
  return channels;
}

/** Runs `work` over `values`, at most `limit` at a time. */
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

async function planBatch(rows: BatchRow[], options: DispatchOptions, pushOn: boolean, sign: LinkSigner) {
  const prepared: Prepared[] = [];
  const checks: { user_id: string; local_date: CalendarDate }[] = [];
  for (const row of rows) {
    const channels = dueChannels(row, pushOn);
    if (channels.length === 0) continue;
    const first = toUserReminderData(row, channels[0]);
    const clock = localClock(options.now, first.preferences.timeZone);
    if (!sendHourReached(clock, first.preferences.sendHour)) continue;
    let planned = false;
    for (const channel of channels) {
      const data = channel === channels[0] ? first : toUserReminderData(row, channel);
      const plan = planReminders(data, clock.date);
      if (plan.items.length === 0) continue;
      planned = true;
      prepared.push(
        channel === "email"
          ? await prepareEmail(data, plan, clock, options.now, sign, options.appUrl)
          : preparePush(data, plan, clock, options.now, row.push_devices),
      );
    }
    if (!planned) checks.push({ user_id: row.user_id, local_date: clock.date });
  }
  return { prepared, checks };
}

async function dispatchBatch(io: DispatchIo, rows: BatchRow[], options: DispatchOptions, sign: LinkSigner, report: DispatchReport) {
  const planning = performance.now();
  const { prepared, checks } = await planBatch(rows, options, io.sendPush !== null, sign);
  report.timings.plan += performance.now() - planning;

  const claims = prepared.length > 0 ? await timed(report, "claim", () => io.claimDigests(prepared.map((p) => p.claim))) : [];
  const rendering = performance.now();
  const byKey = new Map(prepared.map((p) => [channelKey(p.data.userId, p.channel), p]));
  const jobs: Job[] = [];
  const outcomes: DigestOutcome[] = [];
  const deviceResults: PushDeviceResult[] = [];
  for (const claim of claims) {
    const user = byKey.get(channelKey(claim.user_id, claim.channel ?? "email"));
    if (claim.error || !claim.digest_id || !claim.claimed || !user) {
      report.errors.push(`${claim.channel ?? "email"} claim for ${claim.user_id} failed: ${claim.error ?? "incomplete answer"}`);
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
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ digest_id: claim.digest_id, attempt, sent: false, error: `render failed: ${message}`, provider_message_id: null });
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
    const result = await sendPushDigest(io, { locale: push.data.preferences.locale, localDate: push.localDate, items }, push.devices, {
      now: options.now,
      endpoints: options.pushEndpoints ?? { allowLoopback: false },
    }).catch((error: unknown) => ({ sent: false, error: `push failed: ${error instanceof Error ? error.message : String(error)}`, devices: [] }));
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

/** One dispatch at `now`: every user whose send hour has come, in batches, within the limits given. */
export async function dispatchReminders(io: DispatchIo, options: DispatchOptions): Promise<DispatchReport> {
  const sign = await createLinkSigner(options.secret);
  const batchSize = options.batchSize ?? 200;
  const maxUsers = options.maxUsers ?? Number.POSITIVE_INFINITY;
  const started = Date.now();
  const elapsed = options.elapsedMs ?? (() => Date.now() - started);
  const report: DispatchReport = {
    now: options.now.toISOString(),
    batches: 0,
    users: 0,
    digestsSent: 0,
    digestsFailed: 0,
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
    const rows = await timed(report, "load", () => io.loadBatch({ now: options.now.toISOString(), after, limit: batchSize }));
    if (rows.length === 0) break;
    report.batches += 1;
    report.users += rows.length;
    await dispatchBatch(io, rows, options, sign, report);
    after = rows[rows.length - 1].user_id;
    if (rows.length < batchSize) break;
    if (report.users >= maxUsers || elapsed() >= (options.timeBudgetMs ?? Number.POSITIVE_INFINITY)) {
      report.nextCursor = after;
      break;
    }
  }
  for (const step of Object.keys(report.timings) as (keyof DispatchReport["timings"])[]) report.timings[step] = Math.round(report.timings[step]);
  return report;
}
