// Which devices stop receiving push: the push service says the subscription is gone (404, 410),
// the endpoint is not one the server may call, or sending has failed for PUSH_PRUNE_AFTER_DAYS
// without a single success in between (a browser that was uninstalled without telling anyone, or
// a push service that keeps refusing). Any other failure is kept and tried again.

export const PUSH_PRUNE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PushAttempt =
  | { ok: true }
  /** `status` is the push service's answer, null when there was none; `refused`: never sent, not allowed. */
  | { ok: false; status: number | null; refused?: boolean };

export type PushVerdict = "keep" | "remove";

/**
 * What to do with a device after sending to it at `now`. `failingSince` is the first failure since
 * its last success, as stored before this attempt.
 */
export function pushDeviceVerdict(attempt: PushAttempt, failingSince: string | null, now: Date): PushVerdict {
  if (attempt.ok) return "keep";
  if (attempt.refused || attempt.status === 404 || attempt.status === 410) return "remove";
  const since = failingSince ? Date.parse(failingSince) : now.getTime();
  return now.getTime() - since >= PUSH_PRUNE_AFTER_DAYS * DAY_MS ? "remove" : "keep";
}
