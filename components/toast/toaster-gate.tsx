"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";

// The toaster's code loads on first need, so pages that show no toast at load time (the
// prerendered landing page) keep it out of their first load. A toast sent before the toaster
// listens would be lost, so senders wait for `requestToaster()`.
const ReadyToaster = dynamic(() => import("./ready-toaster").then((module) => module.ReadyToaster), { ssr: false });

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterGate() {
  const show = useSyncExternalStore(subscribe, () => requested, () => false);
  return show ? <ReadyToaster onReady={markReady} /> : null;
}
