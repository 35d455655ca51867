import type { Currency } from "@/lib/currency/currencies";
import { storedToFormValues } from "@/lib/subscriptions/form-values";
import { readBackup, type BackupCategory, type BackupSubscription } from "./backup";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { parseJsonFile } from "@/lib/import-export/parse/json-file";
import { MAX_IMPORT_ROWS, tooManyRowsError } from "@/lib/import-export/parse/limits";
import type { ImportedCategory, ImportedSubscription, ImportFailure } from "@/lib/import-export/types";

export type BackupFileResult = {
  ok: true;
  rows: ImportedSubscription[];
  categories: ImportedCategory[];
  defaultCurrency: Currency;
};

function importedCategory(category: BackupCategory): ImportedCategory {
  return category.description === null
    ? { name: category.name, color: category.color }
    : { name: category.name, color: category.color, description: category.description };
}

function rowOf(subscription: BackupSubscription, line: number, categories: Map<string, ImportedCategory>): ImportedSubscription {
  const category = subscription.category;
  return finishRow({
    line,
    values: storedToFormValues(subscription),
    // Category names are unique per user whatever their case.
    category: category === null ? null : (categories.get(category.toLowerCase()) ?? { name: category }),
    priceChanges: subscription.priceChanges.map((change) => ({ ...change })),
    pauses: subscription.pauses.map((pause) => ({ ...pause })),
    ...(subscription.reminders && { reminders: { ...subscription.reminders } }),
    ...(subscription.payments && { payments: subscription.payments.map((payment) => ({ ...payment })) }),
    issues: [],
  });
}

export function readBackupFile(text: string): BackupFileResult | ImportFailure {
  const parsed = parseJsonFile(text);
  if (!parsed.ok) return parsed;
  const read = readBackup(parsed.json);
  if (!read.ok) return { ok: false, error: read.error };
  const { backup } = read;
  if (backup.subscriptions.length > MAX_IMPORT_ROWS) return { ok: false, error: tooManyRowsError() };
  const categories = backup.categories.map(importedCategory);
  const byName = new Map(categories.map((category) => [category.name.toLowerCase(), category]));
  return {
    ok: true,
    rows: backup.subscriptions.map((subscription, index) => rowOf(subscription, index + 1, byName)),
    categories,
    defaultCurrency: backup.defaultCurrency,
  };
}
