import type { Currency } from "@/lib/currency/currencies";
import type { FrozenRate } from "@/lib/payments/mark-paid";
import type { Database, Json } from "@/lib/supabase/database.types";
import { toSubscriptionRow } from "@/lib/subscriptions/row";
import type { StatementConfirmation } from "./schema";

type ConfirmFunction = Database["public"]["Functions"]["confirm_statement_import"];
export type ConfirmArgs = ConfirmFunction["Args"];
type ConfirmRow = ConfirmFunction["Returns"][number];

type Charge = { dueOn: string; paidOn: string; amount: number; currency: Currency; statementRef: string };
export type RateFor = (charge: Charge) => FrozenRate | null;

function toCharge(charge: Charge, rateFor: RateFor) {
  const rate = rateFor(charge);
  return {
    due_on: charge.dueOn,
    paid_on: charge.paidOn,
    amount: charge.amount,
    currency: charge.currency,
    statement_ref: charge.statementRef,
    rate_to_base: rate?.rateToBase ?? null,
    base_currency: rate?.baseCurrency ?? null,
    rate_date: rate?.rateDate ?? null,
  };
}

/** A confirmed review as confirm_statement_import() takes it. */
export function toConfirmArgs(confirmation: StatementConfirmation, rateFor: RateFor = () => null): ConfirmArgs {
  return {
    statements: confirmation.statements.map((file) => ({
      file_sha256: file.sha256,
      format: file.format,
      period_from: file.period?.from ?? null,
      period_to: file.period?.to ?? null,
      transaction_count: file.transactionCount,
    })),
    new_subscriptions: confirmation.subscriptions.map((item) => ({
      subscription: toSubscriptionRow(item.values),
      category: item.category && { name: item.category.name, color: item.category.color, description: item.category.description },
      merchant_key: item.merchantKey,
      payments: item.payments.map((charge) => toCharge(charge, rateFor)),
    })) satisfies Json,
    price_changes: confirmation.priceChanges.map((change) => ({
      subscription_id: change.subscriptionId,
      effective_date: change.effectiveDate,
      new_price: change.newPrice,
    })),
    payments: confirmation.payments.map((payment) => ({ subscription_id: payment.subscriptionId, ...toCharge(payment, rateFor) })),
    aliases: confirmation.merges.map((merge) => ({ merchant_key: merge.merchantKey, subscription_id: merge.subscriptionId })),
    dismissals: confirmation.dismissals.map((dismissal) => ({
      merchant_key: dismissal.merchantKey,
      cadence: dismissal.cadence,
      currency: dismissal.currency,
      amount: dismissal.amount,
    })),
  };
}

/** What a confirmation wrote; `batchId` is the import the settings page can undo. */
export type StatementImportSummary = {
  batchId: string;
  created: number;
  /** New subscriptions whose name was already in the list: their charges and merchant went to that one. */
  existing: number;
  priceChanges: number;
  payments: number;
  /** Charges already recorded, by due date or by statement reference. */
  skippedDuplicates: number;
  aliases: number;
  dismissals: number;
  /** Statement files recorded as read; one read before is not counted again. */
  statements: number;
};

export function toSummary(row: ConfirmRow): StatementImportSummary {
  return {
    batchId: row.batch_id,
    created: row.created,
    existing: row.existing,
    priceChanges: row.price_changes_recorded,
    payments: row.payments_recorded,
    skippedDuplicates: row.duplicates_skipped,
    aliases: row.aliases_saved,
    dismissals: row.dismissals_saved,
    statements: row.statements_recorded,
  };
}
