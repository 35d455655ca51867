"use server";

import { userAction } from "@/lib/actions/action";
import { quotaMessageKey } from "@/lib/actions/database-errors";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, invalid, ok } from "@/lib/actions/result";
import { getSubscriptionNames } from "@/lib/subscriptions/queries";
import type { Json } from "@/lib/supabase/database.types";
import type { ServerClient } from "@/lib/supabase/server";
import {
  importCategoriesSchema,
  importChunkSchema,
  importRowSchema,
  startImportSchema,
  type ImportOutcome,
  type ImportRow,
  type ImportRowResult,
} from "./schema";
import { z } from "@/lib/zod";

/** A refused import names the limit it reached or the batch it lost; anything else failed. */
function importFailure(error: { code?: string; hint?: string | null } | null) {
  if (error?.code === "P0002") return fail("imports.batchNotFound");
  return fail(quotaMessageKey(error) ?? "imports.failed");
}

/** A row as import_subscriptions() takes it: the subscription's columns, its category and history. */
function toSqlRow({ line, values, category, priceChanges, pauses }: ImportRow): Json {
  return {
    line,
    subscription: {
      name: values.name,
      brand: values.brand,
      price: values.price,
      currency: values.currency,
      start_date: values.startDate,
      end_date: values.endDate,
      cycle: values.cycle,
      icon_url: values.iconUrl,
      auto_renew: values.autoRenew,
      status: values.status,
      trial_ends_on: values.trialEndsOn,
      paused_on: values.pausedOn,
      cancelled_on: values.cancelledOn,
      notes: values.notes,
      website_url: values.websiteUrl,
      payment_method: values.paymentMethod,
    },
    category: category && { name: category.name, color: category.color, description: category.description },
    price_changes: priceChanges.map((change) => ({
      old_price: change.oldPrice,
      new_price: change.newPrice,
      effective_date: change.effectiveDate,
    })),
    pauses: pauses.map((pause) => ({ paused_on: pause.pausedOn, resumed_on: pause.resumedOn })),
  };
}

/** Each created or updated row's own reminder choices (a muted subscription, remind me to cancel, lead times). */
async function saveReminders(
  supabase: ServerClient,
  rows: readonly ImportRow[],
  written: readonly { line: number; outcome: string; subscription_id: number }[],
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

export const startImportAction = userAction(startImportSchema, async ({ source, fileName }, { supabase }) => {
  const { data, error } = await supabase
    .from("import_batches")
    .insert({ source, file_name: fileName })
    .select("id")
    .single();
  if (error || !data) return importFailure(error);
  return ok({ batchId: data.id });
});

/**
 * Writes one chunk of an import. Every row is validated again here, as the dialog did; rows that
 * fail are reported and skipped, the rest are written in one transaction.
 */
export const importChunkAction = userAction(importChunkSchema, async ({ batchId, onDuplicate, rows }, { supabase }) => {
  const results: ImportRowResult[] = [];
  const valid: ImportRow[] = [];
  rows.forEach((row, index) => {
    const parsed = importRowSchema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else {
      const line = z.object({ line: z.number().int().positive() }).safeParse(row);
      results.push({ line: line.success ? line.data.line : index + 1, outcome: "invalid", errors: invalid(parsed.error).fieldErrors });
    }
  });
  if (valid.length > 0) {
    const { data, error } = await supabase.rpc("import_subscriptions", {
      batch_id: batchId,
      rows: valid.map(toSqlRow),
      on_duplicate: onDuplicate,
    });
    if (error || !data) return importFailure(error);
    const remindersFailed = await saveReminders(supabase, valid, data);
    if (remindersFailed) return importFailure(remindersFailed);
    for (const written of data) results.push({ line: written.line, outcome: written.outcome as ImportOutcome });
    revalidateSignedInPages();
  }
  return ok({ results: results.sort((a, b) => a.line - b.line) });
});

/** Creates a file's categories that the list does not have yet, those no row uses included. */
export const importCategoriesAction = userAction(importCategoriesSchema, async ({ batchId, categories }, { supabase }) => {
  if (categories.length === 0) return ok({ created: 0 });
  const { data, error } = await supabase.rpc("import_categories", { batch_id: batchId, categories });
  if (error || data === null) return importFailure(error);
  revalidateSignedInPages();
  return ok({ created: data });
});

/** Undoes the user's last import that is not undone yet. */
export const undoLastImportAction = userAction(z.object({}), async (_input, { supabase }) => {
  const { data: batch, error } = await supabase
    .from("import_batches")
    .select("id")
    .is("undone_at", null)
    .order("created_at", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) return fail("imports.undoFailed");
  if (!batch) return fail("imports.nothingToUndo");
  const undone = await supabase.rpc("undo_import", { batch_id: batch.id });
  if (undone.error) return fail("imports.undoFailed");
  revalidateSignedInPages();
  return ok({ count: undone.data });
});

export type ImportContext = {
  /** The names already in the list, to flag duplicates before anything is written. */
  names: string[];
};

/** What the import dialog needs to preview a file against the user's list. */
export const importContextAction = userAction(z.object({}), async (_input, { supabase, userId }) => {
  const names = await getSubscriptionNames(supabase, userId).catch(() => null);
  if (!names) return fail("imports.failed");
  return ok<ImportContext>({ names });
});
