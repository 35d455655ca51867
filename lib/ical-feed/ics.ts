import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from "ical-generator";
import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import type { Locale } from "@/lib/i18n/locales";
import { parseCycle } from "@/lib/subscriptions/cycle";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { eventUid, type FeedEvent } from "./events";

export const FEED_REFRESH_SECONDS = 6 * 60 * 60;

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

export type FeedTranslator = (key: string, values?: Record<string, string | number>) => string;

export type FeedOptions = {
  locale: Locale;
  sendHour: number;
  siteUrl: string;
  t: FeedTranslator;
  now?: Date;
};

// All-day dates are written from the UTC fields of a Date (ical-generator, no calendar time zone).
function dayStart(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function summary(event: FeedEvent, amount: string, t: FeedTranslator, locale: Locale): string {
  const name = event.subscription.name;
  if (event.state !== null && event.state !== "upcoming") {
    const paid = event.paid ? formatMoney(event.paid.amount, event.paid.currency, locale) : amount;
    return t(`calendarFeed.past.${event.state}`, { name, amount: paid });
  }
  if (event.kind === "trial_end") return t("calendarFeed.events.trialEnd", { name, amount });
  if (event.kind === "cancel_by") {
    return event.endsTerm ? t("calendarFeed.events.termEnds", { name }) : t("calendarFeed.events.cancelBy", { name, amount });
  }
  return t("calendarFeed.events.renewal", { name, amount });
}

function description(event: FeedEvent, amount: string, dashboard: string, t: FeedTranslator): string {
  const parsed = parseCycle(event.subscription.cycle);
  const cycle =
    parsed.kind === "preset"
      ? t(`subscriptionCard.cycle.${parsed.preset}`)
      : t(`subscriptionCard.cycle.${parsed.unit}`, { count: parsed.amount });
  const detail = event.endsTerm
    ? t("calendarFeed.details.termEnds")
    : t("calendarFeed.details.price", { amount, cycle });
  return `${detail}\n\n${t("calendarFeed.details.open", { url: dashboard })}`;
}

export function alarmOffsetSeconds(leadDays: number, sendHour: number): number {
  return leadDays * DAY_SECONDS - sendHour * HOUR_SECONDS;
}

export function renderFeed(events: readonly FeedEvent[], { locale, sendHour, siteUrl, t, now = new Date() }: FeedOptions): string {
  const dashboard = new URL("/dashboard", siteUrl).toString();
  const domain = new URL(siteUrl).hostname;
  // METHOD:PUBLISH (RFC 5546) requires each event to name an organizer: the site, at an address that takes no replies.
  const organizer = { name: t("calendarFeed.name"), email: `noreply@${domain}` };
  const calendar = ical({
    prodId: { company: "Subscription Manager", product: "Calendar feed", language: locale.slice(0, 2).toUpperCase() },
    name: t("calendarFeed.name"),
    description: t("calendarFeed.description"),
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
    url: dashboard,
  });
  for (const event of events) {
    const amount = formatMoney(event.amount, event.subscription.currency, locale);
    const title = summary(event, amount, t, locale);
    const created = calendar.createEvent({
      id: eventUid(event, domain),
      stamp: now,
      start: dayStart(event.date),
      end: dayStart(addDays(event.date, 1)),
      allDay: true,
      summary: title,
      organizer,
      description: description(event, amount, dashboard, t),
      url: dashboard,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    if (event.alarmLeadDays !== null) {
      created
        .createAlarm({ type: ICalAlarmType.display, trigger: alarmOffsetSeconds(event.alarmLeadDays, sendHour), description: title })
        .relatesTo(ICalAlarmRelatesTo.start);
    }
  }
  // Every content line ends with CRLF, the last one included.
  return `${calendar.toString()}\r\n`;
}
