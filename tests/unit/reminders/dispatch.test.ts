import { afterEach, describe, expect, it, vi } from "vitest";
import { rowsOf, type BatchRow } from "@/lib/reminders/dispatch/batch-row";
import { dispatchReminders } from "@/lib/reminders/dispatch/dispatch-reminders";
import type {
  DigestClaim,
  DigestFailure,
  DigestOutcome,
  DispatchIo,
  OutgoingEmail,
  OutgoingPush,
  PushDeviceResult,
  PushSendResult,
  SendResult,
} from "@/lib/reminders/dispatch/dispatch-io";
import { sendTestDigest, sendTestPush } from "@/lib/reminders/dispatch/send-test";

/** Users whose email cannot be rendered: nothing real fails there, so the test makes it. */
const unrenderable = vi.hoisted(() => new Set<string>());
vi.mock("@/lib/reminders/dispatch/email-channel", async (original) => {
  const actual = await original<typeof import("@/lib/reminders/dispatch/email-channel")>();
  return {
    ...actual,
    emailFor: (...args: Parameters<typeof actual.emailFor>) => {
      if (unrenderable.has(args[0].data.userId)) throw new Error("template exploded");
      return actual.emailFor(...args);
    },
  };
});

const SECRET = "a-secret-for-unit-tests";
const NOW = new Date("2027-02-17T01:30:00Z"); // 09:30 in Taipei

function row(userId: string, patch: Partial<BatchRow> = {}): BatchRow {
  return {
    user_id: userId,
    email: `${userId.slice(0, 4)}@example.com`,
    nickname: null,
    time_zone: "Asia/Taipei",
    send_hour: 9,
    locale: "en",
    lead_days: [14, 3, 0],
    price_alerts: true,
    email_due: true,
    push_due: false,
    push_devices: [],
    subscriptions: [
      {
        id: Number.parseInt(userId.slice(0, 4), 16),
        name: "Netflix",
        price: "390.00",
        currency: "TWD",
        start_date: "2027-01-20",
        end_date: "2027-02-20",
        cycle: "custom:months:1",
        auto_renew: true,
        status: "active",
        trial_ends_on: null,
        paused_on: null,
        cancelled_on: null,
        updated_at: "2027-01-01T00:00:00+00:00",
      },
    ],
    price_changes: [],
    overrides: [],
    deliveries: [],
    snoozes: [],
    payments: [],
    ...patch,
  };
}

const user = (n: number) => `${String(n).padStart(4, "0")}0000-0000-4000-8000-000000000000`;

/**
 * Claims everything it is asked for, like the SQL functions do on an empty database; batches stop
 * at the row budget as reminder_dispatch_batch() does.
 */
function fakeIo(rows: BatchRow[], send: (email: OutgoingEmail) => Promise<SendResult> = async () => ({ ok: true, messageId: "m" })) {
  const claims: DigestClaim[] = [];
  const outcomes: DigestOutcome[] = [];
  const failures: DigestFailure[] = [];
  const checks: { user_id: string; local_date: string }[] = [];
  const emails: OutgoingEmail[] = [];
  const loads: { after: string | null; until: string | null; maxRows: number | undefined; users: number }[] = [];
  const io: DispatchIo = {
    async loadBatch({ after, until = null, limit, maxRows }) {
      const batch: BatchRow[] = [];
      let weight = 0;
      for (const r of rows) {
        if ((after !== null && r.user_id <= after) || (until !== null && r.user_id > until)) continue;
        if (batch.length === limit || (batch.length > 0 && maxRows !== undefined && weight >= maxRows)) break;
        batch.push(r);
        weight += rowsOf(r);
      }
      loads.push({ after, until, maxRows, users: batch.length });
      return batch;
    },
    async claimDigests(batch) {
      claims.push(...batch);
      return batch.map((claim) => ({
        user_id: claim.user_id,
        channel: claim.channel,
        digest_id: `digest-${claim.user_id.slice(0, 4)}`,
        attempt: 1,
        claimed: claim.items.map(({ subscription_id, kind, occurrence_date, lead_days }) => ({ subscription_id, kind, occurrence_date, lead_days })),
      }));
    },
    async finishDigests(batch) {
      outcomes.push(...batch);
    },
    async failDigests(batch) {
      failures.push(...batch);
    },
    async markChecked(batch) {
      checks.push(...batch);
    },
    async claimTest() {
      return { status: "claimed", digest_id: "test-digest", attempt: 1 };
    },
    async send(email) {
      emails.push(email);
      return send(email);
    },
    sendPush: null,
    async recordPushResults() {},
  };
  return { io, claims, outcomes, failures, checks, emails, loads };
}

