import { z } from "@/lib/zod";
import { booleanField } from "@/lib/forms/fields";
import { MAX_LEAD_TIMES, isLeadDay, normalizeLeadDays, parseLeadDaysText } from "./reminder-lead-days";

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

export const REMINDER_MODES = ["default", "custom", "off"] as const;
export type ReminderMode = (typeof REMINDER_MODES)[number];

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

export type SubscriptionRemindersFormInput = z.input<typeof subscriptionRemindersSchema>;
export type SubscriptionRemindersInput = z.output<typeof subscriptionRemindersSchema>;
