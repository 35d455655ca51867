// Web push on the local backend: devices under row-level security, the email and push digests of a
// day claimed apart, and send-reminders delivering for real (VAPID, aes128gcm) to the stand-in push
// service, which checks the signature and decrypts with the device's keys; gone devices pruned.
// A dispatch serves everyone in the shared database, so each test reads only its own users' rows.
import { describe, expect, it } from "vitest";
import { isAllowedEndpoint } from "@/lib/push/endpoint";
import { LOCAL_VAPID_KEYS } from "../../scripts/local-env.mjs";
import { OTHER_HOSTS, OTHER_SHAPES, PUSH_SERVICE_ENDPOINTS } from "../unit/push/endpoint-cases";
import { addDevice, answerPushesWith, fakeSubscription, receivedPushes } from "./push-support";
import { dispatch, mailbox, reminderUser, service } from "./reminders-support";
import { anonClient, invokeFunction, supabaseUrl } from "./support";

const devicesOf = async (userId: string) =>
  (await service().from("push_subscriptions").select("id, failing_since, failure_count, last_success_at").eq("user_id", userId)).data ?? [];
const digestsOf = async (userId: string, channel: "email" | "push") =>
  (await service().from("reminder_digests").select("status, attempts, error").eq("user_id", userId).eq("channel", channel).eq("is_test", false)).data ?? [];
const sentDeliveries = async (userId: string, channel: "email" | "push") =>
  (await service().from("reminder_deliveries").select("kind, lead_days").eq("user_id", userId).eq("channel", channel).eq("status", "sent")).data ?? [];

describe("push devices under row-level security", () => {
  it("are seen, added and removed by their owner only", async () => {
    const owner = await reminderUser("push-owner");
    const other = await reminderUser("push-other");
    const device = await addDevice(owner.client, owner.id);

    expect((await owner.client.from("push_subscriptions").select("id")).data).toEqual([{ id: device.id }]);
    expect((await other.client.from("push_subscriptions").select("id").eq("id", device.id)).data).toEqual([]);
    expect((await anonClient().from("push_subscriptions").select("id")).error).not.toBeNull();

    // Another user can neither add a device for the owner nor remove the owner's.
    const theirs = await fakeSubscription();
    const forged = await other.client
      .from("push_subscriptions")
      .insert({ user_id: owner.id, endpoint: theirs.endpoint, p256dh: theirs.keys.p256dh, auth: theirs.keys.auth });
    expect(forged.error?.code).toBe("42501");
    const removed = await other.client.from("push_subscriptions").delete().eq("id", device.id).select("id");
    expect(removed.data).toEqual([]);
    expect(await devicesOf(owner.id)).toHaveLength(1);

    // Delivery bookkeeping is the function's: not even the owner may change it or call its function.
    const update = await owner.client.from("push_subscriptions").update({ failing_since: null, last_success_at: new Date().toISOString() }).eq("id", device.id);
    expect(update.error?.code).toBe("42501");
    const spare = await fakeSubscription();
    const exempt = await owner.client
      .from("push_subscriptions")
      .insert({ user_id: owner.id, endpoint: spare.endpoint, p256dh: spare.keys.p256dh, auth: spare.keys.auth, failing_since: "2199-01-01T00:00:00Z" });
    expect(exempt.error?.code).toBe("42501");
    const record = await owner.client.rpc("record_push_results", { p_results: [{ id: device.id, sent: false, remove: true, at: new Date().toISOString() }] });
    expect(record.error).not.toBeNull();
    expect(await devicesOf(owner.id)).toHaveLength(1);

    const mine = await owner.client.from("push_subscriptions").delete().eq("id", device.id).select("id");
    expect(mine.data).toEqual([{ id: device.id }]);
    expect(await devicesOf(owner.id)).toEqual([]);
  });

  it("refuses an endpoint another user already has, keys of the wrong shape, and a 21st device", async () => {
    const first = await reminderUser("push-first");
    const second = await reminderUser("push-second");
    const shared = await addDevice(first.client, first.id);
    const again = await second.client
      .from("push_subscriptions")
      .insert({ user_id: second.id, endpoint: shared.endpoint, p256dh: shared.keys.p256dh, auth: shared.keys.auth });
    expect(again.error?.code).toBe("23505");
    const bad = await second.client
      .from("push_subscriptions")
      .insert({ user_id: second.id, endpoint: "https://push.example.com/x", p256dh: "not-a-key", auth: shared.keys.auth });
    expect(bad.error?.code).toBe("23514");
    const internal = await second.client
      .from("push_subscriptions")
      .insert({ user_id: second.id, endpoint: "http://10.0.0.8/push", p256dh: shared.keys.p256dh, auth: shared.keys.auth });
    expect(internal.error?.code).toBe("23514");

    for (let n = 0; n < 19; n++) await addDevice(first.client, first.id);
    const extra = await fakeSubscription();
    const tooMany = await first.client
      .from("push_subscriptions")
      .insert({ user_id: first.id, endpoint: extra.endpoint, p256dh: extra.keys.p256dh, auth: extra.keys.auth });
    expect(tooMany.error?.code).toBe("23514");
    expect(await devicesOf(first.id)).toHaveLength(20);
  });
});

