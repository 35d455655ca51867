// public/sw.js's push and notificationclick handlers, run in a sandbox that stands in for the
// worker's global scope: what a push shows, and that a click opens only a path on this origin.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const SOURCE = readFileSync(new URL("../../../public/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://subs.example.com";

type Listener = (event: Record<string, unknown>) => void;
type FakeWindow = { url: string; focused: boolean; navigate: (url: string) => Promise<FakeWindow>; focus: () => Promise<FakeWindow> };

function worker(windows: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
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
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: () => undefined,
  };
  runInNewContext(SOURCE, { self, URL, Headers, Response, caches: {}, fetch: () => Promise.reject(new Error("offline")) });

  async function fire(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  const push = (payload: unknown) =>
    fire("push", { data: payload === undefined ? null : { json: () => (typeof payload === "string" ? JSON.parse(payload) : payload) } });
  const click = (url: unknown) => fire("notificationclick", { notification: { data: { url }, close: () => undefined } });
  return { push, click, shown, opened, clients };
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
          data: { url: "/dashboard?q=Netflix&lang=en" },
        }),
      },
    ]);
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
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "dashboard", 42, null]) {
      const sw = worker();
      await sw.click(url);
      expect(sw.opened, String(url)).toEqual([`${ORIGIN}/dashboard`]);
    }
  });
});
