"use client";

import { useSyncExternalStore } from "react";
import { browserZones } from "@/lib/dates/zone-labels";

const NO_ZONES: string[] = [];
const subscribe = () => () => {};

/** The zones to offer: none while rendering on the server, every known one in the browser. */
export function useTimeZones(): string[] {
  return useSyncExternalStore(subscribe, browserZones, () => NO_ZONES);
}

export function useBrowserTimeZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
    () => "UTC",
  );
}
