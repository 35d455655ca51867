import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paymentsCsv, PAYMENT_CSV_COLUMNS } from "@/lib/import-export/export/export-payments-csv";
import { sampleData } from "../export-data";

function exported(data = sampleData()): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(paymentsCsv(data).slice(1), { header: true, skipEmptyLines: true }).data;
}

describe("paymentsCsv", () => {
  it("writes a BOM, the header and one CRLF row per payment, oldest charge first, named by its subscription", () => {
    const file = paymentsCsv(sampleData());
    expect(file.startsWith(`\uFEFF${PAYMENT_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(exported().map((row) => [row.subscription, row.due_on, row.state])).toEqual([
      ["Paused gym", "2026-01-01", "paid"],
      ["Paused gym", "2026-01-08", "skipped"],
      ["Netflix", "2026-04-15", "paid"],
      ["Netflix", "2026-05-15", "refunded"],
    ]);
  });

  it("writes amounts, the frozen rate and the note as they were recorded, and leaves what is absent empty", () => {
    const [, skipped, paid, refunded] = exported();
    expect(paid).toMatchObject({
      paid_on: "2026-04-17",
      amount: "390.00",
      currency: "TWD",
      rate_to_base: "0.031234567891",
      base_currency: "USD",
      rate_date: "2026-04-17",
      note: "",
    });
    expect(skipped).toMatchObject({ paid_on: "", amount: "", currency: "", rate_to_base: "", base_currency: "", rate_date: "" });
    expect(refunded.note).toBe('Charged twice, "refunded"\nby support');
  });

  it("neutralizes a subscription name a spreadsheet would run as a formula", () => {
    const data = sampleData();
    const evil = data.subscriptions.find((subscription) => subscription.name.startsWith("="));
    const withEvil = { ...data, payments: [{ ...data.payments[0], id: 99, subscriptionId: evil?.id ?? 0, dueOn: "2020-01-01" }] };
    expect(exported(withEvil)[0].subscription).toBe(`'${evil?.name}`);
  });

  it("writes only the header when nothing was recorded", () => {
    expect(paymentsCsv({ subscriptions: sampleData().subscriptions, payments: [] })).toBe(`\uFEFF${PAYMENT_CSV_COLUMNS.join(",")}\r\n`);
  });
});
