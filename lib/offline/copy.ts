/** What the service worker (public/sw.js) answers to; kept in one place for the pages that talk to it. */
export const SERVICE_WORKER_URL = "/sw.js";

export type WorkerMessage =
  | { type: "skip-waiting" }
  | { type: "save-dashboard"; userId: string; version: string; assets: string[] }
  | { type: "forget-user" };

/**
 * Deletes this browser's offline copy of the dashboard, at once and through the worker (which
 * also drops a save still under way): after sign-out, a shared computer must not show it offline.
 */
export async function forgetOfflineCopy(): Promise<void> {
  if (typeof window === "undefined" || !("caches" in window)) return;
  const message: WorkerMessage = { type: "forget-user" };
  navigator.serviceWorker?.controller?.postMessage(message);
  const names = await caches.keys().catch(() => []);
  await Promise.all(names.map((name) => caches.delete(name))).catch(() => undefined);
}
