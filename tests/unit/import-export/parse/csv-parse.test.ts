import { describe, expect, it } from "vitest";
import { analyzeSpreadsheet } from "@/lib/import-export/formats/spreadsheet/analyze";
import { readSubscriptionsCsv } from "@/lib/import-export/formats/ours/subscriptions-csv";
import { readWallosCsv } from "@/lib/import-export/formats/wallos/wallos";
import { TODAY } from "../helpers";

describe("a CSV with a quote that is never closed", () => {
  const unclosed = (line: number) => ({ ok: false, error: { key: "importUnclosedQuote", values: { line } } });

  it("is refused, naming the line where the quote opens, instead of one row holding the rest of the file", () => {
    const text = "Name;Price;Currency\nNetflix;390;TWD\n\"Spotify;149;TWD\nDisney+;270;TWD\n";
    expect(analyzeSpreadsheet(text)).toEqual(unclosed(3));
    expect(analyzeSpreadsheet('"Name,Price\nNetflix,390\n')).toEqual(unclosed(1));
  });

  it("is refused by every reader of CSV files", () => {
    expect(readSubscriptionsCsv('name,price\nNetflix,"390\n')).toEqual(unclosed(2));
    expect(readWallosCsv('Name,Payment Cycle,Next Payment,Price\n"Netflix,Monthly,2026-01-01,$9\n', { today: TODAY })).toEqual(unclosed(2));
  });

  it("does not stop quotes that are closed, even across lines", () => {
    const analysis = analyzeSpreadsheet('Name,Notes\nNetflix,"shared, with ""Ana""\nand Luis"\n');
    expect(analysis.ok && analysis.sampleRows).toEqual([["Netflix", 'shared, with "Ana"\nand Luis']]);
  });
});