describe("push endpoints written straight to the REST API", () => {
  const INTERNAL = [
    "https://localhost./x",
    "https://metadata.google.internal./computeMetadata/v1/",
    "https://127.0.0.1.nip.io/x",
    "https://10.0.0.1.sslip.io/x",
    "https://10.0.0.5.nip.io:8443/x",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "https://fcm.googleapis.com./fcm/send/x",
    "https://FCM.googleapis.com/fcm/send/x",
    "https://user@fcm.googleapis.com/fcm/send/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/x",
    "http://fcm.googleapis.com/fcm/send/x",
    "http://10.0.0.8/push",
    "http://localhost:54321/push/send/x",
    "https://push.example.com/x",
  ];

  it("are refused unless they belong to a known push service", async () => {
    const user = await reminderUser("push-endpoints");
    const keys = (await fakeSubscription()).keys;
    for (const endpoint of INTERNAL) {
      const { error } = await user.client.from("push_subscriptions").insert({ user_id: user.id, endpoint, ...keys });
      expect(error?.code, endpoint).toBe("23514");
    }
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${user.id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${user.id}`,
      `https://web.push.apple.com/${user.id}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${user.id}`,
    ]) {
      const { error } = await user.client.from("push_subscriptions").insert({ user_id: user.id, endpoint, ...keys });
      expect(error, endpoint).toBeNull();
    }
    expect(await devicesOf(user.id)).toHaveLength(4);
  });

  it("are judged by the database exactly as by the app", async () => {
    const user = await reminderUser("push-endpoint-rule");
    for (const endpoint of [...PUSH_SERVICE_ENDPOINTS, ...OTHER_HOSTS, ...OTHER_SHAPES]) {
      const { data, error } = await user.client.rpc("is_push_service_endpoint", { p_endpoint: endpoint });
      expect(error, endpoint).toBeNull();
      expect(data, endpoint).toBe(isAllowedEndpoint(endpoint, { allowLoopback: false }));
    }
  });

  it("on this machine are allowed only while the local backend says so, which no user can", async () => {
    const user = await reminderUser("push-loopback");
    expect((await user.client.from("push_endpoint_policy").update({ allow_loopback: true }).eq("id", true)).error).not.toBeNull();
    await service().from("push_endpoint_policy").update({ allow_loopback: false }).eq("id", true).throwOnError();
    try {
      const local = await fakeSubscription();
      const { error } = await user.client.from("push_subscriptions").insert({ user_id: user.id, endpoint: local.endpoint, ...local.keys });
      expect(error?.code).toBe("23514");
    } finally {
      await service().from("push_endpoint_policy").update({ allow_loopback: true }).eq("id", true).throwOnError();
    }
    await addDevice(user.client, user.id);
  });
});

