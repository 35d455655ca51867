import type { CalendarDate } from "@/lib/dates/calendar-date";
import { toUserReminderData, type BatchRow } from "./batch";
import { localClock, sendHourReached } from "./clock";
import { renderDigest, type ItemLinks } from "./digest";
import { safeSend, type ClaimLink, type DigestClaim, type DigestOutcome, type DispatchIo, type OutgoingEmail } from "./dispatch-io";
import { createLinkSigner, linkApplyUrl, linkPageUrl, tokenHash, type LinkSigner } from "./links";
import { deliveryKeyString, planReminders } from "./plan";
import type { ReminderItem, UserReminderData } from "./types";

// One dispatch: read the users whose send hour has come, plan each one's digest, claim it in the
// database, send what was claimed, record the outcome. Everything outside (the database, the mail
// provider) comes in through DispatchIo, and "now" is a parameter, so the whole of it runs in
// tests without a clock or a network.

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
  /** Emails sent at once. */
  concurrency?: number;
  elapsedMs?: () => number;
};

export type DispatchReport = {
  now: string;
  batches: number;
  /** Users read: their send hour had come and their day had no digest yet. */
  users: number;
  digestsSent: number;
  digestsFailed: number;
  remindersSent: number;
  /** Users with nothing due, remembered until their data changes. */
  checked: number;
  errors: string[];
  /** Where the next call continues, or null when every user was seen. */
  nextCursor: string | null;
  /** Milliseconds spent reading, planning and rendering, claiming, sending and recording. */
  timings: { load: number; plan: number; claim: number; send: number; finish: number };
};

type Prepared = {
  data: UserReminderData;
  localDate: CalendarDate;
  timeZone: string;
  items: ReminderItem[];
  links: Map<string, ItemLinks>;
  unsubscribeToken: string;
  claim: DigestClaim;
};

async function prepare(data: UserReminderData, now: Date, sign: LinkSigner, appUrl: string): Promise<Prepared | "nothing" | "not yet"> {
  const clock = localClock(now, data.preferences.timeZone);
  if (!sendHourReached(clock, data.preferences.sendHour)) return "not yet";
  const plan = planReminders(data, clock.date);
  if (plan.items.length === 0) return "nothing";
  const { locale } = data.preferences;
  const links = new Map<string, ItemLinks>();
  // Every token at once: WebCrypto works in the background, and one after another would add up.
  const tokens = await Promise.all(
    plan.items.map(async (item) => {
      const key = [item.subscriptionId, item.kind, item.occurrenceDate, item.leadDays];
      const [stop, snooze] = await Promise.all([
        sign(["stop", data.userId, clock.date, ...key]),
        item.snoozeUntil ? sign(["snooze", data.userId, clock.date, ...key, item.snoozeUntil]) : null,
      ]);
      const [stopHash, snoozeHash] = await Promise.all([tokenHash(stop), snooze ? tokenHash(snooze) : null]);
      return { stop, snooze, stopHash, snoozeHash };
    }),
  );
  const claimItems: DigestClaim["items"] = plan.items.map((item, index) => {
    const { stop, snooze, stopHash, snoozeHash } = tokens[index];
    links.set(deliveryKeyString(item), {
      stop: linkPageUrl(appUrl, stop, locale),
      snooze: snooze ? linkPageUrl(appUrl, snooze, locale) : null,
    });
    const claimLinks: ClaimLink[] = [{ action: "stop", hash: stopHash }];
    if (snoozeHash && item.snoozeUntil) claimLinks.push({ action: "snooze", hash: snoozeHash, snooze_until: item.snoozeUntil });
    return {
      subscription_id: item.subscriptionId,
      kind: item.kind,
      occurrence_date: item.occurrenceDate,
      lead_days: item.leadDays,
      updated_at: item.subscription.updatedAt,
      price_change_id: item.priceChangeId,
      links: claimLinks,
    };
  });
  const unsubscribeToken = await sign(["unsubscribe", data.userId, clock.date]);
  return {
    data,
    localDate: clock.date,
    timeZone: clock.timeZone,
    items: plan.items,
    links,
    unsubscribeToken,
    claim: {
      user_id: data.userId,
      local_date: clock.date,
      locale,
      now: now.toISOString(),
      unsubscribe_hash: await tokenHash(unsubscribeToken),
      items: claimItems,
      skipped: plan.skipped.map((key) => ({
        subscription_id: key.subscriptionId,
        kind: key.kind,
        occurrence_date: key.occurrenceDate,
        lead_days: key.leadDays,
        updated_at: key.updatedAt,
      })),
    },
  };
}