describe("dispatchReminders", () => {
  it("claims each user's digest before sending it, and records what was sent", async () => {
    const fake = fakeIo([row(user(1)), row(user(2))]);
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(report).toMatchObject({ batches: 1, users: 2, digestsSent: 2, digestsFailed: 0, remindersSent: 2, nextCursor: null });
    expect(fake.claims.map((claim) => [claim.local_date, claim.items.map((item) => [item.kind, item.occurrence_date, item.lead_days])])).toEqual([
      ["2027-02-17", [["renewal", "2027-02-20", 3]]],
      ["2027-02-17", [["renewal", "2027-02-20", 3]]],
    ]);
    expect(fake.claims[0].skipped).toMatchObject([{ kind: "renewal", lead_days: 14 }]);
    expect(fake.emails.map((email) => [email.to, email.subject, email.idempotencyKey])).toEqual([
      ["0001@example.com", "Netflix renews in 3 days", "reminder-digest/digest-0001"],
      ["0002@example.com", "Netflix renews in 3 days", "reminder-digest/digest-0002"],
    ]);
    expect(fake.outcomes).toEqual([
      { digest_id: "digest-0001", attempt: 1, sent: true, error: null, provider_message_id: "m" },
      { digest_id: "digest-0002", attempt: 1, sent: true, error: null, provider_message_id: "m" },
    ]);
  });

  it("records a failed send as failed, whether the provider answers with an error or throws", async () => {
    const fake = fakeIo([row(user(1)), row(user(2))], async (email) => {
      if (email.to.startsWith("0001")) return { ok: false, error: "SMTP 127.0.0.1:1: connect ECONNREFUSED" };
      throw new Error("socket hang up");
    });
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(report).toMatchObject({ digestsSent: 0, digestsFailed: 2, remindersSent: 0 });
    // What a provider throws is the function log's, not the user's history.
    expect(fake.outcomes.map((outcome) => [outcome.sent, outcome.error])).toEqual([
      [false, "SMTP 127.0.0.1:1: connect ECONNREFUSED"],
      [false, "mail_unreachable"],
    ]);
  });

  it("remembers users with nothing due, and leaves alone those whose send hour has not come", async () => {
    const quiet = row(user(1), { subscriptions: [] });
    const later = row(user(2), { send_hour: 18 });
    const fake = fakeIo([quiet, later]);
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(report).toMatchObject({ users: 2, digestsSent: 0, checked: 1 });
    expect(fake.checks).toEqual([{ user_id: user(1), local_date: "2027-02-17" }]);
    expect(fake.claims).toEqual([]);
  });

  it("claims the user's own local day, from UTC+14 to UTC−12, and waits for the send hour across a daylight-saving change", async () => {
    const rows = [
      row(user(1), { time_zone: "Pacific/Kiritimati", send_hour: 8 }),
      row(user(2), { time_zone: "Etc/GMT+12", send_hour: 8 }),
      row(user(3), { time_zone: "America/New_York", send_hour: 2 }),
    ];
    // 14 March 2027 07:00 UTC: 21:00 on the 14th in Kiritimati, still 19:00 on the 13th in UTC−12,
    // and 03:00 in New York, whose clocks skipped from 02:00 to 03:00 an instant before.
    const atJump = fakeIo(rows);
    await dispatchReminders(atJump.io, { now: new Date("2027-03-14T07:00:00Z"), appUrl: "https://subs.example.com", secret: SECRET });
    expect(atJump.claims.map((claim) => [claim.user_id, claim.local_date])).toEqual([
      [user(1), "2027-03-14"],
      [user(2), "2027-03-13"],
      [user(3), "2027-03-14"],
    ]);
    const beforeJump = fakeIo([rows[2]]);
    await dispatchReminders(beforeJump.io, { now: new Date("2027-03-14T06:59:00Z"), appUrl: "https://subs.example.com", secret: SECRET });
    expect(beforeJump.claims).toEqual([]);
  });

  it("sends only what the claim returned: a reminder claimed elsewhere meanwhile stays out of the email", async () => {
    const both = row(user(1));
    both.subscriptions.push({ ...both.subscriptions[0], id: 99, name: "Spotify" });
    const fake = fakeIo([both]);
    const claimDigests = fake.io.claimDigests;
    fake.io.claimDigests = async (claims) => {
      const [result] = await claimDigests(claims);
      return [{ ...result, claimed: result.claimed!.filter((key) => key.subscription_id === 99) }];
    };
    await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(fake.emails[0].subject).toBe("Spotify renews in 3 days");
    expect(fake.emails[0].text).not.toContain("Netflix");
  });

  it("reports a user whose claim failed and goes on with the others", async () => {
    const fake = fakeIo([row(user(1)), row(user(2))]);
    fake.io.claimDigests = async (claims) => [{ user_id: claims[0].user_id, error: "deadlock detected" }];
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(report.errors).toEqual([`email claim for ${user(1)} failed`]);
    expect(fake.emails).toEqual([]);
  });

  it("stops after its share of users and says where the next call continues", async () => {
    const rows = Array.from({ length: 5 }, (_, n) => row(user(n + 1)));
    const fake = fakeIo(rows);
    const first = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET, batchSize: 2, maxUsers: 3 });
    expect(first).toMatchObject({ batches: 2, users: 4, nextCursor: user(4) });
    const rest = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET, batchSize: 2, after: first.nextCursor });
    expect(rest).toMatchObject({ users: 1, nextCursor: null });
    expect(fake.emails).toHaveLength(5);
  });

  it("builds the same claim and email on a retry, so the provider can recognise it", async () => {
    const first = fakeIo([row(user(1))]);
    const second = fakeIo([row(user(1))]);
    await dispatchReminders(first.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    await dispatchReminders(second.io, { now: new Date("2027-02-17T06:00:00Z"), appUrl: "https://subs.example.com", secret: SECRET });
    expect(second.claims.map(({ now: _now, ...claim }) => claim)).toEqual(first.claims.map(({ now: _now, ...claim }) => claim));
    expect(second.emails).toEqual(first.emails);
    const otherSecret = fakeIo([row(user(1))]);
    await dispatchReminders(otherSecret.io, { now: NOW, appUrl: "https://subs.example.com", secret: "another-secret-entirely" });
    expect(otherSecret.claims[0].unsubscribe_hash).not.toBe(first.claims[0].unsubscribe_hash);
  });
});

