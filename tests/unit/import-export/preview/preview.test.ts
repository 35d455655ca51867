import { describe, expect, it } from "vitest";
import { countPreview, countPreviewPayments, previewImport } from "@/lib/import-export/preview/preview";
import type { ImportedSubscription } from "@/lib/import-export/types";

function imported(line: number, name: string, overrides: Partial<ImportedSubscription["values"]> = {}, issues: ImportedSubscription["issues"] = []): ImportedSubscription {
  return {
    line,
    values: {
      name,
      brand: name,
      price: "9.99",
      currency: "USD",
      startDate: "2026-01-01",
      endDate: "2026-02-01",
      cycle: "custom:months:1",
      iconUrl: "",
      autoRenew: true,
      status: "active",
      trialEndsOn: "",
      pausedOn: "",
      cancelledOn: "",
      notes: "",
      websiteUrl: "",
      paymentMethod: "",
      ...overrides,
    },
    category: null,
    priceChanges: [],
    pauses: [],
    issues,
  };
}

describe("previewImport", () => {
  it("marks new rows, names already in the list (ignoring case) and refused rows with their reasons", () => {
    const preview = previewImport(
      [
        imported(1, "Netflix"),
        imported(2, "spotify"),
        imported(3, "Broken", { price: "-1" }),
        imported(4, "Unread", {}, [{ field: "price", key: "importUnreadablePrice", values: { value: "abc" } }]),
        imported(5, "Late", { endDate: "2025-01-01" }),
      ],
      ["Spotify", "Disney+"],
    );
    expect(preview.map((row) => [row.line, row.kind, row.problems.map((p) => p.key)])).toEqual([
      [1, "new", []],
      [2, "duplicate", []],
      [3, "invalid", ["priceNegative"]],
      [4, "invalid", ["importUnreadablePrice"]],
      [5, "invalid", ["endBeforeStart"]],
    ]);
    expect(countPreview(preview)).toEqual({ new: 1, duplicate: 1, invalid: 3 });
  });

  it("counts the payments the rows to be written bring, duplicates only when they are updated", () => {
    const payment = (dueOn: string) => ({
      dueOn, state: "paid", paidOn: dueOn, amount: "9.99", currency: "USD", rateToBase: null, baseCurrency: null, rateDate: null, note: null,
    });
    const withPayments = (row: ImportedSubscription, dates: string[]) => ({ ...row, payments: dates.map(payment) });
    const preview = previewImport(
      [
        withPayments(imported(1, "Netflix"), ["2026-01-01", "2026-02-01"]),
        withPayments(imported(2, "Spotify"), ["2026-01-01"]),
        withPayments(imported(3, "Broken", { price: "-1" }), ["2026-01-01"]),
      ],
      ["Spotify"],
    );
    expect(countPreviewPayments(preview, ["new"])).toBe(2);
    expect(countPreviewPayments(preview, ["new", "duplicate"])).toBe(3);
  });

  it("refuses a name repeated in the file after its first row, so nothing is counted twice", () => {
    const preview = previewImport([imported(1, "Netflix"), imported(2, " NETFLIX ")], []);
    expect(preview.map((row) => row.kind)).toEqual(["new", "invalid"]);
    expect(preview[1].problems).toEqual([{ field: "name", key: "importDuplicateInFile" }]);
  });

  it("sends a row's own reminder choices (a muted subscription, remind me to cancel) with it, and none when it has none", () => {
    const muted = { ...imported(1, "Spotify"), reminders: { enabled: false, leadDays: null, remindToCancel: false } };
    const [withChoices, without] = previewImport([muted, imported(2, "Netflix")], []);
    expect(withChoices.kind).toBe("new");
    expect(withChoices.input.reminders).toEqual({ enabled: false, leadDays: null, remindToCancel: false });
    expect(without.input).not.toHaveProperty("reminders");
  });
});
