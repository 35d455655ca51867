import { z } from "zod";
import { currencySchema } from "@/lib/currency/schema";
import { isValidCycle } from "./cycle";
import { isValidCalendarDate } from "./dates";
import {
  booleanField,
  calendarDateField,
  idField,
  nullableIdField,
  priceField,
  requiredText,
} from "./schema-fields";

export const NAME_MAX_LENGTH = 200;
export const ICON_URL_MAX_LENGTH = 2048;

const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;
const BRAND_ICON_PATH = /^\/brand-icons\/[a-z0-9-]+\.svg$/;

function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

const iconUrlField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
  z
    .string({ error: "invalidUrl" })
    .max(ICON_URL_MAX_LENGTH, { error: "urlTooLong" })
    .refine((value) => BRAND_ICON_PATH.test(value) || isHttpUrl(value), { error: "invalidUrl" })
    .nullable(),
);

const subscriptionFields = {
  name: requiredText(NAME_MAX_LENGTH, "nameTooLong"),
  brand: requiredText(NAME_MAX_LENGTH, "brandTooLong"),
  price: priceField,
  currency: currencySchema,
  startDate: calendarDateField,
  endDate: calendarDateField,
  cycle: z.string({ error: "invalidCycle" }).trim().refine(isValidCycle, { error: "invalidCycle" }),
  iconUrl: iconUrlField,
  autoRenew: booleanField,
  categoryId: nullableIdField("invalidCategory"),
};

function endNotBeforeStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  // Compare only two well-formed dates; a malformed one already has its own error.
  const bothValid = isValidCalendarDate(value.startDate) && isValidCalendarDate(value.endDate);
  if (bothValid && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", message: "endBeforeStart", path: ["endDate"] });
  }
}

export const createSubscriptionSchema = z.object(subscriptionFields).superRefine(endNotBeforeStart);

export const priceChangeSchema = z.object({
  newPrice: priceField,
  effectiveDate: calendarDateField,
});

export const updateSubscriptionSchema = z
  .object({
    ...subscriptionFields,
    id: idField,
    priceChange: z.preprocess((value) => value ?? undefined, priceChangeSchema.optional()),
  })
  .superRefine(endNotBeforeStart);

export const subscriptionIdSchema = z.object({ id: idField });

export type SubscriptionFormInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;
export type UpdateSubscriptionFormInput = z.input<typeof updateSubscriptionSchema>;
export type UpdateSubscriptionInput = z.output<typeof updateSubscriptionSchema>;
export type PriceChangeInput = z.output<typeof priceChangeSchema>;
