import { useSyncExternalStore } from "react";

let zones: string[] | null = null;

/** Every IANA zone the browser knows, UTC first. Only the browser's list: the server's may differ. */
function browserZones(): string[] {
  if (!zones) {
    const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    zones = ["UTC", ...supported.filter((zone) => zone !== "UTC")];
  }
  return zones;
}

const NO_ZONES: string[] = [];
const subscribe = () => () => {};

/** The zones to offer: none while rendering on the server, every known one in the browser. */
export function useTimeZones(): string[] {
  return useSyncExternalStore(subscribe, browserZones, () => NO_ZONES);
}

/** The browser's own zone; UTC on the server. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
    () => "UTC",
  );
}

export function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}
