"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { isLocale } from "@/lib/i18n/locales";
import { syncReminderPreferencesAction } from "@/lib/reminders/settings/actions";

/** Reminder emails follow the browser's zone and the app's language until the user picks others. */
export function ReminderPreferencesSync({ timeZone, locale }: { timeZone: string | null; locale: string | null }) {
  const appLocale = useLocale();
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(browserZone) || !isLocale(appLocale)) return;
    const zoneDiffers = timeZone !== null && browserZone !== timeZone;
    const localeDiffers = locale !== null && appLocale !== locale;
    if (zoneDiffers || localeDiffers) syncReminderPreferencesAction({ timeZone: browserZone, locale: appLocale }).catch(() => undefined);
  }, [timeZone, locale, appLocale]);
  return null;
}
