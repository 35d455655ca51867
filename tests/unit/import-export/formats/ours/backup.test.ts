import { describe, expect, it } from "vitest";
import { toBackup } from "@/lib/import-export/export/export-backup";
import { BACKUP_FORMAT, readBackup } from "@/lib/import-export/formats/ours/backup";
import { sampleData } from "../../export-data";

const meta = { exportedAt: new Date("2026-05-10T08:30:00.000Z"), defaultCurrency: "TWD" as const };

describe("toBackup", () => {
  const backup = toBackup(sampleData(), meta);

  it("writes a versioned document with the export instant and the default currency", () => {
    expect(backup).toMatchObject({ format: "subscription-tracker-backup", version: 1, exportedAt: "2026-05-10T08:30:00.000Z", defaultCurrency: "TWD" });
  });

  it("keeps every category, used or not, by name with its colour and description", () => {
    expect(backup.categories).toEqual([
      { name: "影音", color: "#FF5733", description: "串流平台" },
      { name: "Work", color: "#3498DB", description: null },
      { name: "Empty shelf", color: "#2ECC71", description: null },
    ]);
  });

  it("writes prices as two-decimal strings and refers to categories by name", () => {
    const netflix = backup.subscriptions[0];
    expect(netflix).toMatchObject({ name: "Netflix", price: "390.00", currency: "TWD", cycle: "custom:months:1", category: "影音" });
    expect(backup.subscriptions[2]).toMatchObject({ price: "1234567.80", category: null });
    expect(backup.subscriptions[5].price).toBe("9999999999.99");
  });

  it("nests each subscription's price changes, in recording order, and pauses", () => {
    expect(backup.subscriptions[0].priceChanges).toEqual([
      { effectiveDate: "2026-01-01", oldPrice: "330.00", newPrice: "390.00" },
      { effectiveDate: "2026-08-01", oldPrice: "390.00", newPrice: "420.00" },
    ]);
    expect(backup.subscriptions[0].pauses).toEqual([{ pausedOn: "2025-12-01", resumedOn: "2025-12-20" }]);
    expect(backup.subscriptions[4]).toMatchObject({ priceChanges: [], pauses: [] });
  });

  it("survives JSON and passes its own schema", () => {
    const read = readBackup(JSON.parse(JSON.stringify(backup)));
    expect(read).toEqual({ ok: true, backup });
  });
});

describe("readBackup", () => {
  const valid = JSON.parse(JSON.stringify(toBackup(sampleData(), meta)));

  it("refuses what is not our backup", () => {
    for (const json of [null, [], "text", { format: "wallos" }, { subscriptions: [] }]) {
      expect(readBackup(json)).toEqual({ ok: false, error: { key: "backupInvalid" } });
    }
  });

  it("names an unknown version rather than calling the file broken", () => {
    expect(readBackup({ ...valid, version: 2 })).toEqual({
      ok: false,
      error: { key: "backupVersionUnsupported", values: { version: "2" } },
    });
    expect(readBackup({ format: BACKUP_FORMAT })).toEqual({
      ok: false,
      error: { key: "backupVersionUnsupported", values: { version: "" } },
    });
  });

  it("refuses a document of the right version but the wrong shape", () => {
    expect(readBackup({ ...valid, subscriptions: [{ name: "x" }] }).ok).toBe(false);
    expect(readBackup({ ...valid, defaultCurrency: "ZZZ" }).ok).toBe(false);
    expect(readBackup({ ...valid, exportedAt: "yesterday" }).ok).toBe(false);
  });
});
