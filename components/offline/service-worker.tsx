"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL, type WorkerMessage } from "@/lib/offline/copy";

/**
 * A version that installed earlier and is waiting takes over on this load. Development never uses a
 * worker: one left from `next start` on this origin is removed, caches too.
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
