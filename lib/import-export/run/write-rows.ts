import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, Json } from "@/lib/supabase/database.types";
import { toSubscriptionRow } from "@/lib/subscriptions/row";
import type { DuplicateChoice, ImportRow } from "@/lib/import-export/schema";

type Client = SupabaseClient<Database>;
type Written = { line: number; outcome: string; subscription_id: number };

/** A row as import_subscriptions() takes it: the subscription's columns, its category and history. */
function toSqlRow({ line, values, category, priceChanges, pauses, payments }: ImportRow): Json {
  return {
    line,
    subscription: toSubscriptionRow(values),
    category: category && { name: category.name, color: category.color, description: category.description },
    price_changes: priceChanges.map((change) => ({
      old_price: change.oldPrice,
      new_price: change.newPrice,
      effective_date: change.effectiveDate,
    })),
    pauses: pauses.map((pause) => ({ paused_on: pause.pausedOn, resumed_on: pause.resumedOn })),
    payments: payments.map((payment) => ({
      due_on: payment.dueOn,
      state: payment.state,
      paid_on: payment.paidOn,
      amount: payment.amount,
      currency: payment.currency,
      rate_to_base: payment.rateToBase,
      base_currency: payment.baseCurrency,
      rate_date: payment.rateDate,
      note: payment.note,
    })),
  };
}

async function saveReminders(
  supabase: Client,
  rows: readonly ImportRow[],
  written: readonly Written[],
) {
  const byLine = new Map(rows.map((row) => [row.line, row.reminders]));
  const overrides = written.flatMap(({ line, outcome, subscription_id }) => {
    const reminders = byLine.get(line);
    if (!reminders || outcome === "skipped") return [];
    return [{ subscription_id, enabled: reminders.enabled, lead_days: reminders.leadDays, remind_to_cancel: reminders.remindToCancel }];
  });
  if (overrides.length === 0) return null;
  // Users may change an override's choices but not which subscription it belongs to: no upsert.
  const ids = overrides.map((override) => override.subscription_id);
  const removed = await supabase.from("subscription_reminders").delete().in("subscription_id", ids);
  if (removed.error) return removed.error;
  const { error } = await supabase.from("subscription_reminders").insert(overrides);
  return error;
}

export async function writeImportRows(supabase: Client, batchId: string, rows: readonly ImportRow[], onDuplicate: DuplicateChoice) {
  const { data, error } = await supabase.rpc("import_subscriptions", {
    batch_id: batchId,
    rows: rows.map(toSqlRow),
    on_duplicate: onDuplicate,
  });
  if (error || !data) return { data: null, error };
  const remindersError = await saveReminders(supabase, rows, data);
  return remindersError ? { data: null, error: remindersError } : { data, error: null };
}
