import type { BrowserContext, Page } from "@playwright/test";
import { SUPABASE_URL, adminClient } from "./backend";

export type ReceivedPush = { payload: string; ttl: number; topic: string | null; vapid: { aud: string; sub: string; exp: number } };

/**
 * Headless Chromium cannot reach a real push service, so PushManager subscribes with the local
 * backend's stand-in instead (supabase/local/push), as a browser subscribes with its vendor's:
 * the page gets an endpoint and the keys of a receiving device, and messages sent there are
 * encrypted for those keys and decrypted by the stand-in. Everything else is the browser's own:
 * the permission, the service worker, showing the notification. `requests` counts permission
 * prompts, so a test can tell that the page asked only after a click.
 */
export async function useStandInPushService(context: BrowserContext) {
  await context.addInitScript((pushUrl: string) => {
    const STORE = "e2e.push-subscription";
    const counted = window as unknown as { permissionRequests: number };
    counted.permissionRequests = 0;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      counted.permissionRequests += 1;
      return request();
    };
    type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
    const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const subscription = (json: Json) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      async unsubscribe() {
        localStorage.removeItem(STORE);
        await fetch(`${pushUrl}/subscriptions/${json.endpoint.split("/").pop()}`, { method: "DELETE" });
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      const saved = localStorage.getItem(STORE);
      return (saved ? subscription(JSON.parse(saved) as Json) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== "granted") throw new DOMException("Registration failed - permission denied", "NotAllowedError");
      const key = options?.applicationServerKey;
      const applicationServerKey = typeof key === "string" ? key : base64Url(new Uint8Array(key as ArrayBuffer));
      const response = await fetch(`${pushUrl}/subscriptions`, { method: "POST", body: JSON.stringify({ applicationServerKey }) });
      if (!response.ok) throw new DOMException("Registration failed - push service error", "AbortError");
      const json = (await response.json()) as Json;
      localStorage.setItem(STORE, JSON.stringify(json));
      return subscription(json) as unknown as PushSubscription;
    };
  }, `${SUPABASE_URL}/push`);
}

export async function permissionRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
}

export async function pushDevicesOf(userId: string) {
  const { data, error } = await adminClient().from("push_subscriptions").select("id, endpoint, device_label").eq("user_id", userId);
  if (error) throw error;
  return data;
}

export async function receivedPushes(endpoint: string): Promise<ReceivedPush[]> {
  const response = await fetch(`${SUPABASE_URL}/push/subscriptions/${endpoint.split("/").pop()}/messages`);
  return (await response.json()) as ReceivedPush[];
}

export async function answerPushesWith(endpoint: string, status: number | null) {
  const response = await fetch(`${SUPABASE_URL}/push/subscriptions/${endpoint.split("/").pop()}/answer`, {
    method: "PUT",
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
}

/** Hands `data` to the page's service worker as a push message, as the browser does when one arrives. */
export async function deliverToWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => resolve(event.registrations)),
  );
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((candidate) => !candidate.isDeleted && candidate.scopeURL === `${origin}/`);
  if (!registration) throw new Error("no service worker registered");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data });
  await cdp.detach();
}

/** The notifications the page's service worker is showing. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, lang, data }) => ({ title, body, tag, lang, data: data as unknown }));
  });
}
