import { z } from "zod";
import { currencySchema } from "@/lib/currency/schema";
import { isValidCycle } from "./cycle";
import { isValidCalendarDate } from "@/lib/dates/calendar-date";
import {
  booleanField,
  calendarDateField,
  idField,
  nullableIdField,
  optionalUrl,
  priceField,
  requiredText,
} from "@/lib/forms/fields";
import { ICON_URL_MAX_LENGTH, isAllowedIconUrl } from "./icon-url";

export const NAME_MAX_LENGTH = 200;

const subscriptionFields = {
  name: requiredText(NAME_MAX_LENGTH, "nameTooLong"),
  brand: requiredText(NAME_MAX_LENGTH, "brandTooLong"),
  price: priceField,
  currency: currencySchema,
  startDate: calendarDateField,
  endDate: calendarDateField,
  cycle: z.string({ error: "invalidCycle" }).trim().refine(isValidCycle, { error: "invalidCycle" }),
  iconUrl: optionalUrl(ICON_URL_MAX_LENGTH, isAllowedIconUrl),
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
    priceChange: z.preprocess(
      (value: z.input<typeof priceChangeSchema> | null | undefined) => value ?? undefined,
      priceChangeSchema.optional(),
    ),
  })
  .superRefine(endNotBeforeStart);

export const subscriptionIdSchema = z.object({ id: idField });

export type SubscriptionFormInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;
export type UpdateSubscriptionFormInput = z.input<typeof updateSubscriptionSchema>;
export type UpdateSubscriptionInput = z.output<typeof updateSubscriptionSchema>;
export type PriceChangeInput = z.output<typeof priceChangeSchema>;
