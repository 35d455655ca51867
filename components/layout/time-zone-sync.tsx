"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE, isValidTimeZone } from "@/lib/dates/time-zone";

const ONE_YEAR = 60 * 60 * 24 * 365;
const REFRESHED_KEY = "subscription-manager.tz-refreshed";

/**
 * "Today" decides every status and total, so the server must know the browser's zone: when its
 * guess differs, the cookie is written and the page refreshes once.
 */
export function TimeZoneSync({ serverTimeZone }: { serverTimeZone: string }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(zone) || zone === serverTimeZone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    // A browser that refuses the cookie would otherwise refresh forever.
    if (sessionStorage.getItem(REFRESHED_KEY) === zone) return;
    sessionStorage.setItem(REFRESHED_KEY, zone);
    router.refresh();
  }, [serverTimeZone, router]);
  return null;
}
