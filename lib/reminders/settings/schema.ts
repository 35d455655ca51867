import { z } from "@/lib/zod";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { booleanField, idField } from "@/lib/forms/fields";
import { locales } from "@/lib/i18n/locales";
import { leadDaysField } from "@/lib/subscriptions/reminders-schema";

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
  browserTimeZone: zoneField.optional().catch(undefined),
  locale: z.enum([AUTOMATIC, ...locales], { error: "invalidValue" }),
  appLocale: z.enum(locales, { error: "invalidValue" }),
  leadDays: leadDaysField,
});

export const reminderPreferencesSyncSchema = z.object({
  timeZone: zoneField,
  locale: z.enum(locales, { error: "invalidValue" }),
});

export const subscriptionReminderStatusSchema = z.object({ id: idField });

export type NotificationSettingsFormInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;
