import { z } from "@/lib/zod";
import { isValidTimeZone } from "@/lib/dates/time-zone";
import { booleanField, idField } from "@/lib/forms/fields";
import { locales } from "@/lib/i18n/locales";
import { MAX_LEAD_TIMES, isLeadDay, normalizeLeadDays, parseLeadDaysText } from "./lead-days";

/** The select value for "follow the browser" (time zone) and "follow the app" (language). */
export const AUTOMATIC = "auto";

/**
 * "14, 3, 0" as typed (or [14, 3, 0] as a form's parsed value comes back) → [14, 3, 0]; at least
 * one and at most ten whole days from 0 to 365.
 */
export const leadDaysField = z
  .union([z.string(), z.array(z.number())], { error: "invalidLeadDays" })
  .transform((value, ctx) => {
    const values = typeof value === "string" ? parseLeadDaysText(value) : value.every(isLeadDay) ? normalizeLeadDays(value) : null;
    if (values === null || values.length === 0) {
      ctx.addIssue({ code: "custom", message: "invalidLeadDays" });
      return z.NEVER;
    }
    if (values.length > MAX_LEAD_TIMES) {
      ctx.addIssue({ code: "custom", message: "tooManyLeadDays" });
      return z.NEVER;
    }
    return values;
  });

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

export const REMINDER_MODES = ["default", "custom", "off"] as const;
export type ReminderMode = (typeof REMINDER_MODES)[number];

/** A subscription's reminders in the edit dialog; the lead days matter only when custom. */
export const subscriptionRemindersSchema = z
  .object({
    mode: z.enum(REMINDER_MODES, { error: "invalidValue" }),
    leadDays: z.union([z.string(), z.array(z.number())], { error: "invalidLeadDays" }).nullable(),
    remindToCancel: booleanField,
  })
  .transform((value, ctx) => {
    if (value.mode !== "custom") return { mode: value.mode, leadDays: null, remindToCancel: value.remindToCancel };
    const parsed = leadDaysField.safeParse(value.leadDays);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "invalidLeadDays", path: ["leadDays"] });
      return z.NEVER;
    }
    return { mode: value.mode, leadDays: parsed.data, remindToCancel: value.remindToCancel };
  });

/** The browser's zone and the app's language, for preferences that follow them. */
export const reminderPreferencesSyncSchema = z.object({
  timeZone: zoneField,
  locale: z.enum(locales, { error: "invalidValue" }),
});

export const subscriptionReminderStatusSchema = z.object({ id: idField });

export type NotificationSettingsFormInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;
export type SubscriptionRemindersFormInput = z.input<typeof subscriptionRemindersSchema>;
export type SubscriptionRemindersInput = z.output<typeof subscriptionRemindersSchema>;
