import type { CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import type { AnswerClaimLink } from "@/lib/reminders/links/answer-links";
import type { BatchRow } from "./batch-row";
import type { DeliveryKey, ReminderChannel } from "@/lib/reminders/schedule/types";

export type ClaimLink = { action: "snooze" | "stop"; hash: string; snooze_until?: CalendarDate } | AnswerClaimLink;

export type DigestClaim = {
  user_id: string;
  channel: ReminderChannel;
  local_date: CalendarDate;
  locale: Locale;
  now: string;
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

export type DigestFailure = {
  user_id: string;
  channel: ReminderChannel;
  local_date: CalendarDate;
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
  idempotencyKey: string;
};

export type SendResult = { ok: true; messageId: string | null } | { ok: false; error: string };

export type OutgoingPush = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  topic: string;
  ttl: number;
};

export type PushSendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export type PushDeviceResult = { id: string; sent: boolean; remove: boolean; at: string };

export type TestClaim =
  | { status: "claimed"; digest_id: string; attempt: number }
  | { status: "rate_limited"; retry_after: number }
  | { status: "not_found" };

export type DispatchIo = {
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

export async function safePush(io: DispatchIo, push: OutgoingPush): Promise<PushSendResult> {
  if (!io.sendPush) return { ok: false, status: null, error: "push_not_configured" };
  try {
    return await io.sendPush(push);
  } catch (error) {
    console.error("send-reminders: sending a push message threw", error);
    return { ok: false, status: null, error: "push_unreachable" };
  }
}
