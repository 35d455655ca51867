export const SERVICE_WORKER_URL = "/sw.js";

export type WorkerMessage =
  | { type: "skip-waiting" }
  | { type: "save-dashboard"; userId: string; version: string; assets: string[] }
  | { type: "forget-user" };

// After sign-out, a shared computer must not show the dashboard offline.
export async function forgetOfflineCopy(): Promise<void> {
  if (typeof window === "undefined" || !("caches" in window)) return;
  const message: WorkerMessage = { type: "forget-user" };
  navigator.serviceWorker?.controller?.postMessage(message);
  const names = await caches.keys().catch(() => []);
  await Promise.all(names.map((name) => caches.delete(name))).catch(() => undefined);
}
