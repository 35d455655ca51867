"use client";

import { useEffect } from "react";
import { type WorkerMessage } from "@/lib/offline/copy";
import { useOnline } from "./use-online";

function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
}

/** `version` changes with the data, so the worker refetches only when what the user sees changed. */
export function OfflineCopy({ userId, version }: { userId: string; version: string }) {
  const online = useOnline();
  useEffect(() => {
    if (!online || !("serviceWorker" in navigator) || process.env.NODE_ENV !== "production") return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((registration) => {
      if (cancelled) return;
      const message: WorkerMessage = { type: "save-dashboard", userId, version, assets: loadedAssets() };
      registration.active?.postMessage(message);
    });
    return () => {
      cancelled = true;
    };
  }, [online, userId, version]);
  return null;
}
