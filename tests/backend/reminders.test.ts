// The send-reminders function on the local backend: real Deno, real SQL claims, the mail catcher.
// Each test has its own users and reads only their mail and rows; a dispatch also serves whoever
// else is in the shared database, so totals are never asserted.
import { describe, expect, it } from "vitest";
import { anonClient, clientWithClaims, serviceClient } from "./support";
import { dispatch, linkToken, mailbox, reminderUser, service, subscriptionRow } from "./reminders-support";
import { TEST_REMINDERS_SECRET } from "./reminders-env";

const deliveriesOf = async (userId: string) =>
  (await service().from("reminder_deliveries").select("kind, occurrence_date, lead_days, status, attempts").eq("user_id", userId).order("lead_days")).data ?? [];
const digestsOf = async (userId: string) =>
  (await service().from("reminder_digests").select("id, local_date, status, attempts, item_count, is_test").eq("user_id", userId).order("local_date")).data ?? [];

describe("a daily digest", () => {
  it("goes out once the user's hour has come in their own zone, once, and carries every due reminder", async () => {
    // Kiritimati is UTC+14: 09:00 there on 17 February is 19:00 UTC on the 16th.
    const user = await reminderUser("kiritimati", { settings: { time_zone: "Pacific/Kiritimati" } });
    await dispatch("2027-02-16T18:59:00Z");
    expect(await mailbox(user.email)).toEqual([]);

    await dispatch("2027-02-16T19:00:00Z");
    const [mail] = await mailbox(user.email);
    expect(mail.subject).toBe("Netflix renews in 3 days");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/app\.test\/reminders\/[A-Za-z0-9_-]{43}\/apply>$/);

    await dispatch("2027-02-16T19:00:00Z");
    await dispatch("2027-02-17T09:00:00Z");
    expect(await mailbox(user.email)).toHaveLength(1);
    expect(await digestsOf(user.id)).toMatchObject([{ local_date: "2027-02-17", status: "sent", attempts: 1, item_count: 1 }]);
    expect(await deliveriesOf(user.id)).toEqual([
      { kind: "renewal", occurrence_date: "2027-02-20", lead_days: 3, status: "sent", attempts: 1 },
      { kind: "renewal", occurrence_date: "2027-02-20", lead_days: 14, status: "skipped", attempts: 0 },
    ]);
  });

  it("waits for the local day in UTC−12 too, and takes an unknown zone as UTC", async () => {
    const west = await reminderUser("gmt-minus-12", { settings: { time_zone: "Etc/GMT+12" } });
    const nowhere = await reminderUser("mars", { settings: { time_zone: "Mars/Olympus_Mons" } });
    await dispatch("2027-02-17T20:59:00Z"); // 08:59 in UTC−12; 20:59 UTC for the unknown zone
    expect(await mailbox(west.email)).toEqual([]);
    expect((await mailbox(nowhere.email)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
    await dispatch("2027-02-17T21:00:00Z");
    expect((await mailbox(west.email)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
  });

  it("sends nothing twice when two runs start at once", async () => {
    const users = await Promise.all([1, 2, 3].map((n) => reminderUser(`concurrent-${n}`)));
    const reports = await Promise.all([dispatch("2027-02-17T10:00:00Z"), dispatch("2027-02-17T10:00:00Z")]);
    expect(reports.every((report) => report.errors.length === 0)).toBe(true);
    for (const user of users) {
      expect(await mailbox(user.email)).toHaveLength(1);
      expect(await digestsOf(user.id)).toHaveLength(1);
      expect((await deliveriesOf(user.id)).filter((row) => row.status === "sent")).toHaveLength(1);
    }
  });

  it("catches up after missed runs and never sends a day the clock has already passed", async () => {
    const user = await reminderUser("clock-jump");
    // The clock jumps ahead past the 14-day reminder: only the most urgent one still due goes out.
    await dispatch("2027-02-18T09:00:00Z");
    expect((await mailbox(user.email)).map((mail) => mail.subject)).toEqual(["Netflix renews in 2 days"]);
    // Then back: an earlier day than one already sent gets nothing.
    await dispatch("2027-02-06T09:00:00Z");
    await dispatch("2027-02-17T09:00:00Z");
    expect(await mailbox(user.email)).toHaveLength(1);
    // And forward again: the day itself is a new reminder.
    await dispatch("2027-02-20T09:00:00Z");
    expect((await mailbox(user.email)).map((mail) => mail.subject)).toEqual(["Netflix renews today", "Netflix renews in 2 days"]);
  });

  it("alerts a price increase at once, and shows the old price before the first charge at the new one", async () => {
    const user = await reminderUser("price", { settings: { locale: "es" }, subscriptions: [subscriptionRow({ price: 330 })] });
    const client = user.client;
    await client
      .from("subscription_price_changes")
      .insert({ subscription_id: user.subscriptionIds[0], old_price: 330, new_price: 390, effective_date: "2027-03-01" })
      .throwOnError();
    await dispatch("2027-02-10T09:00:00Z");
    const [alert] = await mailbox(user.email);
    // The 14-day reminder of the 20 February renewal is due too: one email for both.
    expect(alert.subject).toBe("Netflix sube de precio dentro de 19 días y 1 recordatorio más");
    expect(alert.text).toMatch(/Desde el lun, 1 mar 2027: 390,00\sTWD en lugar de 330,00\sTWD \(\+18,2\s%\)/);

    await dispatch("2027-03-17T09:00:00Z");
    const [renewal] = await mailbox(user.email);
    expect(renewal.subject).toBe("Netflix se renueva dentro de 3 días");
    expect(renewal.text).toMatch(/Nuevo precio: 390,00\sTWD, antes 330,00\sTWD \(\+18,2\s%\)/);
  });

  it("writes in Traditional Chinese", async () => {
    const user = await reminderUser("zh", { settings: { locale: "zh-TW", time_zone: "Asia/Taipei" } });
    await dispatch("2027-02-17T01:00:00Z");
    const [mail] = await mailbox(user.email);
    expect(mail.subject).toBe("Netflix：3 天後續訂");
    expect(mail.text).toMatch(/2027年2月20日\s?週六 扣款 NT\$390\.00/);
    expect(mail.html).toContain('lang="zh-Hant-TW"');
  });
});

describe("what must not be sent", () => {
  it("nothing for a user whose account was closed, whose reminders are off, or whose subscription stopped", async () => {
    const closed = await reminderUser("closed");
    await service().from("user_profiles").update({ deleted_at: new Date().toISOString() }).eq("id", closed.id).throwOnError();
    const off = await reminderUser("off", { settings: { email_enabled: false } });
    const paused = await reminderUser("paused", { subscriptions: [subscriptionRow({ status: "paused", paused_on: "2027-02-01" })] });
    const muted = await reminderUser("muted");
    await muted.client.from("subscription_reminders").insert({ subscription_id: muted.subscriptionIds[0], enabled: false }).throwOnError();
    await dispatch("2027-02-17T09:30:00Z");
    for (const user of [closed, off, paused, muted]) expect(await mailbox(user.email), user.email).toEqual([]);
  });

  it("goes only to the account's confirmed sign-in address: an account that never confirmed it gets no email, not even a test", async () => {
    const email = `unconfirmed-${Date.now().toString(36)}@example.com`;
    const { data, error } = await serviceClient().auth.admin.createUser({ email, password: "pw-unconfirmed-Aa1", email_confirm: false });
    expect(error).toBeNull();
    const id = data.user!.id;
    await service().from("reminder_settings").update({ time_zone: "UTC", send_hour: 9 }).eq("user_id", id).throwOnError();
    await service().from("subscriptions").insert({ ...subscriptionRow(), user_id: id }).throwOnError();
    await dispatch("2027-02-17T09:30:00Z");
    expect(await mailbox(email)).toEqual([]);
    expect(await digestsOf(id)).toEqual([]);
    const client = await clientWithClaims({ sub: id, email });
    const test = await client.functions.invoke("send-reminders", { body: { test: true } });
    expect((test.error as { context: Response } | null)?.context.status).toBe(404);
    expect(await mailbox(email)).toEqual([]);
  });

  it("a claim whose account closed or whose subscription changed since the batch was read sends nothing stale", async () => {
    const user = await reminderUser("stale");
    const [subscriptionId] = user.subscriptionIds;
    const { data: before } = await service().from("subscriptions").select("updated_at").eq("id", subscriptionId).single().throwOnError();
    const claim = (updatedAt: string) => ({
      user_id: user.id,
      local_date: "2027-02-17",
      locale: "en",
      now: "2027-02-17T09:00:00Z",
      unsubscribe_hash: "a".repeat(64),
      items: [{ subscription_id: subscriptionId, kind: "renewal", occurrence_date: "2027-02-20", lead_days: 3, updated_at: updatedAt, price_change_id: null, links: [] }],
      skipped: [],
    });
    await user.client.from("subscriptions").update({ price: 450 }).eq("id", subscriptionId).throwOnError();
    const { data: edited } = await service().rpc("claim_reminder_digests", { p_claims: [claim(before.updated_at)] }).throwOnError();
    expect(edited).toEqual([]);
    expect(await digestsOf(user.id)).toEqual([]);

    const { data: after } = await service().from("subscriptions").select("updated_at").eq("id", subscriptionId).single().throwOnError();
    await service().from("user_profiles").update({ deleted_at: new Date().toISOString() }).eq("id", user.id).throwOnError();
    const { data: closed } = await service().rpc("claim_reminder_digests", { p_claims: [claim(after.updated_at)] }).throwOnError();
    expect(closed).toEqual([]);
  });

  it("a deleted subscription takes its reminders with it; the next run plans without it", async () => {
    const user = await reminderUser("deleted-sub", { subscriptions: [subscriptionRow(), subscriptionRow({ name: "Spotify", price: 149 })] });
    await dispatch("2027-02-06T09:00:00Z");
    expect(await deliveriesOf(user.id)).toHaveLength(2);
    await user.client.from("subscriptions").delete().eq("id", user.subscriptionIds[0]).throwOnError();
    expect(await deliveriesOf(user.id)).toHaveLength(1);
    await dispatch("2027-02-17T09:00:00Z");
    expect((await mailbox(user.email))[0].subject).toBe("Spotify renews in 3 days");
  });
});

describe("the email's links", () => {
  it("show what they do without doing it, then snooze, stop or unsubscribe without signing in", async () => {
    const user = await reminderUser("links", { subscriptions: [subscriptionRow(), subscriptionRow({ name: "Spotify", price: 149 })] });
    await dispatch("2027-02-06T09:00:00Z");
    const [mail] = await mailbox(user.email);
    const tokens = mail.links.filter((link) => link.includes("/reminders/")).map(linkToken);
    expect(tokens).toHaveLength(11); // paid, paid another amount, skipped, snooze and stop for each, and unsubscribe
    const visitor = anonClient();
    const look = async (token: string) => (await visitor.rpc("use_reminder_link", { p_token: token, p_apply: false })).data;
    const apply = async (token: string) => (await visitor.rpc("use_reminder_link", { p_token: token, p_apply: true })).data;

    const [, , , snoozeNetflix, , , , , , stopSpotify, unsubscribe] = tokens;
    expect(await look(snoozeNetflix)).toMatchObject({ status: "ready", action: "snooze", subscription_name: "Netflix", snooze_until: "2027-02-07", occurrence_date: "2027-02-20", locale: "en" });
    expect(await look(snoozeNetflix)).toMatchObject({ status: "ready" });
    expect(await apply(stopSpotify)).toMatchObject({ status: "applied", action: "stop" });
    expect(await apply(stopSpotify)).toMatchObject({ status: "done" });
    expect(await apply(snoozeNetflix)).toMatchObject({ status: "applied", action: "snooze" });

    // The snoozed reminder comes back on its day; the stopped one never does.
    await dispatch("2027-02-07T09:00:00Z");
    const [snoozed] = await mailbox(user.email);
    expect(snoozed.subject).toBe("Netflix renews in 13 days");
    await dispatch("2027-02-17T09:00:00Z");
    expect((await mailbox(user.email))[0].subject).toBe("Netflix renews in 3 days");

    expect(await apply(unsubscribe)).toMatchObject({ status: "applied", action: "unsubscribe" });
    await dispatch("2027-02-20T09:00:00Z");
    expect(await mailbox(user.email)).toHaveLength(3);
    const { data } = await service().from("reminder_settings").select("email_enabled").eq("user_id", user.id).single();
    expect(data).toEqual({ email_enabled: false });
  });

  it("refuse unknown, malformed and closed-account tokens", async () => {
    const visitor = anonClient();
    for (const token of ["x".repeat(43), "short", "../../etc/passwd-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", ""]) {
      expect((await visitor.rpc("use_reminder_link", { p_token: token, p_apply: true })).data, token).toEqual({ status: "invalid" });
    }
  });
});

describe("a test from settings", () => {
  it("is sent to the signed-in user only, at most once a minute, and never counts as the day's digest", async () => {
    const user = await reminderUser("test-send");
    const first = await user.client.functions.invoke("send-reminders", { body: { test: true } });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: "sent" });
    const [mail] = await mailbox(user.email);
    expect(mail.subject).toBe("Test: your subscription reminders");

    const second = await user.client.functions.invoke("send-reminders", { body: { test: true } });
    expect((second.error as { context: Response }).context.status).toBe(429);
    expect(await mailbox(user.email)).toHaveLength(1);

    await dispatch("2027-02-17T09:00:00Z");
    expect((await mailbox(user.email)).map((m) => m.subject)).toEqual(["Netflix renews in 3 days", "Test: your subscription reminders"]);
  });

  it("is refused without a valid session, and a dispatch without the secret", async () => {
    const anonymous = await anonClient().functions.invoke("send-reminders", { body: { test: true } });
    expect((anonymous.error as { context: Response }).context.status).toBe(401);
    const wrong = await dispatch("2027-02-17T09:00:00Z", { secret: `${TEST_REMINDERS_SECRET}-wrong` }).catch((error: Error) => error.message);
    expect(wrong).toBe("send-reminders answered 401: not_allowed");
  });
});
