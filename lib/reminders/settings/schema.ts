import { z } from "@/lib/zod";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { booleanField, idField } from "@/lib/forms/fields";
import { locales } from "@/lib/i18n/locales";
import { leadDaysField } from "@/lib/subscriptions/reminders-schema";

/** The select value for "follow the browser" (time zone) and "follow the app" (language). */
export const AUTOMATIC = "auto";

const sendHourField = z.preprocess(
  (value: string | number) => (typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: "invalidSendHour" }).int({ error: "invalidSendHour" }).min(0, { error: "invalidSendHour" }).max(23, { error: "invalidSendHour" }),
);

const zoneField = z.string({ error: "invalidTimeZone" }).refine(isValidTimeZone, { error: "invalidTimeZone" });

export const notificationSettingsSchema = z.object({
  emailEnabled: booleanField,
  priceAlerts: booleanField,
  sendHour: sendHourField,
  timeZone: z.union([z.literal(AUTOMATIC), zoneField], { error: "invalidTimeZone" }),
  /** The browser's zone, saved while the choice is automatic. */
  browserTimeZone: zoneField.optional().catch(undefined),
  locale: z.enum([AUTOMATIC, ...locales], { error: "invalidValue" }),
  /** The language the app is shown in, saved while the choice is automatic. */
  appLocale: z.enum(locales, { error: "invalidValue" }),
  leadDays: leadDaysField,
});

/** The browser's zone and the app's language, for preferences that follow them. */
export const reminderPreferencesSyncSchema = z.object({
  timeZone: zoneField,
  locale: z.enum(locales, { error: "invalidValue" }),
});

export const subscriptionReminderStatusSchema = z.object({ id: idField });

export type NotificationSettingsFormInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;
