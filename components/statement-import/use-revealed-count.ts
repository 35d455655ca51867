"use client";

import { startTransition, useEffect, useState } from "react";

// About what the dialog shows without scrolling.
const BATCH = 4;

/**
 * How many of `total` rows to render so far: a batch at first, then a batch more after each commit.
 * Style and layout of a long review at once is one long task; batch by batch, the page stays
 * responsive and the first rows show no later.
 */
export function useRevealedCount(total: number): number {
  const [shown, setShown] = useState(BATCH);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + BATCH));
  }, [shown, total]);
  return shown;
}

/** `count` rows shared out over groups of `sizes`, in order: how many of each group to render. */
export function shareOut(count: number, sizes: readonly number[]): number[] {
  let left = count;
  return sizes.map((size) => {
    const taken = Math.min(size, Math.max(0, left));
    left -= taken;
    return taken;
  });
}
