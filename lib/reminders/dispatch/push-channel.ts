import type { CalendarDate } from "@/lib/dates/date-only";
import { isAllowedEndpoint, type EndpointPolicy } from "@/lib/push/endpoint";
import { pushDeviceVerdict, type PushAttempt } from "@/lib/push/prune";
import type { PushDeviceRow } from "./batch-row";
import { claimOf } from "./digest-claim";
import type { LocalClock } from "@/lib/dates/local-clock";
import { safePush, type DigestClaim, type DispatchIo, type PushDeviceResult } from "./dispatch-io";
import { asDigestError, type DigestError } from "./digest-errors";
import { signAnswerLinks, type AnswerLinks } from "@/lib/reminders/links/answer-links";
import type { LinkSigner } from "@/lib/reminders/links/link-tokens";
import { deliveryKeyString, type ReminderPlan } from "@/lib/reminders/schedule/plan";
import { PUSH_TTL_SECONDS, pushPayload, pushTopic } from "@/lib/reminders/render/push-payload";
import type { ReminderItem, UserReminderData } from "@/lib/reminders/schedule/types";

// A push digest counts as delivered when at least one device's push service accepted it.

export type PreparedPush = {
  channel: "push";
  data: UserReminderData;
  localDate: CalendarDate;
  items: ReminderItem[];
  devices: PushDeviceRow[];
  answers: Map<string, AnswerLinks>;
  claim: DigestClaim;
};

export async function preparePush(
  data: UserReminderData,
  plan: ReminderPlan,
  clock: LocalClock,
  now: Date,
  devices: PushDeviceRow[],
  sign: LinkSigner,
  appUrl: string,
): Promise<PreparedPush> {
  const signed = await Promise.all(plan.items.map((item) => signAnswerLinks(item, data.userId, clock.date, sign, appUrl, data.preferences.locale)));
  const claim = claimOf(data, plan, clock, now, "push");
  const answers = new Map<string, AnswerLinks>();
  plan.items.forEach((item, index) => {
    const links = signed[index];
    if (!links) return;
    answers.set(deliveryKeyString(item), links.pages);
    claim.items[index].links = links.claim;
  });
  return { channel: "push", data, localDate: clock.date, items: plan.items, devices, answers, claim };
}

/** A notification about one charge can be answered from its buttons. */
export function answersFor(prepared: PreparedPush, items: readonly ReminderItem[]): AnswerLinks | null {
  return items.length === 1 ? (prepared.answers.get(deliveryKeyString(items[0])) ?? null) : null;
}

export type PushDigestResult = {
  sent: boolean;
  error: DigestError | null;
  devices: PushDeviceResult[];
};

export async function sendPushDigest(
  io: DispatchIo,
  message: {
    locale: UserReminderData["preferences"]["locale"];
    localDate: CalendarDate;
    items: readonly ReminderItem[];
    answers?: AnswerLinks | null;
    test?: boolean;
  },
  devices: readonly PushDeviceRow[],
  options: { now: Date; endpoints: EndpointPolicy },
): Promise<PushDigestResult> {
  const payload = JSON.stringify(pushPayload(message));
  const topic = message.test ? "reminders-test" : pushTopic(message.localDate);
  const results: PushDeviceResult[] = [];
  const errors: DigestError[] = [];
  for (const device of devices) {
    let attempt: PushAttempt;
    if (!isAllowedEndpoint(device.endpoint, options.endpoints)) {
      attempt = { ok: false, status: null, refused: true };
      errors.push("push_endpoint_refused");
    } else {
      const result = await safePush(io, {
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
        payload,
        topic,
        ttl: PUSH_TTL_SECONDS,
      });
      attempt = result.ok ? { ok: true } : { ok: false, status: result.status };
      if (!result.ok) errors.push(result.status === null ? asDigestError(result.error, "push_unreachable") : `push_refused:${result.status}`);
    }
    const verdict = pushDeviceVerdict(attempt, device.failing_since, options.now);
    results.push({ id: device.id, sent: attempt.ok, remove: verdict === "remove", at: options.now.toISOString() });
  }
  const sent = results.some((result) => result.sent);
  const error = results.length === 0 ? "no_devices" : sent ? null : errors[0];
  return { sent, error, devices: results };
}
