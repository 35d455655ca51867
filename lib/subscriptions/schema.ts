import { z } from "@/lib/zod";
import { decimalsErrorKey, fitsCurrencyDecimals } from "@/lib/currency/price-text";
import { currencySchema } from "@/lib/currency/schema";
import { isValidCalendarDate } from "@/lib/dates/date-only";
import {
  booleanField,
  calendarDateField,
  idField,
  nullableIdField,
  optionalCalendarDateField,
  optionalText,
  optionalUrl,
  priceField,
  requiredText,
} from "@/lib/forms/fields";
import { isHttpUrl } from "@/lib/forms/http-url";
import { subscriptionRemindersSchema, type SubscriptionRemindersFormInput } from "./reminders-schema";
import { isOneTime, isValidCycle } from "./cycle";
import { ICON_URL_MAX_LENGTH, isAllowedIconUrl } from "./icon-url";
import { LIFECYCLE_STATUSES, STATUS_DATE_FIELD } from "./lifecycle";

export const NAME_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 2000;
export const WEBSITE_URL_MAX_LENGTH = 2048;
export const PAYMENT_METHOD_MAX_LENGTH = 100;

const rangeEndField = z.preprocess(
  (value: string | number | null | undefined) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
  priceField.nullable(),
);

const subscriptionFields = {
  name: requiredText(NAME_MAX_LENGTH, "nameTooLong"),
  // Optional in the form: a subscription without a brand of its own is its own brand.
  brand: z.string({ error: "invalidValue" }).trim().max(NAME_MAX_LENGTH, { error: "brandTooLong" }).default(""),
  price: priceField,
  currency: currencySchema,
  startDate: calendarDateField,
  endDate: calendarDateField,
  cycle: z.string({ error: "invalidCycle" }).trim().refine(isValidCycle, { error: "invalidCycle" }),
  iconUrl: optionalUrl(ICON_URL_MAX_LENGTH, isAllowedIconUrl),
  autoRenew: booleanField,
  categoryId: nullableIdField("invalidCategory"),
  status: z.enum(LIFECYCLE_STATUSES, { error: "invalidStatus" }).default("active"),
  trialEndsOn: optionalCalendarDateField,
  pausedOn: optionalCalendarDateField,
  cancelledOn: optionalCalendarDateField,
  notes: optionalText(NOTES_MAX_LENGTH, "notesTooLong"),
  websiteUrl: optionalUrl(WEBSITE_URL_MAX_LENGTH, isHttpUrl),
  paymentMethod: optionalText(PAYMENT_METHOD_MAX_LENGTH, "paymentMethodTooLong"),
  variableAmount: booleanField.default(false),
  amountMin: rangeEndField.default(null),
  amountMax: rangeEndField.default(null),
};

type Fields = z.output<z.ZodObject<typeof subscriptionFields>>;

function checkDates(value: Fields, ctx: z.RefinementCtx): void {
  // Compare only well-formed dates; a malformed one already has its own error.
  const valid = isValidCalendarDate(value.startDate);
  if (valid && isValidCalendarDate(value.endDate) && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", message: "endBeforeStart", path: ["endDate"] });
  }
  if (value.status !== "active" && value[STATUS_DATE_FIELD[value.status]] === null) {
    ctx.addIssue({ code: "custom", message: "required", path: [STATUS_DATE_FIELD[value.status]] });
  }
  if (value.status === "trial" && valid && value.trialEndsOn !== null && value.trialEndsOn < value.startDate) {
    ctx.addIssue({ code: "custom", message: "trialEndsBeforeStart", path: ["trialEndsOn"] });
  }
}

function checkPriceDecimals(
  value: Pick<Fields, "price" | "currency"> & { priceChange?: { newPrice: number } },
  ctx: z.RefinementCtx,
): void {
  const message = decimalsErrorKey(value.currency);
  if (!fitsCurrencyDecimals(value.price, value.currency)) ctx.addIssue({ code: "custom", message, path: ["price"] });
  if (value.priceChange && !fitsCurrencyDecimals(value.priceChange.newPrice, value.currency)) {
    ctx.addIssue({ code: "custom", message, path: ["priceChange", "newPrice"] });
  }
}

/** The expected range of a variable bill is optional, but it has both ends, in order and in the currency's decimals. */
function checkAmountRange(value: Pick<Fields, "variableAmount" | "amountMin" | "amountMax" | "currency">, ctx: z.RefinementCtx): void {
  if (!value.variableAmount) return;
  const { amountMin: min, amountMax: max } = value;
  if ((min === null) !== (max === null)) {
    ctx.addIssue({ code: "custom", message: "amountRangeIncomplete", path: [min === null ? "amountMin" : "amountMax"] });
    return;
  }
  if (min === null || max === null) return;
  const message = decimalsErrorKey(value.currency);
  if (!fitsCurrencyDecimals(min, value.currency)) ctx.addIssue({ code: "custom", message, path: ["amountMin"] });
  if (!fitsCurrencyDecimals(max, value.currency)) ctx.addIssue({ code: "custom", message, path: ["amountMax"] });
  if (min > max) ctx.addIssue({ code: "custom", message: "amountRangeReversed", path: ["amountMax"] });
}

function normalize<T extends Fields>(value: T): T {
  return {
    ...value,
    brand: value.brand === "" ? value.name : value.brand,
    trialEndsOn: value.status === "trial" ? value.trialEndsOn : null,
    pausedOn: value.status === "paused" ? value.pausedOn : null,
    cancelledOn: value.status === "cancelled" ? value.cancelledOn : null,
    autoRenew: isOneTime(value.cycle) ? false : value.autoRenew,
    amountMin: value.variableAmount ? value.amountMin : null,
    amountMax: value.variableAmount ? value.amountMax : null,
  };
}

export const createSubscriptionSchema = z
  .object(subscriptionFields)
  .superRefine(checkDates)
  .superRefine(checkPriceDecimals)
  .superRefine(checkAmountRange)
  .transform(normalize);

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
    reminders: z.preprocess(
      (value: SubscriptionRemindersFormInput | null | undefined) => value ?? undefined,
      subscriptionRemindersSchema.optional(),
    ),
  })
  .superRefine(checkDates)
  .superRefine(checkPriceDecimals)
  .superRefine(checkAmountRange)
  .transform(normalize);

export const subscriptionIdSchema = z.object({ id: idField });

export type SubscriptionFormInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;
export type UpdateSubscriptionFormInput = z.input<typeof updateSubscriptionSchema>;
export type UpdateSubscriptionInput = z.output<typeof updateSubscriptionSchema>;
export type PriceChangeInput = z.output<typeof priceChangeSchema>;
