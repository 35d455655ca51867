import { createCategorySchema } from "@/lib/categories/schema";
import { isValidCalendarDate } from "@/lib/dates/calendar-date";
import { priceField } from "@/lib/forms/fields";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";
import type { ImportedSubscription, ImportIssue } from "./types";

function issuesOfSchema(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue): ImportIssue => ({ field: String(issue.path[0] ?? ""), key: issue.message }));
}

function priceChangesValid(row: ImportedSubscription): boolean {
  return row.priceChanges.every(
    (change) =>
      isValidCalendarDate(change.effectiveDate) &&
      priceField.safeParse(change.oldPrice).success &&
      priceField.safeParse(change.newPrice).success &&
      change.oldPrice.trim() !== "" &&
      change.newPrice.trim() !== "",
  );
}

function pausesValid(row: ImportedSubscription): boolean {
  return row.pauses.every(
    (pause) => isValidCalendarDate(pause.pausedOn) && isValidCalendarDate(pause.resumedOn) && pause.resumedOn >= pause.pausedOn,
  );
}

// Readers copy the brand from the name and work the end date out from the start date: a problem
// with the source is the one to report, not its echo.
const DERIVED_FROM: Readonly<Record<string, string>> = { brand: "name", endDate: "startDate" };

/**
 * Adds what the app's own schemas find wrong to the issues the reader found, one per field, so
 * that a row without issues is one the form and the database accept as it is.
 */
export function finishRow(row: ImportedSubscription): ImportedSubscription {
  const issues = [...row.issues];
  const add = (issue: ImportIssue) => {
    const source = issue.field === undefined ? undefined : DERIVED_FROM[issue.field];
    if (!issues.some((known) => known.field === issue.field || (source !== undefined && known.field === source))) issues.push(issue);
  };
  issuesOfSchema(createSubscriptionSchema.safeParse({ ...row.values, categoryId: null })).forEach(add);
  if (row.category) {
    const category = createCategorySchema.safeParse(row.category);
    issuesOfSchema(category).forEach((issue) => add({ ...issue, field: "category" }));
  }
  if (!priceChangesValid(row)) add({ field: "priceChanges", key: "importInvalidPriceChange" });
  if (!pausesValid(row)) add({ field: "pauses", key: "importInvalidPause" });
  return { ...row, issues };
}
