import type { CalendarDate } from "@/lib/dates/date-only";
import { languageTags, type Locale } from "@/lib/i18n/locales";
import { describeItem } from "./digest-email";
import { translate } from "./translator";
import type { ReminderItem } from "@/lib/reminders/schedule/types";

// A day's reminders as one push notification: a short title and body in the user's reminder
// language, the page a click opens, and a tag under which the next message of the same day
// replaces it. public/sw.js shows it; the payload stays far below Web Push's 4 KB.
//
// The page is a path, not a URL: the worker opens it on its own origin, whatever the sender
// believes the app's address to be.

export type PushPayload = {
  title: string;
  body: string;
  /** A path on the app's origin ("/dashboard?q=Netflix&lang=en"); the worker opens nothing else. */
  url: string;
  tag: string;
  lang: string;
};

/** A day's reminders are stale the next day, when the next digest comes. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const LISTED = 4;
const MAX_LINE = 120;

function clip(text: string, max = MAX_LINE): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

function pagePath(path: string, locale: Locale, { query, hash }: { query?: string; hash?: string } = {}): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  params.set("lang", locale);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** One subscription's reminders open it on the dashboard (searched by its name, as the email does); several open the dashboard. */
function pathFor(items: readonly ReminderItem[], locale: Locale): string {
  const ids = new Set(items.map((item) => item.subscriptionId));
  return pagePath("/dashboard", locale, ids.size === 1 ? { query: items[0].subscription.name } : {});
}

export function pushPayload(input: {
  locale: Locale;
  localDate: CalendarDate;
  items: readonly ReminderItem[];
  test?: boolean;
}): PushPayload {
  const { locale, items } = input;
  const t = translate(locale);
  const texts = items.map((item) => describeItem(item, input));
  const lang = languageTags[locale];

  if (input.test) {
    return {
      title: t("reminderPush.testTitle"),
      body: clip(texts[0] ? t("reminderPush.testUpcoming", { title: texts[0].title }) : t("reminderPush.testBody"), 2 * MAX_LINE),
      url: pagePath("/settings", locale, { hash: "notifications" }),
      tag: "reminders-test",
      lang,
    };
  }

  const tag = `reminders-${input.localDate}`;
  if (texts.length === 1) {
    const [text] = texts;
    return { title: clip(text.title), body: [...text.lines, ...(text.highlight ? [text.highlight] : [])].map((line) => clip(line)).join("\n"), url: pathFor(items, locale), tag, lang };
  }
  const listed = texts.slice(0, LISTED).map((text) => clip(text.title));
  const rest = texts.length - listed.length;
  return {
    title: t("reminderPush.several", { count: texts.length }),
    body: [...listed, ...(rest > 0 ? [t("reminderPush.more", { count: rest })] : [])].join("\n"),
    url: pathFor(items, locale),
    tag,
    lang,
  };
}

/** RFC 8030 Topic: URL-safe base64 characters, at most 32. */
export function pushTopic(localDate: CalendarDate): string {
  return `reminders-${localDate}`;
}
