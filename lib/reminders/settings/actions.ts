"use server";

import { FunctionsHttpError } from "@supabase/supabase-js";
import { z } from "@/lib/zod";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { toReminderPreferences } from "@/lib/reminders/schedule/preferences";
import { getSubscriptionReminderStatus } from "./queries";
import {
  AUTOMATIC,
  notificationSettingsSchema,
  reminderPreferencesSyncSchema,
  subscriptionReminderStatusSchema,
} from "./schema";

export const updateNotificationSettingsAction = userAction(notificationSettingsSchema, async (input, { supabase }) => {
  const timeZoneAuto = input.timeZone === AUTOMATIC;
  const localeAuto = input.locale === AUTOMATIC;
  const timeZone = timeZoneAuto ? input.browserTimeZone : input.timeZone;
  const { data, error } = await supabase
    .from("reminder_settings")
    // user_id comes from the session's default: users may not update it, and an upsert updates what it sends.
    .upsert(
      {
        email_enabled: input.emailEnabled,
        price_alerts: input.priceAlerts,
        send_hour: input.sendHour,
        lead_days: input.leadDays,
        time_zone_auto: timeZoneAuto,
        ...(timeZone ? { time_zone: timeZone } : {}),
        locale_auto: localeAuto,
        locale: input.locale === AUTOMATIC ? input.appLocale : input.locale,
      },
      { onConflict: "user_id" },
    )
    .select("*")
    .single();
  if (error || !data) return fail("settings.notifications.saveError");
  revalidateSignedInPages();
  return ok(toReminderPreferences(data));
});

export const syncReminderPreferencesAction = userAction(reminderPreferencesSyncSchema, async (input, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("reminder_settings")
    .select("time_zone, time_zone_auto, locale, locale_auto")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) return fail("common.tryAgain");
  if (!data) return ok(false);
  const patch = {
    ...(data.time_zone_auto && data.time_zone !== input.timeZone ? { time_zone: input.timeZone } : {}),
    ...(data.locale_auto && data.locale !== input.locale ? { locale: input.locale } : {}),
  };
  if (Object.keys(patch).length === 0) return ok(false);
  const updated = await supabase.from("reminder_settings").update(patch).eq("user_id", userId);
  return updated.error ? fail("common.tryAgain") : ok(true);
});

export const sendTestReminderAction = userAction(z.object({}), async (_input, { supabase }) => {
  const { data, error } = await supabase.functions.invoke<{ status: string; items: number }>("send-reminders", {
    body: { test: true },
  });
  if (!error) return ok({ items: data?.items ?? 0 });
  const status = error instanceof FunctionsHttpError ? (error.context as Response).status : null;
  return fail(status === 429 ? "settings.notifications.testRateLimited" : "settings.notifications.testFailed");
});

export const getSubscriptionReminderStatusAction = userAction(subscriptionReminderStatusSchema, async ({ id }, { supabase, userId }) => {
  try {
    const status = await getSubscriptionReminderStatus(supabase, userId, id);
    return status ? ok(status) : fail("subscriptionToasts.notFound");
  } catch {
    return fail("subscriptionForm.reminders.loadError");
  }
});
