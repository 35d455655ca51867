import { z } from "@/lib/zod";
import { decimalsErrorKey, fitsCurrencyDecimals } from "@/lib/currency/price-text";
import { currencySchema } from "@/lib/currency/schema";
import { calendarDateField, idField, optionalText, priceField } from "@/lib/forms/fields";
import { PAYMENT_STATES } from "./types";

export const PAYMENT_NOTE_MAX_LENGTH = 2000;

const chargeFields = { subscriptionId: idField, dueOn: calendarDateField };

// Only a charge that went through has a paid date and an amount; the database refuses the rest.
const answerSchema = z
  .object({
    ...chargeFields,
    state: z.enum(PAYMENT_STATES, { error: "invalidValue" }),
    paidOn: z.preprocess((value) => (value === "" ? undefined : value), calendarDateField.optional()),
    amount: z.preprocess((value) => (value === "" ? undefined : value), priceField.optional()),
    currency: currencySchema,
    note: optionalText(PAYMENT_NOTE_MAX_LENGTH, "notesTooLong"),
  })
  .superRefine((value, ctx) => {
    if (value.state === "skipped") return;
    if (value.amount === undefined) ctx.addIssue({ code: "custom", message: "required", path: ["amount"] });
    else if (!fitsCurrencyDecimals(value.amount, value.currency)) {
      ctx.addIssue({ code: "custom", message: decimalsErrorKey(value.currency), path: ["amount"] });
    }
    if (value.paidOn === undefined) ctx.addIssue({ code: "custom", message: "required", path: ["paidOn"] });
  })
  .transform((value) =>
    value.state === "skipped"
      ? { ...value, paidOn: null, amount: null }
      : { ...value, paidOn: value.paidOn ?? null, amount: value.amount ?? null },
  );

// A skipped charge ignores whatever the amount and date fields held.
export const recordPaymentSchema = z.preprocess(
  (value: z.input<typeof answerSchema>) => (value?.state === "skipped" ? { ...value, paidOn: undefined, amount: undefined } : value),
  answerSchema,
);

export const chargeSchema = z.object(chargeFields);

export const MARK_ALL_MAX = 500;

// Each charge is paid on its own date at its expected amount: the dashboard sends what it shows.
export const markAllDuePaidSchema = z.object({
  charges: z
    .array(
      z
        .object({ ...chargeFields, amount: priceField, currency: currencySchema })
        .refine((charge) => fitsCurrencyDecimals(charge.amount, charge.currency), { error: "priceDecimals3", path: ["amount"] }),
      { error: "invalidValue" },
    )
    .min(1, { error: "invalidValue" })
    .max(MARK_ALL_MAX, { error: "invalidValue" }),
});

export const paymentHistorySchema = z.object({ subscriptionId: idField });

export type RecordPaymentFormInput = z.input<typeof answerSchema>;
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;
export type ChargeInput = z.output<typeof chargeSchema>;
