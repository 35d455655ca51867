// This browser's side of web push: whether it can, the worker's registration, and its subscription.
// Client only.

export type PushSupport = "checking" | "unsupported" | "supported";

export function browserSupportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** iPhone and iPad (iPadOS reports itself as a Mac with a touch screen), where push needs the Home Screen app. */
export function isAppleMobile(): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent) || (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
}

/** The worker's registration (components/offline/service-worker.tsx registers it), or null within `timeoutMs`. */
export async function workerRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type BrowserClient = Awaited<ReturnType<typeof import("@/lib/supabase/load-client").loadClient>>;

/**
 * Before signing out: this browser stops receiving the account's reminders, so that the next person
 * at a shared computer does not see them. The device's row goes first, while the session can still
 * delete it; the subscription itself is cancelled either way, and a device whose row stayed (offline)
 * is pruned when the push service answers 410. Never throws: signing out goes on regardless.
 */
export async function forgetPushOnThisBrowser(supabase: BrowserClient): Promise<void> {
  try {
    if (!browserSupportsPush()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    await supabase.from("push_subscriptions").delete().eq("endpoint", subscription.endpoint);
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: the subscription is gone or will be pruned.
  }
}
