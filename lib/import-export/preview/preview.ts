import type { ImportedSubscription } from "@/lib/import-export/types";
import { importRowSchema, type ImportRowInput } from "@/lib/import-export/schema";

export type PreviewProblem = { field?: string; key: string; values?: Record<string, string | number> };

export type PreviewRow = {
  line: number;
  input: ImportRowInput;
  /** new: not in the list yet; duplicate: a name already there (skipped or updated, as chosen); invalid: skipped. */
  kind: "new" | "duplicate" | "invalid";
  problems: PreviewProblem[];
};

const key = (name: string) => name.trim().toLocaleLowerCase();

/** A name already in the list (any case) is a duplicate; one repeated in the file is refused after its first row. */
export function previewImport(rows: readonly ImportedSubscription[], existingNames: readonly string[]): PreviewRow[] {
  const existing = new Set(existingNames.map(key));
  const seen = new Set<string>();
  return rows.map((row) => {
    const input: ImportRowInput = {
      line: row.line,
      // Text as read from the file; the schema below decides whether it is a valid status, currency ….
      values: row.values as ImportRowInput["values"],
      category: row.category && {
        name: row.category.name,
        color: row.category.color ?? null,
        description: row.category.description ?? null,
      },
      priceChanges: row.priceChanges,
      pauses: row.pauses,
      ...(row.reminders && { reminders: row.reminders }),
      ...(row.payments && { payments: row.payments as ImportRowInput["payments"] }),
    };
    const problems: PreviewProblem[] = [...row.issues];
    if (problems.length === 0) {
      const parsed = importRowSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ field: issue.path.at(-1)?.toString(), key: issue.message });
      }
    }
    const name = key(row.values.name);
    if (problems.length === 0 && name !== "" && seen.has(name)) problems.push({ field: "name", key: "importDuplicateInFile" });
    if (name !== "") seen.add(name);
    const kind = problems.length > 0 ? "invalid" : existing.has(name) ? "duplicate" : "new";
    return { line: row.line, input, kind, problems };
  });
}

export type PreviewCounts = Record<PreviewRow["kind"], number>;

export function countPreview(rows: readonly PreviewRow[]): PreviewCounts {
  const counts: PreviewCounts = { new: 0, duplicate: 0, invalid: 0 };
  for (const row of rows) counts[row.kind] += 1;
  return counts;
}

/** The recorded payments the rows about to be written bring with them (a backup carries them). */
export function countPreviewPayments(rows: readonly PreviewRow[], kinds: readonly PreviewRow["kind"][]): number {
  return rows.reduce((sum, row) => sum + (kinds.includes(row.kind) ? (row.input.payments?.length ?? 0) : 0), 0);
}
