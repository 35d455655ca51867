"use client";

import { useEffect, useRef, type RefObject } from "react";
import { whenIdle } from "@/lib/when-idle";

// Between two icons: idle time, or a moment where the browser cannot say.
const IDLE = { timeout: 2000, otherwiseAfter: 100 };

/**
 * The catalogue knows more brands than the app ships icons for: an icon that does not load is not
 * saved with the subscription (the card would show its initial anyway). The review shows icons
 * through `SubscriptionIcon`, which falls back by itself, so a failure is only noted for the save
 * and never renders the review again. The icons are tried one at a time while the page is idle, so
 * a long review renders without them competing for the machine; one not tried yet by the save is
 * kept.
 */
export function useBrokenIcons(urls: readonly (string | null)[]): RefObject<ReadonlySet<string>> {
  const broken = useRef<Set<string>>(new Set());
  const key = [...new Set(urls.filter((url): url is string => url !== null))].join("\n");
  useEffect(() => {
    const queue = key.split("\n").filter(Boolean);
    let cancel = () => {};
    const tryNext = () => {
      const url = queue.shift();
      if (url === undefined) return;
      const image = new Image();
      const next = () => (cancel = whenIdle(tryNext, IDLE));
      image.onload = next;
      image.onerror = () => {
        broken.current.add(url);
        next();
      };
      image.src = url;
      cancel = () => {
        image.onload = null;
        image.onerror = null;
      };
    };
    cancel = whenIdle(tryNext, IDLE);
    return () => cancel();
  }, [key]);
  return broken;
}
