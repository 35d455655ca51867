import type { CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import type { BatchRow } from "./batch-row";
import type { DeliveryKey, ReminderChannel } from "@/lib/reminders/schedule/types";

// What the dispatcher exchanges with the world: the SQL functions of the reminder_dispatch and
// push_notifications migrations (their JSON in and out), the mail provider and the push services.
// The send-reminders function implements it with supabase-js, Resend or SMTP, and Web Push; unit
// tests with fakes.

export type ClaimLink = { action: "snooze" | "stop"; hash: string; snooze_until?: CalendarDate };

export type DigestClaim = {
  user_id: string;
  channel: ReminderChannel;
  local_date: CalendarDate;
  locale: Locale;
  now: string;
  /** Email only: the digest's unsubscribe link. */
  unsubscribe_hash: string | null;
  items: {
    subscription_id: number;
    kind: DeliveryKey["kind"];
    occurrence_date: CalendarDate;
    lead_days: number;
    updated_at: string;
    price_change_id: number | null;
    links: ClaimLink[];
  }[];
  skipped: { subscription_id: number; kind: DeliveryKey["kind"]; occurrence_date: CalendarDate; lead_days: number; updated_at: string }[];
};

export type ClaimResult = {
  user_id: string;
  channel?: ReminderChannel;
  digest_id?: string;
  attempt?: number;
  claimed?: { subscription_id: number; kind: DeliveryKey["kind"]; occurrence_date: CalendarDate; lead_days: number }[];
  error?: string;
};

/** A day's digest that could not be planned or rendered for a user: recorded as failed, with a code. */
export type DigestFailure = {
  user_id: string;
  channel: ReminderChannel;
  local_date: CalendarDate;
  /** The run's instant: the retry waits from it. */
  now: string;
  error: "plan_failed" | "render_failed";
};

export type DigestOutcome = {
  digest_id: string;
  attempt: number;
  sent: boolean;
  error: string | null;
  provider_message_id: string | null;
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The digest's id: a retry of the same digest is the same email to the provider. */
  idempotencyKey: string;
};

export type SendResult = { ok: true; messageId: string | null } | { ok: false; error: string };

/** One device's copy of a push digest: the payload is encrypted for the device's keys when sent. */
export type OutgoingPush = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** JSON the service worker reads (lib/reminders/push-payload.ts). */
  payload: string;
  /** Replaces a message for the same day the push service still holds (RFC 8030 Topic). */
  topic: string;
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
};

/** The push service's answer; `status` is null when it could not be reached. */
export type PushSendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** What a send did to a device (record_push_results): it worked, it failed, or the device goes. */
export type PushDeviceResult = { id: string; sent: boolean; remove: boolean; at: string };

export type TestClaim =
  | { status: "claimed"; digest_id: string; attempt: number }
  | { status: "rate_limited"; retry_after: number }
  | { status: "not_found" };

export type DispatchIo = {
  /**
   * The next users after `after` (up to `until`, a shard's last id), at most `limit` of them, and
   * no more once their rows pass `maxRows` (always at least one).
   */
  loadBatch(request: { now: string; after: string | null; until?: string | null; limit: number; maxRows?: number; userId?: string }): Promise<BatchRow[]>;
  claimDigests(claims: DigestClaim[]): Promise<ClaimResult[]>;
  finishDigests(outcomes: DigestOutcome[]): Promise<void>;
  failDigests(failures: DigestFailure[]): Promise<void>;
  markChecked(checks: { user_id: string; local_date: CalendarDate }[]): Promise<void>;
  claimTest(request: {
    user_id: string;
    local_date: CalendarDate;
    unsubscribe_hash: string | null;
    locale: Locale;
    channel: ReminderChannel;
  }): Promise<TestClaim>;
  send(email: OutgoingEmail): Promise<SendResult>;
  /** Null when the deployment has no VAPID keys: push digests are then left unclaimed. */
  sendPush: ((push: OutgoingPush) => Promise<PushSendResult>) | null;
  recordPushResults(results: PushDeviceResult[]): Promise<void>;
};

/**
 * Sends, turning a thrown error into a failed result: one bad send never stops the others. What was
 * thrown goes to the function's log; the digest records only a code.
 */
export async function safeSend(io: DispatchIo, email: OutgoingEmail): Promise<SendResult> {
  try {
    return await io.send(email);
  } catch (error) {
    console.error("send-reminders: sending an email threw", error);
    return { ok: false, error: "mail_unreachable" };
  }
}

/** The same for a push message. */
export async function safePush(io: DispatchIo, push: OutgoingPush): Promise<PushSendResult> {
  if (!io.sendPush) return { ok: false, status: null, error: "push_not_configured" };
  try {
    return await io.sendPush(push);
  } catch (error) {
    console.error("send-reminders: sending a push message threw", error);
    return { ok: false, status: null, error: "push_unreachable" };
  }
}
