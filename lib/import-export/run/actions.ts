"use server";

import { userAction } from "@/lib/actions/action";
import { quotaMessageKey } from "@/lib/actions/database-errors";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, invalid, ok } from "@/lib/actions/result";
import { getSubscriptionNames } from "@/lib/subscriptions/queries";
import {
  importCategoriesSchema,
  importChunkSchema,
  importRowSchema,
  startImportSchema,
  type ImportOutcome,
  type ImportRow,
  type ImportRowResult,
} from "@/lib/import-export/schema";
import { writeImportRows } from "./write-rows";
import { z } from "@/lib/zod";

/** A refused import names the limit it reached or the batch it lost; anything else failed. */
function importFailure(error: { code?: string; hint?: string | null } | null) {
  if (error?.code === "P0002") return fail("imports.batchNotFound");
  return fail(quotaMessageKey(error) ?? "imports.failed");
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

/** Rows are validated again here; failing ones are reported and skipped, the rest written in one transaction. */
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
    const { data, error } = await writeImportRows(supabase, batchId, valid, onDuplicate);
    if (error || !data) return importFailure(error);
    for (const written of data) results.push({ line: written.line, outcome: written.outcome as ImportOutcome });
    revalidateSignedInPages();
  }
  return ok({ results: results.sort((a, b) => a.line - b.line) });
});

export const importCategoriesAction = userAction(importCategoriesSchema, async ({ batchId, categories }, { supabase }) => {
  if (categories.length === 0) return ok({ created: 0 });
  const { data, error } = await supabase.rpc("import_categories", { batch_id: batchId, categories });
  if (error || data === null) return importFailure(error);
  revalidateSignedInPages();
  return ok({ created: data });
});

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
  names: string[];
};

export const importContextAction = userAction(z.object({}), async (_input, { supabase, userId }) => {
  const names = await getSubscriptionNames(supabase, userId).catch(() => null);
  if (!names) return fail("imports.failed");
  return ok<ImportContext>({ names });
});
