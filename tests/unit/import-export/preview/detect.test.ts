import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { toBackup } from "@/lib/import-export/export/export-backup";
import { subscriptionsCsv } from "@/lib/import-export/export/export-csv";
import { detectSource } from "@/lib/import-export/preview/detect";
import { sampleData } from "../export-data";
import { fixture } from "../helpers";

describe("detectSource", () => {
  it("recognises our backup and our CSV", () => {
    const backup = JSON.stringify(toBackup(sampleData(), { exportedAt: new Date(), defaultCurrency: "TWD" }));
    const csv = subscriptionsCsv(sampleData(), { rates: fallbackRatesInto("TWD"), defaultCurrency: "TWD", today: "2026-05-10" });
    expect(detectSource("subscriptions-backup.json", backup)).toBe("backup");
    expect(detectSource("subscriptions.csv", csv)).toBe("csv");
    expect(detectSource("renamed.txt", csv)).toBe("csv");
  });

  it("recognises Wallos's JSON and CSV exports", () => {
    expect(detectSource("subscriptions.json", fixture("wallos-subscriptions.json"))).toBe("wallos-json");
    expect(detectSource("subscriptions.json", '{"success":true,"subscriptions":[{"Name":"x","Payment Cycle":"Monthly"}]}')).toBe("wallos-json");
    expect(detectSource("subscriptions.csv", fixture("wallos-subscriptions.csv"))).toBe("wallos-csv");
  });

  it("recognises SubTrackr's exports, old and new, and its backup", () => {
    expect(detectSource("subscriptions.json", fixture("subtrackr-export.json"))).toBe("subtrackr");
    expect(detectSource("subscriptions.csv", fixture("subtrackr-export.csv"))).toBe("subtrackr");
    expect(detectSource("subscriptions.csv", fixture("subtrackr-export-0.5.6.csv"))).toBe("subtrackr");
    expect(detectSource("subtrackr-backup.json", '{"version":"1.0","subscriptions":[],"total_count":0}')).toBe("subtrackr");
  });

  it("takes any other CSV for a spreadsheet", () => {
    expect(detectSource("訂閱.csv", fixture("spreadsheet-zh-TW.csv"))).toBe("spreadsheet");
    expect(detectSource("suscripciones.csv", fixture("spreadsheet-es.csv"))).toBe("spreadsheet");
    expect(detectSource("subs.tsv", fixture("spreadsheet-en.tsv"))).toBe("spreadsheet");
  });

  it("finds nothing to read in other JSON, broken JSON or an empty file", () => {
    expect(detectSource("data.json", '{"foo":"bar"}')).toBeNull();
    expect(detectSource("data.json", "[]")).toBeNull();
    expect(detectSource("data.json", "{oops")).toBeNull();
    expect(detectSource("empty.csv", "")).toBeNull();
    expect(detectSource("blank.csv", "\uFEFF\r\n\r\n")).toBeNull();
  });
});
