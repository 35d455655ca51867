import type { ActionResult } from "@/lib/actions/result";
import type { ImportedCategory } from "@/lib/import-export/types";
import type { PreviewRow } from "@/lib/import-export/preview/preview";
import { MAX_ROW_PAYMENTS as MAX_CHUNK_PAYMENTS } from "@/lib/import-export/payments-schema";
import { IMPORT_CHUNK_SIZE, type DuplicateChoice, type ImportRowResult, type ImportSource } from "@/lib/import-export/schema";

export type { DuplicateChoice };

/** The server actions an import calls, passed in so the sequence can be tested without a server. */
export type ImportActions = {
  start(input: { source: ImportSource; fileName: string | null }): Promise<ActionResult<{ batchId: string }>>;
  categories(input: {
    batchId: string;
    categories: { name: string; color: string | null; description: string | null }[];
  }): Promise<ActionResult<{ created: number }>>;
  chunk(input: { batchId: string; onDuplicate: DuplicateChoice; rows: unknown[] }): Promise<ActionResult<{ results: ImportRowResult[] }>>;
};

export type ImportSummary = { created: number; updated: number; skipped: number; invalid: number };

export type ImportRun =
  | { ok: true; summary: ImportSummary }
  /** `summary` counts what was written before the failure: each chunk is all or nothing. */
  | { ok: false; error: string; summary: ImportSummary };

/** At most IMPORT_CHUNK_SIZE rows, and few enough payments that a chunk stays well inside a request's size limit. */
export function importChunks<Row extends { input: { payments?: readonly unknown[] } }>(rows: readonly Row[]): Row[][] {
  const chunks: Row[][] = [];
  let payments = 0;
  for (const row of rows) {
    const count = row.input.payments?.length ?? 0;
    const last = chunks.at(-1);
    if (last && last.length < IMPORT_CHUNK_SIZE && payments + count <= MAX_CHUNK_PAYMENTS) {
      last.push(row);
      payments += count;
    } else {
      chunks.push([row]);
      payments = count;
    }
  }
  return chunks;
}

/** Rows the preview refused are counted as invalid and never sent. */
export async function runImport(
  rows: readonly PreviewRow[],
  options: { source: ImportSource; fileName: string | null; onDuplicate: DuplicateChoice; categories: readonly ImportedCategory[] },
  actions: ImportActions,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<ImportRun> {
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, invalid: 0 };
  const sendable = rows.filter((row) => row.kind !== "invalid");
  summary.invalid = rows.length - sendable.length;
  const fail = (result: ActionResult<unknown> | null): ImportRun => ({
    ok: false,
    error: (result && !result.ok && result.formError) || "imports.failed",
    summary,
  });

  const started = await actions.start({ source: options.source, fileName: options.fileName }).catch(() => null);
  if (!started?.ok) return fail(started);
  const { batchId } = started.data;

  if (options.categories.length > 0) {
    const categories = options.categories.map((category) => ({
      name: category.name,
      color: category.color ?? null,
      description: category.description ?? null,
    }));
    const created = await actions.categories({ batchId, categories }).catch(() => null);
    if (!created?.ok) return fail(created);
  }

  let done = 0;
  for (const chunk of importChunks(sendable)) {
    const written = await actions
      .chunk({ batchId, onDuplicate: options.onDuplicate, rows: chunk.map((row) => row.input) })
      .catch(() => null);
    if (!written?.ok) return fail(written);
    for (const result of written.data.results) {
      if (result.outcome === "created") summary.created += 1;
      else if (result.outcome === "updated") summary.updated += 1;
      else if (result.outcome === "skipped") summary.skipped += 1;
      else summary.invalid += 1;
    }
    done += chunk.length;
    onProgress(done, sendable.length);
  }
  return { ok: true, summary };
}