describe("one user's data", () => {
  const hostile = (n: number, patch: Partial<BatchRow["subscriptions"][number]> = { end_date: "10000-01-01" }) => {
    const bad = row(user(n));
    bad.subscriptions = [{ ...bad.subscriptions[0], ...patch }];
    return bad;
  };
  const options = { now: NOW, appUrl: "https://subs.example.com", secret: SECRET };
  const quietLog = () => vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it("never stops the others: a date no calendar has fails that user's digest with a code, and everyone else's goes out", async () => {
    const log = quietLog();
    const patches = [{ end_date: "10000-01-01" }, { start_date: "infinity" }, { end_date: "0044-03-15 BC" }];
    for (const patch of patches) {
      const date = Object.values(patch)[0];
      const fake = fakeIo([row(user(1)), hostile(2, patch), row(user(3))]);
      const report = await dispatchReminders(fake.io, options);
      expect(report).toMatchObject({ users: 3, digestsSent: 2, planFailed: 1, errors: [] });
      expect(fake.emails.map((email) => email.to)).toEqual(["0001@example.com", "0003@example.com"]);
      expect(fake.failures).toEqual([{ user_id: user(2), channel: "email", local_date: "2027-02-17", now: NOW.toISOString(), error: "plan_failed" }]);
      // The error's own words reach the log, never the database or the report.
      expect(JSON.stringify([fake.failures, report])).not.toContain(date);
    }
    expect(String(log.mock.calls[0][1])).toContain("Not a calendar date");
  });

  it("fails every channel that was due for that user, on the user's own day", async () => {
    quietLog();
    const device = { id: "d", endpoint: "https://fcm.googleapis.com/fcm/send/d", p256dh: `B${"A".repeat(86)}`, auth: "a".repeat(22), failing_since: null };
    const bad = { ...hostile(1, { start_date: "2027-13-45" }), time_zone: "Pacific/Kiritimati", push_due: true, push_devices: [device] };
    const fake = fakeIo([bad]);
    fake.io.sendPush = async () => ({ ok: true, status: 201 });
    await dispatchReminders(fake.io, { ...options, now: new Date("2027-02-16T19:00:00Z") });
    expect(fake.failures.map(({ channel, local_date }) => [channel, local_date])).toEqual([
      ["email", "2027-02-17"],
      ["push", "2027-02-17"],
    ]);
    expect(fake.claims).toEqual([]);
  });

  it("records an email that could not be rendered as render_failed and sends the rest", async () => {
    quietLog();
    unrenderable.add(user(1));
    const fake = fakeIo([row(user(1)), row(user(2))]);
    const report = await dispatchReminders(fake.io, options);
    unrenderable.clear();
    expect(report).toMatchObject({ digestsSent: 1, digestsFailed: 1, planFailed: 1 });
    expect(fake.emails.map((email) => email.to)).toEqual(["0002@example.com"]);
    expect(fake.outcomes).toContainEqual({ digest_id: "digest-0001", attempt: 1, sent: false, error: "render_failed", provider_message_id: null });
  });

  it("records the run's instant with each failure: the retry waits from it, however late the run", async () => {
    quietLog();
    const late = new Date("2027-02-17T13:45:00Z");
    const fake = fakeIo([hostile(1)]);
    await dispatchReminders(fake.io, { ...options, now: late });
    expect(fake.failures).toMatchObject([{ now: late.toISOString(), error: "plan_failed" }]);
  });

  it("bounds a batch and a call by rows, not users: a user with a thousand rows is read alone, and the call hands on the rest", async () => {
    const huge = row(user(2));
    huge.subscriptions = Array.from({ length: 1001 }, (_, i) => ({ ...huge.subscriptions[0], id: 10_000 + i, name: `Service ${i}` }));
    const rows = [row(user(1)), huge, row(user(3)), row(user(4))];
    const fake = fakeIo(rows);
    const first = await dispatchReminders(fake.io, { ...options, maxRows: 1000 });
    expect(fake.loads.map((load) => load.users)).toEqual([2]);
    expect(first).toMatchObject({ users: 2, nextCursor: user(2) });
    const rest = await dispatchReminders(fake.io, { ...options, maxRows: 1000, after: first.nextCursor });
    expect(rest).toMatchObject({ users: 2, nextCursor: null });
    expect(fake.emails.map((email) => email.to)).toEqual(["0001@example.com", "0002@example.com", "0003@example.com", "0004@example.com"]);
    const perBatch = fakeIo([row(user(1)), row(user(2)), row(user(3))]);
    await dispatchReminders(perBatch.io, { ...options, maxRows: 2, batchSize: 10 });
    expect(perBatch.loads.map(({ maxRows, users }) => [maxRows, users])).toEqual([[2, 2]]);
  });

  it("puts at most a hundred reminders in a digest, the soonest first: the rest come on the following days", async () => {
    const many = row(user(1));
    // 150 renewals on the 18th to the 20th: only lead times due today, so each is one reminder.
    many.subscriptions = Array.from({ length: 150 }, (_, i) => ({
      ...many.subscriptions[0],
      id: 1000 + i,
      name: `Service ${i}`,
      start_date: `2027-01-${18 + (i % 3)}`,
      end_date: `2027-02-${18 + (i % 3)}`,
    }));
    const fake = fakeIo([many]);
    await dispatchReminders(fake.io, options);
    const [claim] = fake.claims;
    expect(claim.items).toHaveLength(100);
    expect(claim.items.filter((item) => item.occurrence_date === "2027-02-20")).toHaveLength(0);
    expect(claim.skipped.every((key) => claim.items.some((item) => item.subscription_id === key.subscription_id))).toBe(true);
  });

  it("stays inside its shard: no user after `until` is read, by this call or the one it hands on to", async () => {
    const fake = fakeIo([row(user(1)), row(user(2)), row(user(3))]);
    const report = await dispatchReminders(fake.io, { ...options, after: user(1), until: user(2) });
    expect(report).toMatchObject({ users: 1, nextCursor: null });
    expect(fake.loads.every((load) => load.until === user(2))).toBe(true);
    expect(fake.emails.map((email) => email.to)).toEqual(["0002@example.com"]);
  });
});

