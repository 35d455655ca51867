import { z } from "@/lib/zod";
import { createCategorySchema } from "@/lib/categories/schema";
import { calendarDateField, priceField } from "@/lib/forms/fields";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";
import { isLeadDay, MAX_LEAD_TIMES } from "@/lib/subscriptions/reminder-lead-days";
import { importedPaymentSchema, MAX_ROW_PAYMENTS } from "./payments-schema";

export const IMPORT_SOURCES = ["backup", "csv", "wallos-json", "wallos-csv", "subtrackr", "spreadsheet"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const DUPLICATE_CHOICES = ["skip", "update"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

export const IMPORT_CHUNK_SIZE = 200;
const MAX_HISTORY = 500;

export const importRowSchema = z.object({
  line: z.number().int().positive(),
  values: createSubscriptionSchema,
  category: createCategorySchema.nullable(),
  priceChanges: z
    .array(z.object({ oldPrice: priceField, newPrice: priceField, effectiveDate: calendarDateField }))
    .max(MAX_HISTORY),
  pauses: z
    .array(
      z
        .object({ pausedOn: calendarDateField, resumedOn: calendarDateField })
        .refine(({ pausedOn, resumedOn }) => resumedOn >= pausedOn, { error: "resumedBeforePaused", path: ["resumedOn"] }),
    )
    .max(MAX_HISTORY),
  reminders: z
    .object({
      enabled: z.boolean(),
      leadDays: z.array(z.number().refine(isLeadDay)).min(1).max(MAX_LEAD_TIMES).nullable(),
      remindToCancel: z.boolean(),
    })
    .optional(),
  payments: z.array(importedPaymentSchema).max(MAX_ROW_PAYMENTS).default([]),
});

export type ImportRowInput = z.input<typeof importRowSchema>;
export type ImportRow = z.output<typeof importRowSchema>;

export const startImportSchema = z.object({
  source: z.enum(IMPORT_SOURCES, { error: "invalidValue" }),
  fileName: z.preprocess(
    (value: string | null | undefined) => (typeof value === "string" ? value.trim().slice(0, 255) || null : null),
    z.string().nullable(),
  ),
});

export const importChunkSchema = z.object({
  batchId: z.uuid({ error: "invalidId" }),
  onDuplicate: z.enum(DUPLICATE_CHOICES, { error: "invalidValue" }),
  // Each row is checked on its own, so one bad row does not refuse the others.
  rows: z.array(z.unknown()).min(1).max(IMPORT_CHUNK_SIZE),
});

export type ImportOutcome = "created" | "updated" | "skipped" | "invalid";
export type ImportRowResult = { line: number; outcome: ImportOutcome; errors?: Record<string, string[]> };

export const importCategoriesSchema = z.object({
  batchId: z.uuid({ error: "invalidId" }),
  categories: z.array(createCategorySchema).max(1000),
});
