import type { EndpointPolicy } from "@/lib/push/endpoint";
import { toUserReminderData } from "./batch-row";
import { localClock } from "@/lib/dates/local-clock";
import { renderDigest } from "@/lib/reminders/render/digest-email";
import { safeSend, type DispatchIo } from "./dispatch-io";
import { asDigestError, type DigestError } from "./digest-errors";
import { linkApplyUrl, linkPageUrl } from "@/lib/reminders/links/link-tokens";
import { randomUrlToken, sha256Hex } from "@/lib/url-token";
import { previewReminders } from "@/lib/reminders/schedule/plan";
import { sendPushDigest } from "./push-channel";

export type TestReport =
  | { status: "sent"; items: number }
  | { status: "failed"; error: DigestError }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "not_found" };

export async function sendTestDigest(
  io: DispatchIo,
  options: { now: Date; appUrl: string; userId: string },
): Promise<TestReport> {
  const [row] = await io.loadBatch({ now: options.now.toISOString(), after: null, limit: 1, userId: options.userId });
  if (!row) return { status: "not_found" };
  const data = toUserReminderData(row);
  const clock = localClock(options.now, data.preferences.timeZone);
  const items = previewReminders(data, clock.date);
  const { locale } = data.preferences;
  const unsubscribeToken = randomUrlToken();
  const claim = await io.claimTest({
    user_id: data.userId,
    local_date: clock.date,
    unsubscribe_hash: await sha256Hex(unsubscribeToken),
    locale,
    channel: "email",
  });
  if (claim.status === "rate_limited") return { status: "rate_limited", retryAfter: claim.retry_after };
  if (claim.status !== "claimed") return { status: "not_found" };
  const rendered = renderDigest({
    locale,
    localDate: clock.date,
    items,
    appUrl: options.appUrl,
    recipient: { email: data.email, nickname: data.nickname },
    sendHour: data.preferences.sendHour,
    timeZone: clock.timeZone,
    itemLinks: new Map(),
    unsubscribe: {
      page: linkPageUrl(options.appUrl, unsubscribeToken, locale),
      oneClick: linkApplyUrl(options.appUrl, unsubscribeToken),
    },
    test: true,
  });
  const result = await safeSend(io, { to: data.email, ...rendered, idempotencyKey: `reminder-test/${claim.digest_id}` });
  const error = result.ok ? null : asDigestError(result.error, "mail_unreachable");
  await io.finishDigests([
    {
      digest_id: claim.digest_id,
      attempt: claim.attempt,
      sent: result.ok,
      error,
      provider_message_id: result.ok ? result.messageId : null,
    },
  ]);
  return error ? { status: "failed", error } : { status: "sent", items: items.length };
}

export async function sendTestPush(
  io: DispatchIo,
  options: { now: Date; userId: string; endpoint: string; pushEndpoints?: EndpointPolicy },
): Promise<TestReport> {
  if (!io.sendPush) return { status: "failed", error: "push_not_configured" };
  const [row] = await io.loadBatch({ now: options.now.toISOString(), after: null, limit: 1, userId: options.userId });
  const device = row?.push_devices.find((candidate) => candidate.endpoint === options.endpoint);
  if (!row || !device) return { status: "not_found" };
  const data = toUserReminderData(row, "push");
  const clock = localClock(options.now, data.preferences.timeZone);
  const items = previewReminders(data, clock.date);
  const { locale } = data.preferences;
  const claim = await io.claimTest({ user_id: data.userId, local_date: clock.date, unsubscribe_hash: null, locale, channel: "push" });
  if (claim.status === "rate_limited") return { status: "rate_limited", retryAfter: claim.retry_after };
  if (claim.status !== "claimed") return { status: "not_found" };
  const result = await sendPushDigest(io, { locale, localDate: clock.date, items, test: true }, [device], {
    now: options.now,
    endpoints: options.pushEndpoints ?? { allowLoopback: false },
  });
  await io.finishDigests([{ digest_id: claim.digest_id, attempt: claim.attempt, sent: result.sent, error: result.error, provider_message_id: null }]);
  await io.recordPushResults(result.devices);
  return result.sent ? { status: "sent", items: items.length } : { status: "failed", error: result.error ?? "push_unreachable" };
}
