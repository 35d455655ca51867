import type { CalendarDate } from "@/lib/dates/calendar-date";
import type { Locale } from "@/lib/i18n/locales";
import type { BatchRow } from "./batch";
import type { DeliveryKey } from "./types";

// What the dispatcher exchanges with the world: the SQL functions of the reminder_dispatch
// migration (their JSON in and out) and the mail provider. The send-reminders function implements
// it with supabase-js and Resend or SMTP; unit tests with fakes.

export type ClaimLink = { action: "snooze" | "stop"; hash: string; snooze_until?: CalendarDate };

export type DigestClaim = {
  user_id: string;
  local_date: CalendarDate;
  locale: Locale;
  now: string;
  unsubscribe_hash: string;
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
  digest_id?: string;
  attempt?: number;
  claimed?: { subscription_id: number; kind: DeliveryKey["kind"]; occurrence_date: CalendarDate; lead_days: number }[];
  error?: string;
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

export type TestClaim =
  | { status: "claimed"; digest_id: string; attempt: number }
  | { status: "rate_limited"; retry_after: number }
  | { status: "not_found" };

export type DispatchIo = {
  loadBatch(request: { now: string; after: string | null; limit: number; userId?: string }): Promise<BatchRow[]>;
  claimDigests(claims: DigestClaim[]): Promise<ClaimResult[]>;
  finishDigests(outcomes: DigestOutcome[]): Promise<void>;
  markChecked(checks: { user_id: string; local_date: CalendarDate }[]): Promise<void>;
  claimTest(request: { user_id: string; local_date: CalendarDate; unsubscribe_hash: string; locale: Locale }): Promise<TestClaim>;
  send(email: OutgoingEmail): Promise<SendResult>;
};

/** Sends, turning a thrown error into a failed result: one bad send never stops the others. */
export async function safeSend(io: DispatchIo, email: OutgoingEmail): Promise<SendResult> {
  try {
    return await io.send(email);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
