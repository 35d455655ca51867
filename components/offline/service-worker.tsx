"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL, type WorkerMessage } from "@/lib/offline/copy";

/**
 * Registers the service worker on signed-in pages. A version that installed during an earlier
 * visit and is waiting takes over now, on this load. Development never uses a worker: its scripts
 * change under the same names, so one left from `next start` on this origin is removed, caches too.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (process.env.NODE_ENV !== "production") {
      void navigator.serviceWorker.getRegistrations().then((registrations) => {
        for (const registration of registrations) void registration.unregister();
      });
      void caches.keys().then((names) => names.forEach((name) => void caches.delete(name)));
      return;
    }
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
      .then((registration) => {
        const message: WorkerMessage = { type: "skip-waiting" };
        registration.waiting?.postMessage(message);
      })
      .catch(() => undefined);
  }, []);
  return null;
}
