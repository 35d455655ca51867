import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { importRowSchema } from "@/lib/import-export/schema";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";
import type { ImportedSubscription, ImportFailure } from "@/lib/import-export/types";
import en from "@/messages/en.json";

export const TODAY = "2026-05-10";

export function fixture(name: string): string {
  return readFileSync(path.join(__dirname, "fixtures", name), "utf8");
}

/** Narrows a reader's answer to its success, failing the test with the error otherwise. */
export function succeeded<T extends { ok: true }>(result: T | ImportFailure): T {
  if (!result.ok) throw new Error(`Expected rows, got ${JSON.stringify(result.error)}`);
  return result;
}

export function byName(rows: readonly ImportedSubscription[], name: string): ImportedSubscription {
  const row = rows.find((candidate) => candidate.values.name === name);
  if (!row) throw new Error(`No row named ${name}`);
  return row;
}

/** What callers rely on: a row without issues is accepted by the form's schema and the import action's as it is. */
export function expectCleanRowsPass(rows: readonly ImportedSubscription[]): void {
  const clean = rows.filter((row) => row.issues.length === 0);
  expect(clean.length).toBeGreaterThan(0);
  for (const row of clean) {
    const values = { ...row.values, categoryId: null };
    expect(createSubscriptionSchema.safeParse(values).error?.issues ?? [], `row ${row.line} (${row.values.name})`).toEqual([]);
    expect(importRowSchema.safeParse({ ...row, values }).error?.issues ?? [], `row ${row.line} (${row.values.name})`).toEqual([]);
  }
}

/** Every issue names a message the UI can show. */
export function expectKnownIssueKeys(rows: readonly ImportedSubscription[]): void {
  for (const issue of rows.flatMap((row) => row.issues)) expect(Object.keys(en.validation)).toContain(issue.key);
}
