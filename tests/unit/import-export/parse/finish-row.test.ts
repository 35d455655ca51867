import { describe, expect, it } from "vitest";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { blankValues } from "@/lib/import-export/parse/text";
import type { ImportedSubscription } from "@/lib/import-export/types";

function row(overrides: Partial<ImportedSubscription> = {}): ImportedSubscription {
  return {
    line: 1,
    values: { ...blankValues(), name: "Netflix", brand: "Netflix", price: "9.99", currency: "USD", cycle: "custom:months:1", startDate: "2026-01-01", endDate: "2026-02-01" },
    category: null,
    priceChanges: [],
    pauses: [],
    issues: [],
    ...overrides,
  };
}

describe("finishRow", () => {
  it("leaves a good row without issues", () => {
    expect(finishRow(row()).issues).toEqual([]);
  });

  it("adds the form schema's problems by field, after the reader's own", () => {
    const finished = finishRow(row({ values: { ...row().values, endDate: "2025-12-01", notes: "x".repeat(2001), status: "trial" } }));
    expect(finished.issues).toEqual([
      { field: "notes", key: "notesTooLong" },
      { field: "endDate", key: "endBeforeStart" },
      { field: "trialEndsOn", key: "required" },
    ]);
  });

  it("reports one issue a field, the reader's first", () => {
    const reader = { field: "price", key: "importUnreadablePrice", values: { value: "abc" } };
    expect(finishRow(row({ values: { ...row().values, price: "abc" }, issues: [reader] })).issues).toEqual([reader]);
  });

  it("does not echo a problem with the name on the brand copied from it, or with the start on the end worked out from it", () => {
    const issues = finishRow(row({ values: { ...row().values, name: "", brand: "", startDate: "someday", endDate: "" } })).issues;
    expect(issues).toEqual([
      { field: "name", key: "required" },
      { field: "startDate", key: "invalidDate" },
    ]);
  });

  it("checks the category, the price history and the pauses as the import action will", () => {
    expect(finishRow(row({ category: { name: "x".repeat(101) } })).issues).toEqual([{ field: "category", key: "nameTooLong" }]);
    expect(finishRow(row({ category: { name: "Video", color: "blue" } })).issues).toEqual([{ field: "category", key: "invalidColor" }]);
    const change = { oldPrice: "9.99", newPrice: "12.99", effectiveDate: "2026-03-01" };
    expect(finishRow(row({ priceChanges: [change] })).issues).toEqual([]);
    for (const bad of [{ ...change, newPrice: "" }, { ...change, oldPrice: "-1" }, { ...change, effectiveDate: "2026-02-30" }]) {
      expect(finishRow(row({ priceChanges: [bad] })).issues).toEqual([{ field: "priceChanges", key: "importInvalidPriceChange" }]);
    }
    expect(finishRow(row({ priceChanges: Array.from({ length: 501 }, () => change) })).issues).toEqual([
      { field: "priceChanges", key: "importInvalidPriceChange" },
    ]);
    expect(finishRow(row({ pauses: [{ pausedOn: "2026-03-01", resumedOn: "2026-02-01" }] })).issues).toEqual([
      { field: "pauses", key: "importInvalidPause" },
    ]);
  });
});
