import { readFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { COMPUTED_CSV_COLUMNS, SUBSCRIPTION_CSV_COLUMNS } from "@/lib/import-export/formats/ours/csv-columns";
import { subscriptionsCsv } from "@/lib/import-export/export/export-csv";
import { sampleData } from "../export-data";

const context = { rates: fallbackRatesInto("TWD"), defaultCurrency: "TWD" as const, today: "2026-05-10", siteUrl: "https://subs.example.com" };

function exported(data = sampleData(), costContext: Parameters<typeof subscriptionsCsv>[1] = context): Record<string, string>[] {
  const file = subscriptionsCsv(data, costContext);
  return Papa.parse<Record<string, string>>(file.slice(1), { header: true, skipEmptyLines: true }).data;
}

function row(name: string, rows = exported()): Record<string, string> {
  const found = rows.find((candidate) => candidate.name.replace(/^'/, "") === name);
  if (!found) throw new Error(`No row ${name}`);
  return found;
}

describe("subscriptionsCsv", () => {
  it("writes a BOM, the English snake_case header and one CRLF row per subscription", () => {
    const file = subscriptionsCsv(sampleData(), context);
    expect(file.startsWith("\uFEFFname,brand,price,currency,cycle,start_date,end_date,auto_renew,status,")).toBe(true);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(Object.keys(exported()[0])).toEqual([...SUBSCRIPTION_CSV_COLUMNS]);
    expect(exported()).toHaveLength(7);
  });

  it("marks the computed columns in one constant", () => {
    expect(COMPUTED_CSV_COLUMNS).toEqual(["next_renewal", "monthly_equivalent", "monthly_equivalent_currency"]);
  });

  it("writes prices with exactly the stored cents, never rounded, grouped or in exponent form", () => {
    expect(row("Netflix").price).toBe("390.00");
    expect(row("Lifetime app").price).toBe("1234567.80");
    expect(row("Trial tool").price).toBe("9999999999.99");
    expect(row("Cancelled news").price).toBe("0.50");
  });

  it("writes ISO codes, cycles as people name them, yyyy-MM-dd dates and true/false", () => {
    expect(row("Netflix")).toMatchObject({
      currency: "TWD",
      cycle: "Monthly",
      start_date: "2026-04-15",
      end_date: "2026-05-15",
      auto_renew: "true",
      status: "active",
      category: "影音",
      icon_url: "https://subs.example.com/brand-icons/netflix.svg",
      website_url: "https://www.netflix.com/tw/",
      payment_method: "Visa 4242",
      notes: "家庭方案, shared with \"Ana\"\nand Luis",
    });
    expect(row("Lifetime app")).toMatchObject({ cycle: "One-time", auto_renew: "false", category: "", trial_ends_on: "" });
    expect(row("Paused gym")).toMatchObject({ cycle: "Weekly", status: "paused", paused_on: "2026-04-01" });
    expect(row("Trial tool")).toMatchObject({ cycle: "Every 30 days", status: "trial", trial_ends_on: "2026-05-15" });
    expect(row("Cancelled news")).toMatchObject({ cycle: "Every 2 years", status: "cancelled", cancelled_on: "2026-06-01" });
    expect(row("Old magazine").cycle).toBe("Every 6 months");
    expect(row("=HYPERLINK(\"http://evil.example\")").cycle).toBe("Yearly");
  });

  it("writes the current term's end for an auto-renewing subscription, not its first one", () => {
    // Started 2024-01-31 with a first end of 2025-01-31; it renewed, and the card says it renews on 2027-01-31.
    expect(row("=HYPERLINK(\"http://evil.example\")")).toMatchObject({ start_date: "2024-01-31", end_date: "2027-01-31" });
    // A term that does not renew keeps its end.
    expect(row("Old magazine").end_date).toBe("2025-07-01");
  });

  it("leaves icon addresses as they are without the site's address, and other sites' icons always", () => {
    expect(row("Netflix", exported(sampleData(), { ...context, siteUrl: undefined })).icon_url).toBe("/brand-icons/netflix.svg");
  });

  it("neutralises a formula in a name", () => {
    expect(exported()[1].name).toBe("'=HYPERLINK(\"http://evil.example\")");
  });

  it("writes each subscription's price changes in recording order and its finished pauses", () => {
    expect(row("Netflix").price_changes).toBe("2026-01-01: 330.00 -> 390.00; 2026-08-01: 390.00 -> 420.00");
    expect(row("Netflix").pauses).toBe("2025-12-01/2025-12-20");
    expect(row("Paused gym").pauses).toBe("2026-02-01/2026-02-15");
    expect(row("Old magazine")).toMatchObject({ price_changes: "", pauses: "" });
  });

  it("gives the next renewal on or after today as the dashboard rolls it forward", () => {
    expect(row("Netflix").next_renewal).toBe("2026-05-15");
    expect(row("=HYPERLINK(\"http://evil.example\")").next_renewal).toBe("2027-01-31");
    expect(row("Trial tool").next_renewal).toBe("2026-05-31");
  });

  it("leaves the next renewal empty for one-time, paused, cancelled and ended subscriptions", () => {
    for (const name of ["Lifetime app", "Paused gym", "Cancelled news", "Old magazine"]) expect(row(name).next_renewal).toBe("");
  });

  it("gives the monthly cost in the default currency with two decimals, at today's price", () => {
    expect(row("Netflix")).toMatchObject({ monthly_equivalent: "390.00", monthly_equivalent_currency: "TWD" });
    // 10.99 USD a year at 31.5 TWD per USD.
    expect(row("=HYPERLINK(\"http://evil.example\")").monthly_equivalent).toBe(((10.99 * 31.5) / 12).toFixed(2));
    expect(row("Lifetime app").monthly_equivalent).toBe("0.00");
    expect(row("Trial tool").monthly_equivalent).toBe("0.00");
  });

  it("leaves the monthly cost and its currency empty when the currency has no rate", () => {
    const rows = exported(sampleData(), { ...context, rates: { TWD: 1, USD: 31.5 } });
    expect(row("Paused gym", rows)).toMatchObject({ monthly_equivalent: "", monthly_equivalent_currency: "" });
    expect(row("Netflix", rows).monthly_equivalent).toBe("390.00");
  });
});

describe("export modules", () => {
  it("never load papaparse or the import readers, which only the import dialog needs", () => {
    const files = ["formats/ours/csv.ts", "formats/ours/csv-columns.ts", "export/data.ts", "formats/ours/history-cells.ts", "export/export-csv.ts", "export/export-backup.ts", "formats/ours/backup.ts"];
    for (const file of files) {
      const source = readFileSync(path.join(process.cwd(), "lib/import-export", file), "utf8");
      expect(source, file).not.toMatch(/from "papaparse"|from "@\/lib\/import-export\/(parse|preview|formats\/(?!ours\/))|(backup-file|subscriptions-csv)"/);
    }
  });
});
