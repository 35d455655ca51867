import { z } from "@/lib/zod";
import { createCategorySchema } from "@/lib/categories/schema";
import { decimalsErrorKey, fitsCurrencyDecimals } from "@/lib/currency/price-text";
import { currencySchema } from "@/lib/currency/schema";
import { calendarDateField, idField, priceField } from "@/lib/forms/fields";
import { MAX_STATEMENT_TRANSACTIONS, type StatementFormat } from "@/lib/import-export/formats/statements/types";
import type { Cadence } from "@/lib/recurring-charges/types";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";

// The limits of supabase/migrations/20261201000000_statement_imports.sql, checked here first.
export const STATEMENT_FORMATS = ["ofx", "qif", "camt053", "norma43", "csv"] as const satisfies readonly StatementFormat[];
export const CADENCES = [
  "weekly",
  "biweekly",
  "monthly",
  "bimonthly",
  "quarterly",
  "semiannual",
  "yearly",
] as const satisfies readonly Cadence[];
export const MERCHANT_KEY_MAX_LENGTH = 200;

export const MAX_STATEMENT_FILES = 20;
export const MAX_NEW_SUBSCRIPTIONS = 200;
export const MAX_CONFIRMED_ITEMS = 500;
/** Charges across the whole confirmation: more than a year of weekly charges for every candidate of a busy account. */
export const MAX_CONFIRMED_PAYMENTS = 3000;

/** The detection's normalised merchant: trimmed, upper case, one space between words, no control characters. */
export function isMerchantKey(key: string): boolean {
  return (
    key.length <= MERCHANT_KEY_MAX_LENGTH &&
    /^\S+( \S+)*$/.test(key) &&
    !/[\u0000-\u001f\u007f-\u009f]/.test(key) &&
    key === key.toUpperCase()
  );
}

const merchantKeyField = z.string({ error: "invalidValue" }).refine(isMerchantKey, { error: "invalidValue" });
/** A reader's transaction key (StatementTransaction.key): printable ASCII without spaces. */
const statementRefField = z.string({ error: "invalidValue" }).regex(/^[!-~]{1,200}$/, { error: "invalidValue" });

const statementFileSchema = z.object({
  sha256: z.string({ error: "invalidValue" }).regex(/^[0-9a-f]{64}$/, { error: "invalidValue" }),
  format: z.enum(STATEMENT_FORMATS, { error: "invalidValue" }),
  period: z
    .object({ from: calendarDateField, to: calendarDateField })
    .refine(({ from, to }) => from <= to, { error: "endBeforeStart", path: ["to"] })
    .nullable(),
  transactionCount: z.number({ error: "invalidValue" }).int({ error: "invalidValue" }).min(0).max(MAX_STATEMENT_TRANSACTIONS),
});

const chargeFields = {
  dueOn: calendarDateField,
  paidOn: calendarDateField,
  amount: priceField,
  currency: currencySchema,
  statementRef: statementRefField,
};

const fitsDecimals = ({ amount, currency }: { amount: number; currency: string }) => fitsCurrencyDecimals(amount, currency);

/** A statement charge of a subscription being created: the subscription is the one it comes with. */
const chargeSchema = z.object(chargeFields).refine(fitsDecimals, { error: "priceDecimals3", path: ["amount"] });

const paymentSchema = z
  .object({ subscriptionId: idField, ...chargeFields })
  .refine(fitsDecimals, { error: "priceDecimals3", path: ["amount"] });

const newSubscriptionSchema = z.object({
  /** Remembered as an alias of the new subscription; null when the user gave it no merchant. */
  merchantKey: merchantKeyField.nullable(),
  values: createSubscriptionSchema,
  category: createCategorySchema.nullable(),
  payments: z.array(chargeSchema).max(MAX_CONFIRMED_PAYMENTS),
});

const priceChangeSchema = z.object({ subscriptionId: idField, effectiveDate: calendarDateField, newPrice: priceField });

const mergeSchema = z.object({ merchantKey: merchantKeyField, subscriptionId: idField });

const dismissalSchema = z
  .object({ merchantKey: merchantKeyField, cadence: z.enum(CADENCES, { error: "invalidValue" }), currency: currencySchema, amount: priceField })
  .superRefine(({ amount, currency }, ctx) => {
    if (amount <= 0) ctx.addIssue({ code: "custom", message: "invalidPrice", path: ["amount"] });
    else if (!fitsCurrencyDecimals(amount, currency)) ctx.addIssue({ code: "custom", message: decimalsErrorKey(currency), path: ["amount"] });
  });

const items = <T extends z.ZodType>(schema: T, max = MAX_CONFIRMED_ITEMS) => z.array(schema).max(max, { error: "invalidValue" }).default([]);

function duplicates<T>(values: readonly T[], key: (value: T) => string): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    const k = key(value);
    if (seen.has(k)) return [index];
    seen.add(k);
    return [];
  });
}

/** What the user confirmed in the review: only this is stored, never the statement's transactions. */
export const statementConfirmationSchema = z
  .object({
    statements: z.array(statementFileSchema).min(1, { error: "invalidValue" }).max(MAX_STATEMENT_FILES, { error: "invalidValue" }),
    subscriptions: items(newSubscriptionSchema, MAX_NEW_SUBSCRIPTIONS),
    priceChanges: items(priceChangeSchema),
    payments: items(paymentSchema, MAX_CONFIRMED_PAYMENTS),
    merges: items(mergeSchema),
    dismissals: items(dismissalSchema),
  })
  .superRefine((value, ctx) => {
    const charges = value.payments.length + value.subscriptions.reduce((sum, item) => sum + item.payments.length, 0);
    if (charges > MAX_CONFIRMED_PAYMENTS) ctx.addIssue({ code: "custom", message: "invalidValue", path: ["payments"] });
    // Two new subscriptions of one name would be one: the import keeps a name once.
    for (const index of duplicates(value.subscriptions, (item) => item.values.name.toLowerCase())) {
      ctx.addIssue({ code: "custom", message: "duplicateNewSubscription", path: ["subscriptions", index, "values", "name"] });
    }
    const keys = [
      ...value.subscriptions.flatMap((item, index) => (item.merchantKey ? [{ key: item.merchantKey, path: ["subscriptions", index, "merchantKey"] }] : [])),
      ...value.merges.map((merge, index) => ({ key: merge.merchantKey, path: ["merges", index, "merchantKey"] })),
    ];
    for (const index of duplicates(keys, (item) => item.key)) ctx.addIssue({ code: "custom", message: "invalidValue", path: keys[index].path });
  });

export type StatementConfirmationInput = z.input<typeof statementConfirmationSchema>;
export type StatementConfirmation = z.output<typeof statementConfirmationSchema>;
export type ConfirmedPayment = z.output<typeof paymentSchema>;
