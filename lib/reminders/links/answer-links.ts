import type { CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import { sha256Hex } from "@/lib/url-token";
import type { ReminderItem } from "@/lib/reminders/schedule/types";
import { linkPageUrl, type LinkSigner } from "./link-tokens";

export const ANSWERS = ["paid", "paid_other", "skipped"] as const;
export type Answer = (typeof ANSWERS)[number];

export type AnswerLinks = Record<Answer, string>;

export type AnswerClaimLink = { action: Answer; hash: string; amount: number; currency: string };

export type SignedAnswers = { pages: AnswerLinks; claim: AnswerClaimLink[] };

/**
 * The same charge, day and user sign the same tokens in the email and the push digest, so answering
 * from either uses up both.
 */
export async function signAnswerLinks(
  item: ReminderItem,
  userId: string,
  localDate: CalendarDate,
  sign: LinkSigner,
  appUrl: string,
  locale: Locale,
): Promise<SignedAnswers | null> {
  if (!item.answerable) return null;
  const key = [item.subscriptionId, item.kind, item.occurrenceDate, item.leadDays, item.amount, item.subscription.currency];
  const signed = await Promise.all(
    ANSWERS.map(async (action) => {
      const token = await sign([action, userId, localDate, ...key]);
      return { action, token, hash: await sha256Hex(token) };
    }),
  );
  const pages = Object.fromEntries(signed.map(({ action, token }) => [action, linkPageUrl(appUrl, token, locale)])) as AnswerLinks;
  const claim = signed.map(({ action, hash }) => ({ action, hash, amount: item.amount, currency: item.subscription.currency }));
  return { pages, claim };
}