function emailFor(prepared: Prepared, items: ReminderItem[], appUrl: string, digestId: string): OutgoingEmail {
  const { data } = prepared;
  const rendered = renderDigest({
    locale: data.preferences.locale,
    localDate: prepared.localDate,
    items,
    appUrl,
    recipient: { email: data.email, nickname: data.nickname },
    sendHour: data.preferences.sendHour,
    timeZone: prepared.timeZone,
    itemLinks: prepared.links,
    unsubscribe: {
      page: linkPageUrl(appUrl, prepared.unsubscribeToken, data.preferences.locale),
      oneClick: linkApplyUrl(appUrl, prepared.unsubscribeToken),
    },
  });
  return { to: data.email, ...rendered, idempotencyKey: `reminder-digest/${digestId}` };
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

async function dispatchBatch(io: DispatchIo, rows: BatchRow[], options: DispatchOptions, sign: LinkSigner, report: DispatchReport) {
  const planning = performance.now();
  const prepared: Prepared[] = [];
  const checks: { user_id: string; local_date: CalendarDate }[] = [];
  for (const row of rows) {
    const data = toUserReminderData(row);
    const result = await prepare(data, options.now, sign, options.appUrl);
    if (result === "nothing") checks.push({ user_id: data.userId, local_date: localClock(options.now, data.preferences.timeZone).date });
    else if (result !== "not yet") prepared.push(result);
  }
  report.timings.plan += performance.now() - planning;

  const claims = prepared.length > 0 ? await timed(report, "claim", () => io.claimDigests(prepared.map((p) => p.claim))) : [];
  const rendering = performance.now();
  const byUser = new Map(prepared.map((p) => [p.data.userId, p]));
  const outgoing: { email: OutgoingEmail; digestId: string; attempt: number; count: number }[] = [];
  const outcomes: DigestOutcome[] = [];
  for (const claim of claims) {
    const user = byUser.get(claim.user_id);
    if (claim.error || !claim.digest_id || !claim.claimed || !user) {
      report.errors.push(`claim for ${claim.user_id} failed: ${claim.error ?? "incomplete answer"}`);
      continue;
    }
    const claimed = new Set(
      claim.claimed.map((key) =>
        deliveryKeyString({ subscriptionId: key.subscription_id, kind: key.kind, occurrenceDate: key.occurrence_date, leadDays: key.lead_days }),
      ),
    );
    const items = user.items.filter((item) => claimed.has(deliveryKeyString(item)));
    const attempt = claim.attempt ?? 1;
    try {
      outgoing.push({ email: emailFor(user, items, options.appUrl, claim.digest_id), digestId: claim.digest_id, attempt, count: items.length });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ digest_id: claim.digest_id, attempt, sent: false, error: `render failed: ${message}`, provider_message_id: null });
    }
  }

  report.timings.plan += performance.now() - rendering;
  const sending = performance.now();
  await eachWithLimit(outgoing, options.concurrency ?? 4, async ({ email, digestId, attempt, count }) => {
    const result = await safeSend(io, email);
    outcomes.push({
      digest_id: digestId,
      attempt,
      sent: result.ok,
      error: result.ok ? null : result.error,
      provider_message_id: result.ok ? result.messageId : null,
    });
    if (result.ok) report.remindersSent += count;
  });
  report.timings.send += performance.now() - sending;
  await timed(report, "finish", async () => {
    if (outcomes.length > 0) await io.finishDigests(outcomes);
    if (checks.length > 0) await io.markChecked(checks);
  });
  report.digestsSent += outcomes.filter((outcome) => outcome.sent).length;
  report.digestsFailed += outcomes.filter((outcome) => !outcome.sent).length;
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
