import { z } from "@/lib/zod";
import { fitsCurrencyDecimals } from "@/lib/currency/price-text";
import { currencySchema } from "@/lib/currency/schema";
import { calendarDateField, optionalCalendarDateField, optionalText, priceField } from "@/lib/forms/fields";
import { PAYMENT_STATES } from "@/lib/payments/types";

export const MAX_ROW_PAYMENTS = 3000;
export const PAYMENT_NOTE_MAX_LENGTH = 2000;
const MAX_RATE = 1_000_000_000_000;

const nullableNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: unknown) => (value === undefined || value === "" ? null : value), schema.nullable());

/** A payment as our backup carries it, held to the ledger table's rules. */
export const importedPaymentSchema = z
  .object({
    dueOn: calendarDateField,
    state: z.enum(PAYMENT_STATES, { error: "invalidValue" }),
    paidOn: optionalCalendarDateField,
    amount: nullableNumber(priceField),
    currency: currencySchema.nullable(),
    rateToBase: nullableNumber(
      z.preprocess((value) => (typeof value === "string" ? Number(value) : value), z.number().positive().lt(MAX_RATE)),
    ),
    baseCurrency: currencySchema.nullable(),
    rateDate: optionalCalendarDateField,
    note: optionalText(PAYMENT_NOTE_MAX_LENGTH, "notesTooLong"),
  })
  .refine((payment) => (payment.amount === null) === (payment.currency === null), { error: "invalidValue", path: ["amount"] })
  .refine((payment) => payment.state !== "paid" || payment.amount !== null, { error: "required", path: ["amount"] })
  .refine((payment) => payment.state !== "skipped" || (payment.amount === null && payment.paidOn === null), {
    error: "invalidValue",
    path: ["state"],
  })
  .refine(
    (payment) => payment.amount === null || payment.currency === null || fitsCurrencyDecimals(payment.amount, payment.currency),
    { error: "priceDecimals", path: ["amount"] },
  )
  .refine(
    ({ rateToBase, baseCurrency, rateDate, amount }) =>
      (rateToBase === null) === (baseCurrency === null) && (rateToBase === null) === (rateDate === null) && (rateToBase === null || amount !== null),
    { error: "invalidValue", path: ["rateToBase"] },
  );

export type ImportedPaymentInput = z.input<typeof importedPaymentSchema>;
export type ImportedPaymentRow = z.output<typeof importedPaymentSchema>;

