// public/sw.js's push, notificationclick and pushsubscriptionchange handlers, run in a sandbox that
// stands in for the worker's global scope: what a push shows, that a click opens only a path on this
// origin, and what the server is told when the browser replaces the subscription.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const SOURCE = readFileSync(new URL("../../../public/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://subs.example.com";

type Listener = (event: Record<string, unknown>) => void;
type FakeSubscription = { endpoint: string; options?: { applicationServerKey: ArrayBuffer }; toJSON: () => unknown };
type Sent = { url: string; init: RequestInit };
type FakeWindow = { url: string; focused: boolean; navigate: (url: string) => Promise<FakeWindow>; focus: () => Promise<FakeWindow> };

function fakeSubscription(id: string, key?: ArrayBuffer): FakeSubscription {
  const json = { endpoint: `https://push.example.net/send/${id}`, expirationTime: null, keys: { p256dh: `p256dh-${id}`, auth: `auth-${id}` } };
  return { endpoint: json.endpoint, options: key ? { applicationServerKey: key } : undefined, toJSON: () => json };
}

function worker(windows: string[] = [], { subscribeWith = fakeSubscription("renewed") } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const subscribed: unknown[] = [];
  const sent: Sent[] = [];
  const clients: FakeWindow[] = windows.map((url) => {
    const client: FakeWindow = {
      url,
      focused: false,
      navigate: async (target) => Object.assign(client, { url: target }),
      focus: async () => Object.assign(client, { focused: true }),
    };
    return client;
  });
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
      pushManager: { subscribe: async (options: unknown) => (subscribed.push(options), subscribeWith) },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: () => undefined,
  };
  const fetch = async (url: string, init: RequestInit) => (sent.push({ url, init }), new Response(null, { status: 204 }));
  runInNewContext(SOURCE, { self, URL, Headers, Response, caches: {}, fetch });

  async function fire(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  const push = (payload: unknown) =>
    fire("push", { data: payload === undefined ? null : { json: () => (typeof payload === "string" ? JSON.parse(payload) : payload) } });
  const click = (url: unknown) => fire("notificationclick", { notification: { data: { url }, close: () => undefined } });
  const subscriptionChange = (event: { oldSubscription?: FakeSubscription | null; newSubscription?: FakeSubscription | null }) =>
    fire("pushsubscriptionchange", event);
  return { push, click, subscriptionChange, shown, opened, clients, subscribed, sent };
}

describe("the service worker's push handler", () => {
  it("shows the reminder the payload describes, keeping its page for the click", async () => {
    const sw = worker();
    await sw.push({ title: "Netflix renews in 3 days", body: "NT$390.00 on Sat, Feb 20", url: "/dashboard?q=Netflix&lang=en", tag: "reminders-2027-02-17", lang: "en" });
    expect(sw.shown).toEqual([
      {
        title: "Netflix renews in 3 days",
        options: expect.objectContaining({
          body: "NT$390.00 on Sat, Feb 20",
          tag: "reminders-2027-02-17",
          lang: "en",
          data: { url: "/dashboard?q=Netflix&lang=en", actions: {} },
          actions: [],
        }),
      },
    ]);
  });

  it("gives a reminder at most three answer buttons, each opening a confirmation page on this origin", async () => {
    const sw = worker();
    const answer = (action: string, url: string) => ({ action, title: action, url });
    await sw.push({
      title: "Gym is due",
      url: "/dashboard",
      actions: [answer("paid", "/reminders/a"), answer("other", "https://evil.example/x"), answer("skipped", "/reminders/c"), answer("fourth", "/reminders/d")],
    });
    const [{ options }] = sw.shown;
    expect(options.actions).toEqual([
      { action: "paid", title: "paid" },
      { action: "other", title: "other" },
      { action: "skipped", title: "skipped" },
    ]);
    expect((options.data as { actions: unknown }).actions).toEqual({ paid: "/reminders/a", other: "/dashboard", skipped: "/reminders/c" });
  });

  it("still shows a notification for a push it cannot read, and never keeps another origin's page", async () => {
    const sw = worker();
    await sw.push(undefined);
    await sw.push("not json {");
    await sw.push({ title: "Phish", url: "https://evil.example/login" });
    expect(sw.shown.map((item) => [item.title, (item.options.data as { url: string }).url])).toEqual([
      ["Subscription Manager", "/dashboard"],
      ["Subscription Manager", "/dashboard"],
      ["Phish", "/dashboard"],
    ]);
  });
});

