export const PUSH_PRUNE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PushAttempt =
  | { ok: true }
  | { ok: false; status: number | null; refused?: boolean };

export type PushVerdict = "keep" | "remove";

export function pushDeviceVerdict(attempt: PushAttempt, failingSince: string | null, now: Date): PushVerdict {
  if (attempt.ok) return "keep";
  if (attempt.refused || attempt.status === 404 || attempt.status === 410) return "remove";
  const since = failingSince ? Date.parse(failingSince) : now.getTime();
  return now.getTime() - since >= PUSH_PRUNE_AFTER_DAYS * DAY_MS ? "remove" : "keep";
}
