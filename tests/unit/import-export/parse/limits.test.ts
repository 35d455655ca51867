import { describe, expect, it } from "vitest";
import { readBackupFile } from "@/lib/import-export/formats/ours/backup-file";
import { parseCsv } from "@/lib/import-export/parse/csv-parse";
import { fileSizeError, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, utf8ByteLength } from "@/lib/import-export/parse/limits";
import { analyzeSpreadsheet } from "@/lib/import-export/formats/spreadsheet/analyze";
import { readWallosJson } from "@/lib/import-export/formats/wallos/wallos";
import { TODAY } from "../helpers";

const tooLarge = { ok: false, error: { key: "importFileTooLarge", values: { maxMegabytes: 5 } } };
const tooMany = { ok: false, error: { key: "importTooManyRows", values: { maxRows: 5000 } } };

describe("import limits", () => {
  it("are 5 MB and 5,000 data rows", () => {
    expect(MAX_IMPORT_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_IMPORT_ROWS).toBe(5000);
  });

  it("measure a file in UTF-8 bytes", () => {
    expect(utf8ByteLength("abc")).toBe(3);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("愛奇藝")).toBe(9);
    expect(utf8ByteLength("😀")).toBe(4);
    expect(utf8ByteLength("é")).toBe(2);
  });

  it("refuse a file over 5 MB, by its size alone, before reading it", () => {
    expect(fileSizeError(MAX_IMPORT_BYTES)).toBeNull();
    expect(fileSizeError(MAX_IMPORT_BYTES + 1)).toEqual(tooLarge.error);
    const big = "name,price\n" + "x".repeat(MAX_IMPORT_BYTES);
    expect(parseCsv(big)).toEqual(tooLarge);
    expect(readWallosJson(`[${" ".repeat(MAX_IMPORT_BYTES)}]`, { today: TODAY })).toEqual(tooLarge);
    // Chinese text counts three bytes a character, as it is uploaded.
    expect(parseCsv("名".repeat(MAX_IMPORT_BYTES / 3 + 1))).toEqual(tooLarge);
  });

  it("refuse more than 5,000 data rows, blank rows not counted", () => {
    const rows = (count: number) => "name,price\n" + "Netflix,9.99\n\n".repeat(count);
    const atLimit = parseCsv(rows(MAX_IMPORT_ROWS));
    expect(atLimit.ok && atLimit.records.length).toBe(MAX_IMPORT_ROWS);
    expect(parseCsv(rows(MAX_IMPORT_ROWS + 1))).toEqual(tooMany);
    expect(analyzeSpreadsheet(rows(MAX_IMPORT_ROWS + 1))).toEqual(tooMany);
    const items = JSON.stringify(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ Name: "x", "Payment Cycle": "Monthly", Price: "€1" })));
    expect(readWallosJson(items, { today: TODAY })).toEqual(tooMany);
    const backup = { format: "subscription-tracker-backup", version: 1, exportedAt: "2026-05-10T00:00:00Z", defaultCurrency: "TWD", categories: [] };
    const subscription = {
      name: "x", brand: "x", price: "1.00", currency: "TWD", cycle: "30days", startDate: "2026-01-01", endDate: "2026-01-31",
      autoRenew: false, status: "active", trialEndsOn: null, pausedOn: null, cancelledOn: null, category: null, iconUrl: null,
      websiteUrl: null, paymentMethod: null, notes: null, priceChanges: [], pauses: [],
    };
    const many = JSON.stringify({ ...backup, subscriptions: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => subscription) });
    expect(readBackupFile(many)).toEqual(tooMany);
  });

  it("number data rows from 1 after the header, counting blank rows", () => {
    const csv = parseCsv("\uFEFFname,price\r\nA,1\r\n\r\nB,2\r\n");
    expect(csv.ok && csv.records).toEqual([
      { line: 1, cells: ["A", "1"] },
      { line: 3, cells: ["B", "2"] },
    ]);
  });

  it("refuse a file without a header", () => {
    expect(parseCsv("\n\n")).toEqual({ ok: false, error: { key: "importFileEmpty" } });
  });
});