describe("the service worker's notificationclick handler", () => {
  it("opens the payload's path on this origin, focusing a window already there or taking one of the app's", async () => {
    const none = worker();
    await none.click("/dashboard?q=Netflix&lang=en");
    expect(none.opened).toEqual([`${ORIGIN}/dashboard?q=Netflix&lang=en`]);

    const there = worker([`${ORIGIN}/dashboard?q=Netflix&lang=en`]);
    await there.click("/dashboard?q=Netflix&lang=en");
    expect(there.clients[0].focused).toBe(true);
    expect(there.opened).toEqual([]);

    const elsewhere = worker([`${ORIGIN}/settings`]);
    await elsewhere.click("/dashboard?q=Netflix&lang=en");
    expect(elsewhere.clients[0]).toMatchObject({ url: `${ORIGIN}/dashboard?q=Netflix&lang=en`, focused: true });
  });

  it("opens the dashboard for anything but a same-origin path", async () => {
    const hostile = ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "dashboard", 42, null];
    const normalisingAway = ["/.//evil.example/x", "/%2e%2e//evil.example/x", "/a/../..//evil.example", "/./\\evil.example", "/\tevil.example", "/\n/evil.example"];
    for (const url of [...hostile, ...normalisingAway]) {
      const sw = worker();
      await sw.click(url);
      expect(sw.opened, String(url)).toEqual([`${ORIGIN}/dashboard`]);
    }
  });
});

describe("the service worker's pushsubscriptionchange handler", () => {
  const serverKey = new Uint8Array([4, 1, 2, 3]).buffer;

  it("subscribes again with the old subscription's server key and moves the device to the new address", async () => {
    const sw = worker();
    await sw.subscriptionChange({ oldSubscription: fakeSubscription("old", serverKey), newSubscription: null });
    expect(sw.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: serverKey }]);
    expect(sw.sent).toHaveLength(1);
    const [{ url, init }] = sw.sent;
    expect(url).toBe("/settings/push-renewal");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" }, redirect: "manual" });
    expect(JSON.parse(String(init.body))).toEqual({
      oldEndpoint: "https://push.example.net/send/old",
      subscription: { endpoint: "https://push.example.net/send/renewed", expirationTime: null, keys: { p256dh: "p256dh-renewed", auth: "auth-renewed" } },
    });
  });

  it("reports the subscription the browser already made without subscribing again", async () => {
    const sw = worker();
    await sw.subscriptionChange({ oldSubscription: fakeSubscription("old", serverKey), newSubscription: fakeSubscription("given") });
    expect(sw.subscribed).toEqual([]);
    expect(JSON.parse(String(sw.sent[0].init.body))).toMatchObject({ oldEndpoint: "https://push.example.net/send/old", subscription: { endpoint: "https://push.example.net/send/given" } });
  });

  it("tells the server nothing when it cannot say which device this was or cannot subscribe again", async () => {
    const unknown = worker();
    await unknown.subscriptionChange({ oldSubscription: null, newSubscription: fakeSubscription("given") });
    expect(unknown.sent).toEqual([]);

    const keyless = worker();
    await keyless.subscriptionChange({ oldSubscription: fakeSubscription("old") });
    expect(keyless.subscribed).toEqual([]);
    expect(keyless.sent).toEqual([]);
  });
});
