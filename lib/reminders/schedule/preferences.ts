import { DEFAULT_TIME_ZONE } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import type { Tables } from "@/lib/supabase/database.types";
import { DEFAULT_LEAD_DAYS, isLeadDay, normalizeLeadDays } from "@/lib/subscriptions/reminder-lead-days";
import type { ReminderPreferences, SubscriptionReminderOverride } from "./types";

export const DEFAULT_PREFERENCES: ReminderPreferences = {
  emailEnabled: true,
  priceAlerts: true,
  sendHour: 9,
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneAuto: true,
  locale: defaultLocale,
  localeAuto: true,
  leadDays: [...DEFAULT_LEAD_DAYS],
};

export function toReminderPreferences(row: Tables<"reminder_settings"> | null): ReminderPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    emailEnabled: row.email_enabled,
    priceAlerts: row.price_alerts,
    sendHour: row.send_hour,
    timeZone: row.time_zone,
    timeZoneAuto: row.time_zone_auto,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    localeAuto: row.locale_auto,
    leadDays: normalizeLeadDays(row.lead_days.filter(isLeadDay)),
  };
}

export function toOverride(
  row: Pick<Tables<"subscription_reminders">, "subscription_id" | "enabled" | "lead_days" | "remind_to_cancel">,
): SubscriptionReminderOverride {
  return {
    subscriptionId: row.subscription_id,
    enabled: row.enabled,
    leadDays: row.lead_days === null ? null : normalizeLeadDays(row.lead_days.filter(isLeadDay)),
    remindToCancel: row.remind_to_cancel,
  };
}
