import { importRowSchema } from "@/lib/import-export/schema";
import type { ImportedSubscription, ImportIssue } from "@/lib/import-export/types";

// Readers derive the brand from the name and the end from the start: report the source's problem, not its echo.
const DERIVED_FROM: Readonly<Record<string, string>> = { brand: "name", endDate: "startDate" };

function issueAt(path: readonly PropertyKey[], message: string): ImportIssue {
  const [part, field] = path.map(String);
  if (part === "values") return { field, key: message };
  if (part === "category") return { field: "category", key: message };
  if (part === "priceChanges") return { field: "priceChanges", key: "importInvalidPriceChange" };
  if (part === "pauses") return { field: "pauses", key: "importInvalidPause" };
  if (part === "payments") return { field: "payments", key: "importInvalidPayment" };
  return { key: message };
}

// The price schema reads an empty price as 0, which suits a form field but not a history entry.
function hasEmptyPrice(row: ImportedSubscription): boolean {
  return row.priceChanges.some((change) => change.oldPrice.trim() === "" || change.newPrice.trim() === "");
}

/** Adds the server schema's issues to the reader's, one per field, so a row without issues is written as it is. */
export function finishRow(row: ImportedSubscription): ImportedSubscription {
  const issues = [...row.issues];
  const add = (issue: ImportIssue) => {
    const source = issue.field === undefined ? undefined : DERIVED_FROM[issue.field];
    if (!issues.some((known) => known.field === issue.field || (source !== undefined && known.field === source))) issues.push(issue);
  };
  const result = importRowSchema.safeParse({ ...row, values: { ...row.values, categoryId: null } });
  for (const issue of result.error?.issues ?? []) add(issueAt(issue.path, issue.message));
  if (hasEmptyPrice(row)) add({ field: "priceChanges", key: "importInvalidPriceChange" });
  return { ...row, issues };
}
