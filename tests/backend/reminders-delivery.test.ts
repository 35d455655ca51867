// Sending for real: an SMTP server that goes away and comes back, Resend's HTTP API and its
// idempotency key, users whose data the dispatcher cannot plan or whose rows fill a call, and the
// cron job of the migration fanning calls out through pg_net with the secret from Vault. Each part
// runs on a server of its own, whose function has its settings (and whose database takes raw SQL).
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates/date-only";
import { todayIn } from "@/lib/dates/local-clock";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { TEST_APP_URL, TEST_REMINDERS_SECRET } from "./reminders-env";
import { dispatch, mailbox, reminderUser, service, subscriptionRow } from "./reminders-support";

function listen(server: TcpServer | HttpServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
}

function close(server: TcpServer | HttpServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const MAX_ROWS = 2000;

const digestsOf = async (url: string, userId: string) =>
  (await service(url).from("reminder_digests").select("id, status, attempts, error").eq("user_id", userId)).data ?? [];
const deliveriesOf = async (url: string, userId: string) =>
  (await service(url).from("reminder_deliveries").select("status, attempts, error").eq("user_id", userId).neq("status", "skipped")).data ?? [];

describe("through SMTP", () => {
  let server: LocalSupabase;
  let proxy: TcpServer;
  let smtpUp = false;
  const sockets = new Set<Socket>();
  /** Down means unreachable: open connections (the function pools them) are cut as well. */
  const setSmtp = (up: boolean) => {
    smtpUp = up;
    if (!up) for (const socket of sockets) socket.destroy();
  };

  beforeAll(async () => {
    // Stands between the function and the mail catcher; while "down" it drops every connection.
    proxy = createTcpServer((client) => {
      sockets.add(client);
      client.on("close", () => sockets.delete(client));
      if (!smtpUp) return client.destroy();
      const upstream = connect(server.smtpPort!, "127.0.0.1");
      client.pipe(upstream).pipe(client);
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
    const proxyPort = await listen(proxy);
    server = await startLocalSupabase({
      port: 0,
      dataDir: null,
      seed: false,
      cron: false,
      log: () => {},
      config: { vaultSecrets: { project_url: "env(SUPABASE_URL)", reminders_secret: TEST_REMINDERS_SECRET } },
      functionEnv: {
        REMINDERS_SECRET: TEST_REMINDERS_SECRET,
        APP_URL: TEST_APP_URL,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(proxyPort),
        // Small enough that the user with thousands of rows below is more than a call's worth.
        REMINDERS_MAX_ROWS: String(MAX_ROWS),
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    for (const socket of sockets) socket.destroy();
    await close(proxy);
  });

  it("records a failure while the server is unreachable, retries on the next run with the same digest, and sends once", async () => {
    const user = await reminderUser("smtp-retry", { url: server.url });
    setSmtp(false);
    const failed = await dispatch("2027-02-17T09:00:00Z", { url: server.url });
    expect(failed).toMatchObject({ digestsSent: 0, digestsFailed: 1 });
    const [digest] = await digestsOf(server.url, user.id);
    expect(digest).toMatchObject({ status: "failed", attempts: 1, error: "mail_unreachable" });
    expect(await deliveriesOf(server.url, user.id)).toMatchObject([{ status: "failed", attempts: 1 }]);
    expect(await mailbox(user.email, server.url)).toEqual([]);

    setSmtp(true);
    expect(await dispatch("2027-02-17T09:15:00Z", { url: server.url })).toMatchObject({ digestsSent: 1, digestsFailed: 0 });
    expect(await digestsOf(server.url, user.id)).toEqual([{ id: digest.id, status: "sent", attempts: 2, error: null }]);
    expect(await deliveriesOf(server.url, user.id)).toEqual([{ status: "sent", attempts: 2, error: null }]);
    await dispatch("2027-02-17T09:30:00Z", { url: server.url });
    expect((await mailbox(user.email, server.url)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
  });

  it("gives up on a day after five attempts, and a later reminder still goes out", async () => {
    const user = await reminderUser("smtp-give-up", { url: server.url });
    setSmtp(false);
    for (let run = 0; run < 6; run++) await dispatch(`2027-02-17T1${run}:00:00Z`, { url: server.url });
    expect(await digestsOf(server.url, user.id)).toMatchObject([{ status: "failed", attempts: 5 }]);
    setSmtp(true);
    await dispatch("2027-02-17T20:00:00Z", { url: server.url });
    expect(await mailbox(user.email, server.url)).toEqual([]);
    await dispatch("2027-02-20T09:00:00Z", { url: server.url });
    expect((await mailbox(user.email, server.url)).map((mail) => mail.subject)).toEqual(["Netflix renews today"]);
  });

  it("goes on past a user whose data cannot be planned and one with rows enough to fill a call: everyone else's digest goes out once", async () => {
    setSmtp(true);
    const ordinary = await Promise.all([1, 2, 3].map((n) => reminderUser(`ordinary-${n}`, { url: server.url })));
    const hostile = await reminderUser("hostile", { url: server.url });
    const heavy = await reminderUser("heavy", { url: server.url });
    // Rows as old data or a bug could leave them, past every check and quota the API applies.
    await server.db.exec(`
      begin;
      set local session_replication_role = replica;
      alter table public.subscriptions drop constraint if exists subscriptions_end_date_range_check;
      update public.subscriptions set end_date = '10000-01-01' where user_id = '${hostile.id}';
      alter table public.subscriptions add constraint subscriptions_end_date_range_check
        check (end_date between '1900-01-01' and '2199-12-31') not valid;
      insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle, auto_renew)
      select '${heavy.id}', 'Service ' || i, 'Service', 100, 'USD', '2026-12-01', '2027-12-01', '1year', true
        from generate_series(1, 3000) as i;
      commit;
    `);

    const first = await dispatch("2027-02-17T09:00:00Z", { url: server.url });
    for (const user of ordinary) expect((await mailbox(user.email, server.url)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
    expect((await mailbox(heavy.email, server.url)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
    expect(await mailbox(hostile.email, server.url)).toEqual([]);
    expect(first.planFailed).toBeGreaterThanOrEqual(1);
    // The user sees the failure in their own history, as a code; the error's words stay in the log.
    const { data: history } = await hostile.client.from("reminder_digests").select("status, attempts, error");
    expect(history).toEqual([{ status: "failed", attempts: 1, error: "plan_failed" }]);
    expect(JSON.stringify(first)).not.toMatch(/calendar date|10000/);

    // The next runs within the backoff leave the broken user alone; nobody gets anything twice.
    await dispatch("2027-02-17T09:05:00Z", { url: server.url });
    await dispatch("2027-02-17T09:10:00Z", { url: server.url });
    expect(await digestsOf(server.url, hostile.id)).toMatchObject([{ status: "failed", attempts: 1 }]);
    await dispatch("2027-02-17T09:15:00Z", { url: server.url });
    expect(await digestsOf(server.url, hostile.id)).toMatchObject([{ status: "failed", attempts: 2, error: "plan_failed" }]);
    await dispatch("2027-02-17T09:30:00Z", { url: server.url });
    expect(await digestsOf(server.url, hostile.id)).toMatchObject([{ attempts: 2 }]);
    for (const user of [...ordinary, heavy]) {
      expect(await mailbox(user.email, server.url)).toHaveLength(1);
      expect(await digestsOf(server.url, user.id)).toMatchObject([{ status: "sent", attempts: 1 }]);
    }
  });

  it("runs the migration's cron job: pg_net calls the function with the Vault secret, and the digest arrives", async () => {
    const today = todayIn("UTC");
    const user = await reminderUser("cron", {
      url: server.url,
      settings: { send_hour: 0 },
      subscriptions: [subscriptionRow({ start_date: addDays(today, -28), end_date: addDays(today, 2), cycle: "custom:days:30" })],
    });
    setSmtp(true);
    const run = await server.cron.runJob("send-reminders");
    // One call per shard of user ids, all at once; each stays inside its shard.
    expect(run).toMatchObject({ status: "succeeded", return_message: "1 row" });
    expect(run!.responses).toHaveLength(4);
    expect(run!.responses.every((response) => response.status_code === 200 && !response.timed_out && response.error_msg === null)).toBe(true);
    const { data } = await service(server.url).from("reminder_digests").select("status").eq("user_id", user.id);
    expect(data).toEqual([{ status: "sent" }]);
    expect((await mailbox(user.email, server.url)).map((mail) => mail.subject)).toEqual(["Netflix renews in 2 days"]);
  });
});

describe("through Resend", () => {
  type Call = { headers: IncomingHttpHeaders; body: { from: string; to: string[]; subject: string; html: string; text: string; headers: Record<string, string> } };
  let server: LocalSupabase;
  let fake: HttpServer;
  let answer: "ok" | "error" | "drop" | "conflict" | "rate-limited-once" = "ok";
  const calls: Call[] = [];

  beforeAll(async () => {
    fake = createHttpServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        if (answer === "drop") return req.socket.destroy();
        calls.push({ headers: req.headers, body: JSON.parse(body) });
        if (answer === "error") {
          res.writeHead(500, { "Content-Type": "application/json" });
          return res.end(JSON.stringify({ name: "internal_server_error", message: "Something broke" }));
        }
        if (answer === "rate-limited-once") {
          answer = "ok";
          res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "1" });
          return res.end(JSON.stringify({ name: "rate_limit_exceeded", message: "Too many requests." }));
        }
        if (answer === "conflict") {
          res.writeHead(409, { "Content-Type": "application/json" });
          return res.end(JSON.stringify({ name: "invalid_idempotent_request", message: "Same idempotency key used with a different request payload." }));
        }
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: `re_${calls.length}` }));
      });
    });
    const fakePort = await listen(fake);
    server = await startLocalSupabase({
      port: 0,
      dataDir: null,
      seed: false,
      cron: false,
      log: () => {},
      functionEnv: {
        REMINDERS_SECRET: TEST_REMINDERS_SECRET,
        APP_URL: TEST_APP_URL,
        RESEND_API_KEY: "re_test_key",
        RESEND_API_URL: `http://127.0.0.1:${fakePort}`,
        REMINDER_FROM: "Subscription Manager <reminders@subs.example.com>",
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    fake.closeAllConnections();
    await close(fake);
  });

  it("posts the digest with the API key and the digest's id as idempotency key, retrying the same key after a failure", async () => {
    const user = await reminderUser("resend", { url: server.url });
    answer = "drop";
    expect(await dispatch("2027-02-17T09:00:00Z", { url: server.url })).toMatchObject({ digestsFailed: 1 });
    const [unreachable] = await digestsOf(server.url, user.id);
    expect(unreachable.error).toBe("mail_unreachable");

    answer = "error";
    expect(await dispatch("2027-02-17T09:15:00Z", { url: server.url })).toMatchObject({ digestsFailed: 1 });
    expect((await digestsOf(server.url, user.id))[0].error).toBe("mail_refused:500");

    // The second failure waits 30 minutes before the third attempt, not the next run.
    answer = "ok";
    expect(await dispatch("2027-02-17T09:30:00Z", { url: server.url })).toMatchObject({ digestsSent: 0 });
    expect(await dispatch("2027-02-17T09:45:00Z", { url: server.url })).toMatchObject({ digestsSent: 1 });
    expect(await digestsOf(server.url, user.id)).toEqual([{ id: unreachable.id, status: "sent", attempts: 3, error: null }]);
    const { data } = await service(server.url).from("reminder_digests").select("provider_message_id").eq("id", unreachable.id).single();
    expect(data).toEqual({ provider_message_id: `re_${calls.length}` });

    const mine = calls.filter((call) => call.body.to[0] === user.email);
    expect(mine).toHaveLength(2);
    for (const call of mine) {
      expect(call.headers.authorization).toBe("Bearer re_test_key");
      expect(call.headers["idempotency-key"]).toBe(`reminder-digest/${unreachable.id}`);
    }
    // The retry is the same email, byte for byte: Resend can recognise it.
    expect(mine[1].body).toEqual(mine[0].body);
    expect(mine[0].body).toMatchObject({
      from: "Subscription Manager <reminders@subs.example.com>",
      subject: "Netflix renews in 3 days",
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  });

  it("waits as a 429 asks and sends in the same run", async () => {
    const user = await reminderUser("resend-429", { url: server.url });
    answer = "rate-limited-once";
    expect(await dispatch("2027-02-17T10:00:00Z", { url: server.url })).toMatchObject({ digestsSent: 1, digestsFailed: 0 });
    const mine = calls.filter((call) => call.body.to[0] === user.email);
    expect(mine).toHaveLength(2);
    expect(mine[1].headers["idempotency-key"]).toBe(mine[0].headers["idempotency-key"]);
  });

  it("takes a key already used for another payload as sent: that earlier attempt reached Resend", async () => {
    const user = await reminderUser("resend-conflict", { url: server.url });
    answer = "conflict";
    expect(await dispatch("2027-02-17T10:00:00Z", { url: server.url })).toMatchObject({ digestsSent: 1, digestsFailed: 0 });
    expect(await digestsOf(server.url, user.id)).toMatchObject([{ status: "sent", attempts: 1 }]);
    answer = "ok";
  });
});
