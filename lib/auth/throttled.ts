export type ThrottledResult = { ok: false; formError: "auth.throttle.tooMany"; retryAfterSeconds: number };

export function throttled(retryAfterSeconds: number): ThrottledResult {
  return { ok: false, formError: "auth.throttle.tooMany", retryAfterSeconds };
}

export function isThrottled(result: unknown): result is ThrottledResult {
  return typeof result === "object" && result !== null && typeof (result as ThrottledResult).retryAfterSeconds === "number";
}

export function throttleMessage(retryAfterSeconds: number): { key: "seconds" | "minutes"; values: { count: number } } {
  if (retryAfterSeconds < 60) return { key: "seconds", values: { count: Math.max(1, Math.ceil(retryAfterSeconds)) } };
  return { key: "minutes", values: { count: Math.ceil(retryAfterSeconds / 60) } };
}