describe("a push digest", () => {
  it("is delivered encrypted and signed with VAPID, decrypted by the push service, in the user's language", async () => {
    const user = await reminderUser("push-deliver", { settings: { locale: "es", email_enabled: false } });
    const device = await addDevice(user.client, user.id);
    const before = Math.floor(Date.now() / 1000);
    await dispatch("2027-02-17T09:30:00Z");

    const [push, ...more] = await receivedPushes(device.endpoint);
    expect(more).toEqual([]);
    expect(JSON.parse(push.payload)).toEqual({
      title: "Netflix se renueva dentro de 3 días",
      body: expect.stringMatching(/^390,00\sTWD el sáb, 20 feb 2027$/),
      url: "/dashboard?q=Netflix&lang=es",
      tag: "reminders-2027-02-17",
      lang: "es",
      actions: [
        { action: "paid", title: "Pagado", url: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=es$/) },
        { action: "paid_other", title: "Otro importe", url: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=es$/) },
        { action: "skipped", title: "Omitido", url: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=es$/) },
      ],
    });
    expect(push).toMatchObject({ ttl: 86400, topic: "reminders-2027-02-17", urgency: "normal" });
    expect(push.vapid.aud).toBe(new URL(supabaseUrl()).origin);
    expect(push.vapid.sub).toBe("mailto:reminders@example.com");
    expect(push.vapid.exp).toBeGreaterThan(before);
    expect(push.vapid.exp).toBeLessThanOrEqual(before + 24 * 3600 + 60);

    expect(await digestsOf(user.id, "push")).toEqual([{ status: "sent", attempts: 1, error: null }]);
    expect(await digestsOf(user.id, "email")).toEqual([]);
    expect(await mailbox(user.email)).toEqual([]);
    expect(await devicesOf(user.id)).toMatchObject([{ failing_since: null, failure_count: 0, last_success_at: expect.any(String) }]);

    await dispatch("2027-02-17T10:30:00Z");
    expect(await receivedPushes(device.endpoint)).toHaveLength(1);
  });

  it("is claimed apart from the email: a failing push service neither blocks the email nor makes it go twice", async () => {
    const user = await reminderUser("push-apart");
    const device = await addDevice(user.client, user.id);
    await answerPushesWith(device.endpoint, 503);
    await dispatch("2027-02-17T09:30:00Z");
    expect((await mailbox(user.email)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days"]);
    expect(await digestsOf(user.id, "email")).toMatchObject([{ status: "sent" }]);
    expect(await digestsOf(user.id, "push")).toMatchObject([{ status: "failed", attempts: 1, error: "push_refused:503" }]);
    expect(await sentDeliveries(user.id, "email")).toEqual([{ kind: "renewal", lead_days: 3 }]);
    expect(await sentDeliveries(user.id, "push")).toEqual([]);
    expect(await devicesOf(user.id)).toMatchObject([{ failure_count: 1, failing_since: expect.any(String) }]);

    // The push service recovers: the next run retries the push only.
    await answerPushesWith(device.endpoint, null);
    await dispatch("2027-02-17T09:45:00Z");
    expect(await receivedPushes(device.endpoint)).toHaveLength(1);
    expect(await mailbox(user.email)).toHaveLength(1);
    expect(await digestsOf(user.id, "push")).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(await sentDeliveries(user.id, "push")).toEqual([{ kind: "renewal", lead_days: 3 }]);
    expect(await devicesOf(user.id)).toMatchObject([{ failure_count: 0, failing_since: null }]);
  });

  it("goes out once when two runs start at once", async () => {
    const users = await Promise.all([1, 2].map((n) => reminderUser(`push-concurrent-${n}`, { settings: { email_enabled: false } })));
    const devices = await Promise.all(users.map((user) => addDevice(user.client, user.id)));
    await Promise.all([dispatch("2027-02-17T11:00:00Z"), dispatch("2027-02-17T11:00:00Z")]);
    for (const device of devices) expect(await receivedPushes(device.endpoint)).toHaveLength(1);
  });

  it("prunes devices the push service says are gone (404, 410), and those failing for 30 days", async () => {
    const user = await reminderUser("push-prune", { settings: { email_enabled: false } });
    const [gone, expired, down, longDown, fine] = await Promise.all([1, 2, 3, 4, 5].map(() => addDevice(user.client, user.id)));
    await answerPushesWith(gone.endpoint, 410);
    await answerPushesWith(expired.endpoint, 404);
    await answerPushesWith(down.endpoint, 500);
    await answerPushesWith(longDown.endpoint, 500);
    await service().from("push_subscriptions").update({ failing_since: "2027-01-17T09:00:00Z", failure_count: 12 }).eq("id", longDown.id).throwOnError();

    await dispatch("2027-02-17T09:30:00Z");
    const left = await devicesOf(user.id);
    expect(left.map((device) => device.id).sort()).toEqual([down.id, fine.id].sort());
    expect(left.find((device) => device.id === down.id)).toMatchObject({ failure_count: 1, failing_since: "2027-02-17T09:30:00+00:00" });
    expect(await receivedPushes(fine.endpoint)).toHaveLength(1);
    expect(await digestsOf(user.id, "push")).toMatchObject([{ status: "sent" }]);
  });

  it("is refused by the push service when signed with a key the device did not subscribe with", async () => {
    const user = await reminderUser("push-other-key", { settings: { email_enabled: false } });
    const strange = await fakeSubscription(LOCAL_VAPID_KEYS.publicKey.replace(/^BG/, "BH"));
    await user.client
      .from("push_subscriptions")
      .insert({ user_id: user.id, endpoint: strange.endpoint, p256dh: strange.keys.p256dh, auth: strange.keys.auth })
      .throwOnError();
    await dispatch("2027-02-17T09:30:00Z");
    expect(await receivedPushes(strange.endpoint)).toEqual([]);
    expect(await digestsOf(user.id, "push")).toMatchObject([{ status: "failed", error: "push_refused:403" }]);
  });
});