describe("sendTestDigest", () => {
  it("sends what is coming as a test and records it", async () => {
    const fake = fakeIo([row(user(1), { locale: "es" })]);
    const report = await sendTestDigest(fake.io, { now: new Date("2027-02-10T01:30:00Z"), appUrl: "https://subs.example.com", userId: user(1) });
    expect(report).toEqual({ status: "sent", items: 1 });
    expect(fake.emails[0]).toMatchObject({ subject: "Prueba: tus recordatorios de suscripciones", idempotencyKey: "reminder-test/test-digest" });
    expect(fake.emails[0].text).toContain("Netflix se renueva dentro de 10 días");
    expect(fake.outcomes).toEqual([{ digest_id: "test-digest", attempt: 1, sent: true, error: null, provider_message_id: "m" }]);
  });

  it("passes on the rate limit without sending", async () => {
    const fake = fakeIo([row(user(1))]);
    fake.io.claimTest = async () => ({ status: "rate_limited", retry_after: 42 });
    expect(await sendTestDigest(fake.io, { now: NOW, appUrl: "https://subs.example.com", userId: user(1) })).toEqual({ status: "rate_limited", retryAfter: 42 });
    expect(fake.emails).toEqual([]);
  });
});

describe("push digests", () => {
  const device = (id: string, patch: Partial<BatchRow["push_devices"][number]> = {}) => ({
    id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    p256dh: `B${"A".repeat(86)}`,
    auth: "a".repeat(22),
    failing_since: null,
    ...patch,
  });
  const withPush = (n: number, devices = [device(`d${n}`)], patch: Partial<BatchRow> = {}) =>
    row(user(n), { push_due: true, push_devices: devices, ...patch });

  function pushIo(rows: BatchRow[], answer: (push: OutgoingPush) => PushSendResult = () => ({ ok: true, status: 201 })) {
    const fake = fakeIo(rows);
    const pushes: OutgoingPush[] = [];
    const results: PushDeviceResult[] = [];
    fake.io.sendPush = async (push) => {
      pushes.push(push);
      return answer(push);
    };
    fake.io.recordPushResults = async (batch) => {
      results.push(...batch);
    };
    return { ...fake, pushes, results };
  }

  it("claims the email and the push digest of a day apart, and sends each", async () => {
    const fake = pushIo([withPush(1)]);
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(fake.claims.map((claim) => [claim.channel, claim.items.length, claim.unsubscribe_hash === null])).toEqual([
      ["email", 1, false],
      ["push", 1, true],
    ]);
    // The notification answers the charge with the email's own links, and snoozes or stops nothing.
    const answers = fake.claims[0].items[0].links.filter((link) => link.action !== "stop" && link.action !== "snooze");
    expect(answers.map((link) => link.action)).toEqual(["paid", "paid_other", "skipped"]);
    expect(fake.claims[1].items[0].links).toEqual(answers);
    expect(report).toMatchObject({ digestsSent: 2, pushSent: 1, pushFailed: 0, remindersSent: 2 });
    expect(fake.emails).toHaveLength(1);
    expect(fake.pushes).toHaveLength(1);
    expect(fake.pushes[0]).toMatchObject({ endpoint: "https://fcm.googleapis.com/fcm/send/d1", topic: "reminders-2027-02-17", ttl: 86400 });
    const payload = JSON.parse(fake.pushes[0].payload);
    expect(payload).toMatchObject({ title: "Netflix renews in 3 days", tag: "reminders-2027-02-17" });
    expect(payload.actions.map((action: { action: string; title: string }) => [action.action, action.title])).toEqual([
      ["paid", "Paid"],
      ["paid_other", "Other amount"],
      ["skipped", "Skipped"],
    ]);
    expect(payload.actions[0].url).toMatch(/^\/reminders\/[A-Za-z0-9_-]{43}\?lang=en$/);
    expect(fake.results).toEqual([{ id: "d1", sent: true, remove: false, at: NOW.toISOString() }]);
  });

  it("plans each channel from its own deliveries: email sent today does not keep push from catching up", async () => {
    const sentByEmail = { subscription_id: 1, kind: "renewal", occurrence_date: "2027-02-20", lead_days: 3, channel: "email", status: "sent", attempts: 1, stale: false };
    const fake = pushIo([withPush(1, undefined, { email_due: false, deliveries: [sentByEmail] })]);
    await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(fake.claims.map((claim) => claim.channel)).toEqual(["push"]);
    expect(fake.pushes).toHaveLength(1);
    expect(fake.checks).toEqual([]);
  });

  it("sends to every device, counts the digest as sent when one accepted it, and removes devices that are gone or failing for a month", async () => {
    const devices = [
      device("ok"),
      device("gone"),
      device("expired"),
      device("down"),
      device("down-long", { failing_since: "2027-01-17T09:00:00Z" }),
      device("inside", { endpoint: "https://10.0.0.8/push" }),
    ];
    const fake = pushIo([withPush(1, devices, { email_due: false })], (push) => {
      if (push.endpoint.endsWith("/ok")) return { ok: true, status: 201 };
      if (push.endpoint.endsWith("/gone")) return { ok: false, status: 410, error: "push service answered 410" };
      if (push.endpoint.endsWith("/expired")) return { ok: false, status: 404, error: "push service answered 404" };
      return { ok: false, status: 500, error: "push service answered 500" };
    });
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(fake.pushes.map((push) => push.endpoint.split("/").pop())).toEqual(["ok", "gone", "expired", "down", "down-long"]);
    expect(fake.results.map(({ id, sent, remove }) => [id, sent, remove])).toEqual([
      ["ok", true, false],
      ["gone", false, true],
      ["expired", false, true],
      ["down", false, false],
      ["down-long", false, true],
      ["inside", false, true],
    ]);
    expect(report).toMatchObject({ pushSent: 1, devicesRemoved: 4 });
    expect(fake.outcomes).toEqual([{ digest_id: "digest-0001", attempt: 1, sent: true, error: null, provider_message_id: null }]);
  });

  it("records a push digest as failed when no device accepted it, with why, and leaves the email alone", async () => {
    const fake = pushIo([withPush(1)], () => ({ ok: false, status: 503, error: "push service answered 503" }));
    const report = await dispatchReminders(fake.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(report).toMatchObject({ digestsSent: 1, digestsFailed: 1, pushSent: 0, pushFailed: 1, devicesRemoved: 0 });
    expect(fake.outcomes.map((outcome) => [outcome.sent, outcome.error])).toEqual(
      expect.arrayContaining([
        [true, null],
        [false, "push_refused:503"],
      ]),
    );
    const thrown = pushIo([withPush(2, undefined, { email_due: false })], () => {
      throw new Error("socket hang up");
    });
    await dispatchReminders(thrown.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(thrown.outcomes.map((outcome) => outcome.error)).toEqual(["push_unreachable"]);
    expect(thrown.results).toEqual([{ id: "d2", sent: false, remove: false, at: NOW.toISOString() }]);
  });

  it("calls loopback push services only when told the deployment runs locally", async () => {
    const local = [device("here", { endpoint: "http://127.0.0.1:54390/push/here" })];
    const hosted = pushIo([withPush(1, local, { email_due: false })]);
    await dispatchReminders(hosted.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(hosted.pushes).toEqual([]);
    expect(hosted.results).toMatchObject([{ id: "here", sent: false, remove: true }]);
    const dev = pushIo([withPush(1, local, { email_due: false })]);
    await dispatchReminders(dev.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET, pushEndpoints: { allowLoopback: true } });
    expect(dev.pushes).toHaveLength(1);
  });

  it("claims no push digest without VAPID keys, and remembers a user only when no channel has anything due", async () => {
    const unconfigured = fakeIo([withPush(1, undefined, { email_due: false })]);
    const report = await dispatchReminders(unconfigured.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(unconfigured.claims).toEqual([]);
    expect(report.checked).toBe(0);
    const quiet = pushIo([withPush(2, undefined, { subscriptions: [] })]);
    await dispatchReminders(quiet.io, { now: NOW, appUrl: "https://subs.example.com", secret: SECRET });
    expect(quiet.checks).toEqual([{ user_id: user(2), local_date: "2027-02-17" }]);
  });

  it("sends a test to the one device that asked, in the user's language, and records it", async () => {
    const fake = pushIo([withPush(1, [device("a"), device("b")], { locale: "zh-TW" })]);
    const tests: unknown[] = [];
    fake.io.claimTest = async (request) => {
      tests.push(request);
      return { status: "claimed", digest_id: "test-digest", attempt: 1 };
    };
    const report = await sendTestPush(fake.io, { now: NOW, userId: user(1), endpoint: "https://fcm.googleapis.com/fcm/send/b" });
    expect(report).toEqual({ status: "sent", items: 1 });
    expect(tests).toEqual([{ user_id: user(1), local_date: "2027-02-17", unsubscribe_hash: null, locale: "zh-TW", channel: "push" }]);
    expect(fake.pushes.map((push) => push.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/b"]);
    expect(JSON.parse(fake.pushes[0].payload)).toMatchObject({ title: "測試通知", tag: "reminders-test" });
    expect(fake.outcomes).toEqual([{ digest_id: "test-digest", attempt: 1, sent: true, error: null, provider_message_id: null }]);
    expect(await sendTestPush(fake.io, { now: NOW, userId: user(1), endpoint: "https://fcm.googleapis.com/fcm/send/other" })).toEqual({
      status: "not_found",
    });
  });
});
