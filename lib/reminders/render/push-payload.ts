import { clipText } from "@/lib/clip-text";
import type { CalendarDate } from "@/lib/dates/date-only";
import { languageTags, type Locale } from "@/lib/i18n/locales";
import { describeItem } from "./digest-email";
import { translate } from "./translator";
import { ANSWERS, type Answer, type AnswerLinks } from "@/lib/reminders/links/answer-links";
import type { ReminderItem } from "@/lib/reminders/schedule/types";

// The page is a path, not a URL: the worker opens it on its own origin, whatever the sender
// believes the app's address to be. The payload stays far below Web Push's 4 KB.

export type PushAction = { action: Answer; title: string; url: string };

export type PushPayload = {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
  actions?: PushAction[];
};

export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const LISTED = 4;
const MAX_LINE = 120;

const clip = (text: string, max = MAX_LINE) => clipText(text, max);

function pagePath(path: string, locale: Locale, { query, hash }: { query?: string; hash?: string } = {}): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  params.set("lang", locale);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

const ACTION_KEYS = { paid: "paid", paid_other: "paidOther", skipped: "skipped" } as const;

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function pathFor(items: readonly ReminderItem[], locale: Locale): string {
  const ids = new Set(items.map((item) => item.subscriptionId));
  return pagePath("/dashboard", locale, ids.size === 1 ? { query: items[0].subscription.name } : {});
}

export function pushPayload(input: {
  locale: Locale;
  localDate: CalendarDate;
  items: readonly ReminderItem[];
  answers?: AnswerLinks | null;
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
    const body = [...text.lines, ...(text.highlight ? [text.highlight] : [])].map((line) => clip(line)).join("\n");
    const answers = input.answers;
    const actions = answers ? ANSWERS.map((action) => ({ action, title: t(`reminderPush.actions.${ACTION_KEYS[action]}`), url: pathOf(answers[action]) })) : undefined;
    return { title: clip(text.title), body, url: pathFor(items, locale), tag, lang, ...(actions ? { actions } : {}) };
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

export function pushTopic(localDate: CalendarDate): string {
  return `reminders-${localDate}`;
}
