"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * The catalogue knows more brands than the app ships icons for: an icon that does not load is not
 * saved with the subscription (the card would show its initial anyway).
 */
export function useBrokenIcons(urls: readonly (string | null)[]): ReadonlySet<string> {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const key = [...new Set(urls.filter((url): url is string => url !== null))].join("\n");
  useEffect(() => {
    const images = key
      .split("\n")
      .filter(Boolean)
      .map((url) => {
        const image = new Image();
        // Each failure renders the review again: in slices, like the review's first render.
        image.onerror = () => startTransition(() => setBroken((current) => new Set(current).add(url)));
        image.src = url;
        return image;
      });
    return () => images.forEach((image) => (image.onerror = null));
  }, [key]);
  return broken;
}
