import { daysBetween, type CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import { parseCycle, type CyclePreset, type CycleUnit } from "@/lib/subscriptions/cycle";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { formatDay, formatHour } from "@/lib/dates/format-date";
import { digestHtml, type HtmlItem, type HtmlSection } from "./email-html";
import { deliveryKeyString } from "@/lib/reminders/schedule/plan";
import { translate } from "./translator";
import type { AnswerLinks } from "@/lib/reminders/links/answer-links";
import { REMINDER_KINDS, type DeliveryKey, type ReminderItem } from "@/lib/reminders/schedule/types";

export type ItemLinks = { snooze: string | null; stop: string; answers: AnswerLinks | null };

export type DigestInput = {
  locale: Locale;
  localDate: CalendarDate;
  items: readonly ReminderItem[];
  appUrl: string;
  recipient: { email: string; nickname: string | null };
  sendHour: number;
  timeZone: string;
  itemLinks: ReadonlyMap<string, ItemLinks>;
  unsubscribe: { page: string; oneClick: string };
  test?: boolean;
};

export type RenderedDigest = { subject: string; html: string; text: string; headers: Record<string, string> };

const percents = new Map<Locale, Intl.NumberFormat>();

function formatters(locale: Locale) {
  let percent = percents.get(locale);
  if (!percent) {
    percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
    percents.set(locale, percent);
  }
  return {
    date: (value: CalendarDate) => formatDay(value, locale, { year: true }),
    percent: (previous: number, amount: number) => percent!.format((amount - previous) / previous),
    hour: (value: number) => formatHour(value, locale),
  };
}

function cycleKey(cycle: string): { key: CyclePreset | CycleUnit; count?: number } {
  const parsed = parseCycle(cycle);
  return parsed.kind === "preset" ? { key: parsed.preset } : { key: parsed.unit, count: parsed.amount };
}

export function subscriptionUrl(appUrl: string, name: string, locale: Locale): string {
  const url = new URL("/dashboard", appUrl);
  url.searchParams.set("q", name);
  url.searchParams.set("lang", locale);
  return url.toString();
}

export type ItemText = { title: string; lines: string[]; highlight: string | null };

export function describeItem(item: ReminderItem, input: Pick<DigestInput, "locale" | "localDate">): ItemText {
  const t = translate(input.locale);
  const format = formatters(input.locale);
  const money = (amount: number) => formatMoney(amount, item.subscription.currency, input.locale);
  const name = item.subscription.name;
  const date = format.date(item.occurrenceDate);
  const when = t("reminderEmail.when", { days: Math.max(0, daysBetween(input.localDate, item.occurrenceDate)) });
  const previous = item.previousAmount;
  const direction = previous !== null && item.amount < previous ? "down" : "up";
  const change =
    previous !== null && previous > 0
      ? { amount: money(item.amount), previous: money(previous), change: format.percent(previous, item.amount), direction }
      : null;

  switch (item.kind) {
    case "price_change":
      return {
        title: t("reminderEmail.priceChange.title", { name, when, direction }),
        lines: change ? [t("reminderEmail.priceChange.detail", { ...change, date })] : [],
        highlight: null,
      };
    case "trial_end": {
      const cycle = cycleKey(item.subscription.cycle);
      return {
        title: t("reminderEmail.trialEnd.title", { name, when }),
        lines: [t("reminderEmail.trialEnd.detail", { amount: money(item.amount), date, cycle: t(`reminderEmail.cycle.${cycle.key}`, { count: cycle.count ?? 1 }) })],
        highlight: null,
      };
    }
    case "cancel_by":
      return item.endsTerm
        ? {
            title: t("reminderEmail.cancelBy.endsTitle", { name, when }),
            lines: [t("reminderEmail.cancelBy.endsDetail", { date })],
            highlight: null,
          }
        : {
            title: t("reminderEmail.cancelBy.renewsTitle", { name, when }),
            lines: [t("reminderEmail.cancelBy.renewsDetail", { amount: money(item.amount), date })],
            highlight: change ? t("reminderEmail.newPrice", change) : null,
          };
    case "overdue":
      return {
        title: t("reminderEmail.overdue.title", { name, date }),
        lines: [t("reminderEmail.overdue.detail", { amount: money(item.amount), date })],
        highlight: null,
      };
    case "renewal":
      return {
        title: t("reminderEmail.renewal.title", { name, when }),
        lines: [t("reminderEmail.renewal.detail", { amount: money(item.amount), date })],
        highlight: change ? t("reminderEmail.newPrice", change) : null,
      };
  }
}

function actionsOf(item: ReminderItem, input: DigestInput) {
  const t = translate(input.locale);
  const links = input.itemLinks.get(deliveryKeyString(item));
  if (!links) return [];
  const format = formatters(input.locale);
  const money = formatMoney(item.amount, item.subscription.currency, input.locale);
  return [
    ...(links.answers
      ? [
          { href: links.answers.paid, label: t("reminderEmail.actions.paid", { amount: money }) },
          { href: links.answers.paid_other, label: t("reminderEmail.actions.paidOther") },
          { href: links.answers.skipped, label: t("reminderEmail.actions.skipped") },
        ]
      : []),
    ...(links.snooze && item.snoozeUntil
      ? [{ href: links.snooze, label: t("reminderEmail.actions.snooze", { date: format.date(item.snoozeUntil) }) }]
      : []),
    { href: links.stop, label: t("reminderEmail.actions.stop") },
  ];
}

export function renderDigest(input: DigestInput): RenderedDigest {
  const t = translate(input.locale);
  const format = formatters(input.locale);
  const described = input.items.map((item) => ({ item, text: describeItem(item, input) }));
  const count = described.length;
  const localDate = format.date(input.localDate);

  let subject: string;
  if (input.test) subject = t("reminderEmail.subject.test");
  else if (count === 1) subject = described[0].text.title;
  else subject = t("reminderEmail.subject.several", { first: described[0]?.text.title ?? "", others: count - 1 });

  const sections: HtmlSection[] = REMINDER_KINDS.map((kind) => ({
    heading: t(`reminderEmail.sections.${kind}`),
    items: described
      .filter(({ item }) => item.kind === kind)
      .map(({ item, text }): HtmlItem => ({
        title: text.title,
        href: subscriptionUrl(input.appUrl, item.subscription.name, input.locale),
        lines: text.lines,
        highlight: text.highlight,
        actions: actionsOf(item, input),
      })),
  })).filter((section) => section.items.length > 0);

  const greeting = input.recipient.nickname
    ? t("reminderEmail.greeting", { name: input.recipient.nickname })
    : t("reminderEmail.greetingNoName");
  const intro = t("reminderEmail.intro", { count, date: localDate });
  const banner = input.test ? t("reminderEmail.testBanner") : null;
  const empty = input.test && count === 0 ? t("reminderEmail.testEmpty") : null;
  const settingsUrl = new URL("/settings", input.appUrl);
  settingsUrl.searchParams.set("lang", input.locale);
  settingsUrl.hash = "notifications";
  const footerLines = [
    t("reminderEmail.footer.why", { email: input.recipient.email }),
    t("reminderEmail.footer.schedule", { hour: format.hour(input.sendHour), timeZone: input.timeZone }),
  ];
  const footerLinks = [
    { href: settingsUrl.toString(), label: t("reminderEmail.footer.settings") },
    { href: input.unsubscribe.page, label: t("reminderEmail.footer.unsubscribe") },
  ];
  const appName = t("common.appName");

  const html = digestHtml({
    lang: input.locale === "zh-TW" ? "zh-Hant-TW" : input.locale,
    title: subject,
    preheader: count > 0 ? described.map(({ text }) => text.title).join(" · ") : (empty ?? ""),
    appName,
    heading: t("reminderEmail.heading"),
    greeting,
    intro,
    banner,
    empty,
    sections,
    footer: { lines: footerLines, links: footerLinks },
  });

  const text = [
    appName,
    "",
    greeting,
    intro,
    ...(banner ? ["", banner] : []),
    ...(empty ? ["", empty] : []),
    ...sections.flatMap((section) => [
      "",
      section.heading.toUpperCase(),
      ...section.items.flatMap((item) => [
        "",
        `* ${item.title}`,
        ...item.lines.map((line) => `  ${line}`),
        ...(item.highlight ? [`  ${item.highlight}`] : []),
        `  ${item.href}`,
        ...item.actions.map((action) => `  ${action.label}: ${action.href}`),
      ]),
    ]),
    "",
    "--",
    ...footerLines,
    ...footerLinks.map((item) => `${item.label}: ${item.href}`),
    "",
  ].join("\n");

  return {
    subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}

export type { DeliveryKey };
