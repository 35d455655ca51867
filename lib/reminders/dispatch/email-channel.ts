import type { CalendarDate } from "@/lib/dates/date-only";
import type { LocalClock } from "@/lib/dates/local-clock";
import { renderDigest, type ItemLinks } from "@/lib/reminders/render/digest-email";
import { claimItem, claimOf } from "./digest-claim";
import type { ClaimLink, DigestClaim, OutgoingEmail } from "./dispatch-io";
import { signAnswerLinks } from "@/lib/reminders/links/answer-links";
import { linkApplyUrl, linkPageUrl, type LinkSigner } from "@/lib/reminders/links/link-tokens";
import { sha256Hex } from "@/lib/url-token";
import { deliveryKeyString, type ReminderPlan } from "@/lib/reminders/schedule/plan";
import type { ReminderItem, UserReminderData } from "@/lib/reminders/schedule/types";

export type PreparedEmail = {
  channel: "email";
  data: UserReminderData;
  localDate: CalendarDate;
  timeZone: string;
  items: ReminderItem[];
  links: Map<string, ItemLinks>;
  unsubscribeToken: string;
  claim: DigestClaim;
};

export async function prepareEmail(
  data: UserReminderData,
  plan: ReminderPlan,
  clock: LocalClock,
  now: Date,
  sign: LinkSigner,
  appUrl: string,
): Promise<PreparedEmail> {
  const { locale } = data.preferences;
  const links = new Map<string, ItemLinks>();
  // Every token at once: WebCrypto works in the background, and one after another would add up.
  const tokens = await Promise.all(
    plan.items.map(async (item) => {
      const key = [item.subscriptionId, item.kind, item.occurrenceDate, item.leadDays];
      const [stop, snooze] = await Promise.all([
        sign(["stop", data.userId, clock.date, ...key]),
        item.snoozeUntil ? sign(["snooze", data.userId, clock.date, ...key, item.snoozeUntil]) : null,
      ]);
      const [stopHash, snoozeHash, answers] = await Promise.all([
        sha256Hex(stop),
        snooze ? sha256Hex(snooze) : null,
        signAnswerLinks(item, data.userId, clock.date, sign, appUrl, locale),
      ]);
      return { stop, snooze, stopHash, snoozeHash, answers };
    }),
  );
  const claimItems: DigestClaim["items"] = plan.items.map((item, index) => {
    const { stop, snooze, stopHash, snoozeHash, answers } = tokens[index];
    links.set(deliveryKeyString(item), {
      stop: linkPageUrl(appUrl, stop, locale),
      snooze: snooze ? linkPageUrl(appUrl, snooze, locale) : null,
      answers: answers?.pages ?? null,
    });
    const claimLinks: ClaimLink[] = [{ action: "stop", hash: stopHash }, ...(answers?.claim ?? [])];
    if (snoozeHash && item.snoozeUntil) claimLinks.push({ action: "snooze", hash: snoozeHash, snooze_until: item.snoozeUntil });
    return { ...claimItem(item), links: claimLinks };
  });
  const unsubscribeToken = await sign(["unsubscribe", data.userId, clock.date]);
  return {
    channel: "email",
    data,
    localDate: clock.date,
    timeZone: clock.timeZone,
    items: plan.items,
    links,
    unsubscribeToken,
    claim: {
      ...claimOf(data, plan, clock, now, "email"),
      unsubscribe_hash: await sha256Hex(unsubscribeToken),
      items: claimItems,
    },
  };
}

export function emailFor(prepared: PreparedEmail, items: ReminderItem[], appUrl: string, digestId: string): OutgoingEmail {
  const { data } = prepared;
  const rendered = renderDigest({
    locale: data.preferences.locale,
    localDate: prepared.localDate,
    items,
    appUrl,
    recipient: { email: data.email, nickname: data.nickname },
    sendHour: data.preferences.sendHour,
    timeZone: prepared.timeZone,
    itemLinks: prepared.links,
    unsubscribe: {
      page: linkPageUrl(appUrl, prepared.unsubscribeToken, data.preferences.locale),
      oneClick: linkApplyUrl(appUrl, prepared.unsubscribeToken),
    },
  });
  return { to: data.email, ...rendered, idempotencyKey: `reminder-digest/${digestId}` };
}
