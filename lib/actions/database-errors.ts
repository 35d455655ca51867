import type { ActionResult } from "./result";

export const QUOTAS = {
  subscriptions: { limit: 2000, message: "limits.subscriptions" },
  categories: { limit: 200, message: "limits.categories" },
  price_changes: { limit: 5000, message: "limits.priceChanges" },
  pauses: { limit: 5000, message: "limits.pauses" },
  imports: { limit: 50, message: "limits.imports" },
  import_items: { limit: 10000, message: "limits.importItems" },
  payments: { limit: 50000, message: "limits.payments" },
  statement_imports: { limit: 1000, message: "statements.limits.statements" },
  merchant_aliases: { limit: 2000, message: "statements.limits.aliases" },
  dismissals: { limit: 5000, message: "statements.limits.dismissals" },
} as const;

export type QuotaName = keyof typeof QUOTAS;

const QUOTA_EXCEEDED = "54000";
const CHECK_VIOLATION = "23514";
const NUMERIC_OUT_OF_RANGE = "22003";

type DatabaseError = { code?: string; message?: string; hint?: string | null };

const CONSTRAINT_FIELDS: Record<string, [field: string, key: string]> = {
  subscriptions_start_date_range_check: ["startDate", "dateOutOfRange"],
  subscriptions_end_date_range_check: ["endDate", "dateOutOfRange"],
  subscriptions_trial_ends_on_range_check: ["trialEndsOn", "dateOutOfRange"],
  subscriptions_paused_on_range_check: ["pausedOn", "dateOutOfRange"],
  subscriptions_cancelled_on_range_check: ["cancelledOn", "dateOutOfRange"],
  subscriptions_end_date_check: ["endDate", "endBeforeStart"],
  subscriptions_name_check: ["name", "nameTooLong"],
  subscriptions_brand_check: ["brand", "brandTooLong"],
  subscriptions_price_check: ["price", "priceNegative"],
  subscriptions_price_number_check: ["price", "invalidPrice"],
  subscriptions_price_decimals_check: ["price", "priceDecimals"],
  subscriptions_notes_check: ["notes", "notesTooLong"],
  subscriptions_website_url_check: ["websiteUrl", "invalidUrl"],
  subscriptions_icon_url_check: ["iconUrl", "invalidUrl"],
  subscriptions_payment_method_check: ["paymentMethod", "paymentMethodTooLong"],
  subscriptions_amount_min_check: ["amountMin", "priceDecimals"],
  subscriptions_amount_max_check: ["amountMax", "priceDecimals"],
  subscriptions_amount_range_check: ["amountMax", "amountRangeReversed"],
  subscription_price_changes_effective_date_range_check: ["priceChange.effectiveDate", "dateOutOfRange"],
  subscription_price_changes_new_price_check: ["priceChange.newPrice", "priceNegative"],
  subscription_categories_name_check: ["name", "nameTooLong"],
  subscription_categories_name_length_check: ["name", "nameTooLong"],
  subscription_categories_description_check: ["description", "descriptionTooLong"],
  subscription_categories_description_length_check: ["description", "descriptionTooLong"],
  subscription_categories_color_check: ["color", "invalidColor"],
  subscription_payments_due_on_range_check: ["dueOn", "dateOutOfRange"],
  subscription_payments_paid_on_range_check: ["paidOn", "dateOutOfRange"],
  subscription_payments_amount_check: ["amount", "invalidPrice"],
  subscription_payments_paid_amount_check: ["amount", "required"],
  subscription_payments_currency_check: ["currency", "invalidCurrency"],
  subscription_payments_note_check: ["note", "notesTooLong"],
};

const isQuota = (name: string | null | undefined): name is QuotaName =>
  typeof name === "string" && Object.hasOwn(QUOTAS, name);

export function quotaMessageKey(error: DatabaseError | null | undefined): string | null {
  if (error?.code !== QUOTA_EXCEEDED || !isQuota(error.hint)) return null;
  return QUOTAS[error.hint].message;
}

export function databaseRefusal(error: DatabaseError | null | undefined): ActionResult<never> | null {
  const quota = quotaMessageKey(error);
  if (quota) return { ok: false, formError: quota };
  if (error?.code === NUMERIC_OUT_OF_RANGE) return { ok: false, fieldErrors: { price: ["priceTooHigh"] } };
  if (error?.code !== CHECK_VIOLATION) return null;
  const constraint = /check constraint "([^"]+)"/.exec(error.message ?? "")?.[1];
  const rule = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  return rule ? { ok: false, fieldErrors: { [rule[0]]: [rule[1]] } } : null;
}
