/**
 * Runs `work` when the browser is idle, or after `timeout` ms at the latest. Where there are no idle
 * callbacks (Safari), it runs after `otherwiseAfter` ms. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, { timeout, otherwiseAfter }: { timeout: number; otherwiseAfter: number }): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, otherwiseAfter);
  return () => clearTimeout(handle);
}
