import { describe, expect, it, vi } from "vitest";
import { previewImport } from "@/lib/import-export/preview/preview";
import { runImport, type ImportActions } from "@/lib/import-export/run/run-import";
import { IMPORT_CHUNK_SIZE } from "@/lib/import-export/schema";
import type { ImportedSubscription } from "@/lib/import-export/types";

const row = (line: number, name: string, price = "1.00"): ImportedSubscription => ({
  line,
  values: {
    name, brand: name, price, currency: "EUR", startDate: "2026-01-01", endDate: "2026-02-01", cycle: "1year", iconUrl: "",
    autoRenew: true, status: "active", trialEndsOn: "", pausedOn: "", cancelledOn: "", notes: "", websiteUrl: "", paymentMethod: "",
  },
  category: null,
  priceChanges: [],
  pauses: [],
  issues: [],
});

function actions(overrides: Partial<ImportActions> = {}): ImportActions & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    start: vi.fn(async () => ({ ok: true as const, data: { batchId: "b1" } })),
    categories: vi.fn(async () => ({ ok: true as const, data: { created: 1 } })),
    chunk: vi.fn(async ({ rows }) => {
      sent.push(rows);
      return {
        ok: true as const,
        data: { results: (rows as { line: number }[]).map(({ line }) => ({ line, outcome: line % 2 ? ("created" as const) : ("skipped" as const) })) },
      };
    }),
    ...overrides,
  };
}

const options = { source: "csv" as const, fileName: "a.csv", onDuplicate: "skip" as const, categories: [] };

describe("runImport", () => {
  it("sends only the rows the preview accepts, in chunks, and adds up what the server did", async () => {
    const rows = previewImport([...Array(IMPORT_CHUNK_SIZE + 5)].map((_, i) => row(i + 1, `S${i + 1}`)).concat(row(999, "Bad", "x")), []);
    const calls = actions();
    const progress: number[] = [];
    const run = await runImport(rows, options, calls, (done) => progress.push(done));
    expect(calls.sent.map((chunk) => chunk.length)).toEqual([IMPORT_CHUNK_SIZE, 5]);
    expect(run).toEqual({ ok: true, summary: { created: 103, updated: 0, skipped: 102, invalid: 1 } });
    expect(progress).toEqual([IMPORT_CHUNK_SIZE, IMPORT_CHUNK_SIZE + 5]);
    expect(calls.categories).not.toHaveBeenCalled();
  });

  it("keeps a chunk's payments few enough for one request, however few rows carry them", async () => {
    const payment = { dueOn: "2026-01-01", state: "skipped", paidOn: null, amount: null, currency: null, rateToBase: null, baseCurrency: null, rateDate: null, note: null };
    const withPayments = (line: number, count: number) => ({ ...row(line, `P${line}`), payments: Array.from({ length: count }, () => payment) });
    const rows = previewImport([withPayments(1, 1000), withPayments(2, 1500), withPayments(3, 1000), row(4, "None"), withPayments(5, 3000)], []);
    const calls = actions();
    await runImport(rows, options, calls);
    expect(calls.sent.map((chunk) => (chunk as { line: number }[]).map(({ line }) => line))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("creates the file's categories first, and stops at the first chunk that fails, saying what was written", async () => {
    const rows = previewImport([...Array(IMPORT_CHUNK_SIZE * 2)].map((_, i) => row(i + 1, `S${i + 1}`)), []);
    let calls = 0;
    const failing = actions({
      chunk: vi.fn(async ({ rows: chunk }) => {
        calls += 1;
        if (calls === 2) return { ok: false as const, formError: "imports.failed" };
        return { ok: true as const, data: { results: (chunk as { line: number }[]).map(({ line }) => ({ line, outcome: "created" as const })) } };
      }),
    });
    const run = await runImport(rows, { ...options, categories: [{ name: "Video", color: "#FF5733" }] }, failing);
    expect(failing.categories).toHaveBeenCalledWith({ batchId: "b1", categories: [{ name: "Video", color: "#FF5733", description: null }] });
    expect(run).toEqual({ ok: false, error: "imports.failed", summary: { created: IMPORT_CHUNK_SIZE, updated: 0, skipped: 0, invalid: 0 } });
  });

  it("fails before writing anything when the import cannot start", async () => {
    const calls = actions({ start: vi.fn(async () => Promise.reject(new Error("offline"))) });
    const run = await runImport(previewImport([row(1, "A")], []), options, calls);
    expect(run.ok).toBe(false);
    expect(calls.chunk).not.toHaveBeenCalled();
  });
});