describe("a test notification", () => {
  it("goes to the signed-in user's own device only, at most once a minute, apart from the test email", async () => {
    const user = await reminderUser("push-test");
    const other = await reminderUser("push-test-other");
    const device = await addDevice(user.client, user.id);
    const theirs = await addDevice(other.client, other.id);

    const foreign = await invokeFunction<{ status: string }>(user.client, "send-reminders", { test: true, channel: "push", endpoint: theirs.endpoint });
    expect(foreign.status).toBe(404);
    expect(await receivedPushes(theirs.endpoint)).toEqual([]);

    const sent = await invokeFunction<{ status: string }>(user.client, "send-reminders", { test: true, channel: "push", endpoint: device.endpoint });
    expect(sent).toMatchObject({ status: 200, body: { status: "sent" } });
    const [push] = await receivedPushes(device.endpoint);
    expect(JSON.parse(push.payload)).toMatchObject({ title: "Test notification", tag: "reminders-test", url: "/settings?lang=en#notifications" });

    const again = await invokeFunction(user.client, "send-reminders", { test: true, channel: "push", endpoint: device.endpoint });
    expect(again.status).toBe(429);
    const email = await invokeFunction<{ status: string }>(user.client, "send-reminders", { test: true });
    expect(email).toMatchObject({ status: 200, body: { status: "sent" } });
    expect(await receivedPushes(device.endpoint)).toHaveLength(1);
  });

  it("reports a refusal by its status only, never the push service's answer", async () => {
    const user = await reminderUser("push-test-refused");
    const device = await addDevice(user.client, user.id);
    await answerPushesWith(device.endpoint, 500);
    const failed = await invokeFunction<{ status: string; error: string }>(user.client, "send-reminders", { test: true, channel: "push", endpoint: device.endpoint });
    expect(failed).toMatchObject({ status: 502, body: { status: "failed", error: "push_refused:500" } });
    const digests = await service().from("reminder_digests").select("status, error").eq("user_id", user.id).eq("is_test", true);
    expect(digests.data).toEqual([{ status: "failed", error: "push_refused:500" }]);
  });
});
