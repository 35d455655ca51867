"use client";

import { useEffect, useRef, type RefObject } from "react";

/** Runs `work` when the page is idle; Safari has no idle callbacks, so it waits a moment there. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 100);
  return () => clearTimeout(handle);
}

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
      image.onload = () => (cancel = whenIdle(tryNext));
      image.onerror = () => {
        broken.current.add(url);
        cancel = whenIdle(tryNext);
      };
      image.src = url;
      cancel = () => {
        image.onload = null;
        image.onerror = null;
      };
    };
    cancel = whenIdle(tryNext);
    return () => cancel();
  }, [key]);
  return broken;
}
