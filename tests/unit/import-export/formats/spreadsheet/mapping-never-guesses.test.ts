import { describe, expect, it } from "vitest";
import { analyzeSpreadsheet } from "@/lib/import-export/formats/spreadsheet/analyze";
import type { SpreadsheetMapping } from "@/lib/import-export/formats/spreadsheet/mapping";
import { readSpreadsheet } from "@/lib/import-export/formats/spreadsheet/read";

function analysis(text: string) {
  const result = analyzeSpreadsheet(text);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

describe("the spreadsheet mapping", () => {
  it.each([
    ["Name,Price,Billing\nNetflix,9.99,Yearly\n", 2],
    ["Service,Cost,Billing frequency,Next billing date\nNetflix,9.99,Monthly,2026-06-01\n", 2],
    ["Name,Amount,Billed,Billing date\nNetflix,9.99,yearly,2026-06-01\n", 2],
    ["名稱,價格,計費週期,下次扣款日期\nNetflix,390,每年,2026-06-01\n", 2],
    ["名稱,金額,繳費週期\nNetflix,390,每月\n", 2],
    ["Nombre,Precio,Ciclo de pago,Fecha de cobro\nNetflix,9.99,anual,2026-06-01\n", 2],
    ["Nombre,Precio,Facturación\nNetflix,9.99,mensual\n", 2],
  ])("recognises the billing cycle column in %j", (text, column) => {
    expect(analysis(text).mapping.cycle).toEqual({ column });
  });

  it("takes a billing date as the next payment, not as the cycle", () => {
    expect(analysis("Name,Price,Billing date,Billing\nA,1,2026-06-01,Monthly\n").mapping).toMatchObject({ endDate: 2, cycle: { column: 3 } });
  });

  it("proposes no cycle and no currency the file does not have: the user chooses them", () => {
    const { mapping } = analysis("Name,Price,Start\nNetflix,9.99,2026-01-01\n");
    expect(mapping).toMatchObject({ name: 0, price: 1, startDate: 2, cycle: null, currency: null });
  });

  it("asks which currency a price's symbol stands for when the row's currency cell is empty", () => {
    const mapping: SpreadsheetMapping = {
      name: 0, price: 1, currency: { column: 2 }, cycle: { fixed: "1year" },
      startDate: null, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
    };
    const text = "Name,Price,Currency\nA,$12,\nB,€5,\nC,7,EUR\nD,8,\n";
    const options = { delimiter: ",", decimalSeparator: ".", dateOrder: "YMD", mapping, today: "2026-05-10" } as const;
    const read = readSpreadsheet(text, options);
    if (!read.ok) throw new Error("unreadable");
    expect(read.ambiguousSymbols).toEqual([{ symbol: "$", currencies: expect.arrayContaining(["USD", "TWD"]), rows: 1 }]);
    expect(read.rows.map((row) => row.values.currency)).toEqual(["$", "EUR", "EUR", ""]);
    expect(read.rows[3].issues).toContainEqual({ field: "currency", key: "importMissingCurrency" });
    const answered = readSpreadsheet(text, { ...options, symbolCurrencies: { $: "USD" } });
    expect(answered.ok && answered.rows.map((row) => [row.values.currency, row.values.price])).toEqual([["USD", "12.00"], ["EUR", "5.00"], ["EUR", "7.00"], ["", "8.00"]]);
  });
});
