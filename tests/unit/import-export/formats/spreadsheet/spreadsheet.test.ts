import { describe, expect, it } from "vitest";
import { analyzeSpreadsheet } from "@/lib/import-export/formats/spreadsheet/analyze";
import type { SpreadsheetMapping } from "@/lib/import-export/formats/spreadsheet/mapping";
import { readSpreadsheet, type SpreadsheetOptions } from "@/lib/import-export/formats/spreadsheet/read";
import { byName, expectCleanRowsPass, expectKnownIssueKeys, fixture, succeeded, TODAY } from "../../helpers";

/** Wallos writes "$" for US, Australian and Canadian dollars; spreadsheets in Taiwan and Latin America use it too. */
const DOLLAR_CURRENCIES = ["USD", "TWD", "CAD", "AUD", "MXN", "ARS", "CLP", "COP", "HKD", "SGD", "NZD"];

/** Reads a file the way the dialog does when the user accepts every suggestion. */
function readAsSuggested(text: string, overrides: Partial<SpreadsheetOptions> = {}) {
  const analysis = succeeded(analyzeSpreadsheet(text));
  const { mapping } = analysis;
  if (mapping.name === null || mapping.price === null || mapping.currency === null || mapping.cycle === null) {
    throw new Error(`Incomplete suggestion: ${JSON.stringify(mapping)}`);
  }
  return succeeded(
    readSpreadsheet(text, {
      delimiter: analysis.delimiter,
      decimalSeparator: analysis.decimalSeparator,
      dateOrder: analysis.dateOrder,
      mapping: { ...mapping, name: mapping.name, price: mapping.price, currency: mapping.currency, cycle: mapping.cycle },
      today: TODAY,
      ...overrides,
    }),
  );
}

describe("analyzeSpreadsheet", () => {
  it("suggests a mapping from Chinese headers and reads comma, point decimals and year-first dates", () => {
    const analysis = succeeded(analyzeSpreadsheet(fixture("spreadsheet-zh-TW.csv")));
    expect(analysis).toMatchObject({ delimiter: ",", decimalSeparator: ".", dateOrder: "YMD", dateOrderCertain: true, rowCount: 5 });
    expect(analysis.header).toEqual(["名稱", "價格", "幣別", "週期", "開始日期", "下次付款", "分類", "備註"]);
    expect(analysis.sampleRows[0]).toEqual(["Netflix", "390", "新台幣", "每月", "2026/01/15", "", "影音", "家庭方案"]);
    expect(analysis.mapping).toEqual({
      name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 }, startDate: 4, endDate: 5, category: 6, notes: 7, websiteUrl: null, paymentMethod: null,
    });
  });

  it("reads Spanish headers, semicolons, decimal commas and day-first dates", () => {
    const analysis = succeeded(analyzeSpreadsheet(fixture("spreadsheet-es.csv")));
    expect(analysis).toMatchObject({ delimiter: ";", decimalSeparator: ",", dateOrder: "DMY", dateOrderCertain: true });
    expect(analysis.mapping).toMatchObject({ name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 }, startDate: 4, endDate: 5, category: 6, notes: 7 });
  });

  it("reads English headers, tabs, month-first dates, and currency written with the price", () => {
    const analysis = succeeded(analyzeSpreadsheet(fixture("spreadsheet-en.tsv")));
    expect(analysis).toMatchObject({ delimiter: "\t", decimalSeparator: ".", dateOrder: "MDY", dateOrderCertain: true });
    expect(analysis.mapping).toEqual({
      name: 0, price: 1, currency: { fromPrice: true }, cycle: { column: 2 }, startDate: 3, endDate: 4, category: 5, notes: null, websiteUrl: 6, paymentMethod: 7,
    });
  });

  it("finds pipes and other header words", () => {
    const analysis = succeeded(analyzeSpreadsheet("Servicio|Importe|Divisa|Frecuencia|Fecha inicio\nNetflix|9.99|USD|mensual|2026-01-01\n"));
    expect(analysis.delimiter).toBe("|");
    expect(analysis.mapping).toMatchObject({ name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 }, startDate: 4 });
    expect(succeeded(analyzeSpreadsheet("名称,价格,币种,周期\nA,1,CNY,每月\n")).mapping).toMatchObject({ name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 } });
  });

  it("says when no date settles the order, and proposes the preferred one", () => {
    const text = "Name,Price,Start date\nA,1,03/05/2026\nB,2,04/06/2026\n";
    expect(succeeded(analyzeSpreadsheet(text))).toMatchObject({ dateOrder: "DMY", dateOrderCertain: false });
    expect(succeeded(analyzeSpreadsheet(text, { preferredDateOrder: "MDY" }))).toMatchObject({ dateOrder: "MDY", dateOrderCertain: false });
    const disagreeing = "Name,Price,Start date\nA,1,25/05/2026\nB,2,05/25/2026\nC,3,26/05/2026\n";
    expect(succeeded(analyzeSpreadsheet(disagreeing))).toMatchObject({ dateOrder: "DMY", dateOrderCertain: false });
  });

  it("keeps a delimiter the user chose", () => {
    const analysis = succeeded(analyzeSpreadsheet("a;b,c\n1;2,3\n", { delimiter: ";" }));
    expect(analysis.header).toEqual(["a", "b,c"]);
  });

  it("leaves unmatched fields for the user to choose", () => {
    const analysis = succeeded(analyzeSpreadsheet("Foo,Bar\n1,2\n"));
    expect(analysis.mapping).toMatchObject({ name: null, price: null, currency: null, cycle: null, startDate: null });
  });
});

describe("readSpreadsheet", () => {
  it("reads a Chinese spreadsheet: grouped prices, currency names, cycle words, Chinese dates", () => {
    const { rows } = readAsSuggested(fixture("spreadsheet-zh-TW.csv"));
    expect(byName(rows, "Netflix")).toMatchObject({
      line: 1,
      values: { price: "390.00", currency: "TWD", cycle: "custom:months:1", startDate: "2026-01-15", endDate: "2026-02-15", autoRenew: true, notes: "家庭方案" },
      category: { name: "影音" },
      issues: [],
    });
    expect(byName(rows, "Spotify").values).toMatchObject({ price: "1490.00", cycle: "1year", startDate: "2025-11-03", endDate: "2026-11-03" });
    expect(byName(rows, "iCloud+").values).toMatchObject({ startDate: TODAY, endDate: "2026-06-10" });
    expect(byName(rows, "Hahow 課程").values).toMatchObject({ price: "2400.00", cycle: "once", startDate: "2026-02-01", endDate: "2026-02-01", autoRenew: false });
    expect(byName(rows, "中華電信").values).toMatchObject({ cycle: "custom:months:3", startDate: "2026-01-05", endDate: "2026-04-05" });
    expect(byName(rows, "中華電信").category).toBeNull();
    expectCleanRowsPass(rows);
    expect(rows.every((row) => row.issues.length === 0)).toBe(true);
  });

  it("reads a Spanish spreadsheet: decimal commas, grouped thousands, day-first dates", () => {
    const { rows } = readAsSuggested(fixture("spreadsheet-es.csv"));
    expect(byName(rows, "Netflix").values).toMatchObject({ price: "12.99", currency: "EUR", cycle: "custom:months:1", startDate: "2026-01-15" });
    expect(byName(rows, "Gimnasio").values).toMatchObject({ price: "1234.50", cycle: "1year", startDate: "2025-09-01", endDate: "2026-09-01" });
    expect(byName(rows, "Prime Video").values).toMatchObject({ price: "4.99", currency: "EUR", cycle: "custom:months:3", startDate: "2026-02-28", endDate: "2026-05-28" });
    expect(byName(rows, "Periódico").values).toMatchObject({ price: "9.50", cycle: "custom:days:7", startDate: "2025-12-31", endDate: "2026-01-07" });
    expect(byName(rows, "Dominio").values).toMatchObject({ currency: "USD", startDate: TODAY, notes: "sin fecha" });
    expectCleanRowsPass(rows);
  });

  it("reads an English spreadsheet: prices with $, month-first dates, next payment only", () => {
    const unanswered = readAsSuggested(fixture("spreadsheet-en.tsv"));
    expect(unanswered.ambiguousSymbols).toEqual([{ symbol: "$", currencies: DOLLAR_CURRENCIES, rows: 4 }]);
    expect(unanswered.rows.every((row) => row.issues.some((issue) => issue.key === "importAmbiguousCurrency"))).toBe(true);

    const { rows } = readAsSuggested(fixture("spreadsheet-en.tsv"), { symbolCurrencies: { $: "USD" } });
    expect(byName(rows, "Netflix").values).toMatchObject({
      price: "15.49", currency: "USD", startDate: "2026-01-15", websiteUrl: "https://netflix.com", paymentMethod: "Visa",
    });
    expect(byName(rows, "Hulu").values.startDate).toBe("2026-03-05");
    expect(byName(rows, "NYTimes").values).toMatchObject({ cycle: "custom:days:28", startDate: "2025-12-31", endDate: "2026-01-28" });
    expect(byName(rows, "Cloud backup").values).toMatchObject({ cycle: "1year", startDate: "2025-11-30", endDate: "2026-11-30" });
    expectCleanRowsPass(rows);
  });

  it("asks about ambiguous symbols in a currency column too", () => {
    const mapping: SpreadsheetMapping = {
      name: 0, price: 1, currency: { column: 2 }, cycle: { fixed: "1year" },
      startDate: null, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
    };
    const text = "Name,Price,Currency\nA,1,$\nB,2,¥\nC,3,￥\nD,4,NT$\n";
    const options = { delimiter: ",", decimalSeparator: ".", dateOrder: "YMD", mapping, today: TODAY } as const;
    expect(succeeded(readSpreadsheet(text, options)).ambiguousSymbols).toEqual([
      { symbol: "$", currencies: DOLLAR_CURRENCIES, rows: 1 },
      { symbol: "¥", currencies: ["JPY", "CNY"], rows: 2 },
    ]);
    const answered = succeeded(readSpreadsheet(text, { ...options, symbolCurrencies: { $: "TWD", "¥": "CNY" } }));
    expect(answered.rows.map((row) => row.values.currency)).toEqual(["TWD", "CNY", "CNY", "TWD"]);
  });

  it("reads the same dates in each order the user picks", () => {
    const text = "Name,Price,Start date\nA,1,05/03/2026\n";
    const mapping: SpreadsheetMapping = {
      name: 0, price: 1, currency: { fixed: "EUR" }, cycle: { fixed: "custom:months:1" },
      startDate: 2, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
    };
    const options = { delimiter: ",", decimalSeparator: ".", mapping, today: TODAY } as const;
    const start = (dateOrder: "DMY" | "MDY" | "YMD") => succeeded(readSpreadsheet(text, { ...options, dateOrder })).rows[0];
    expect(start("DMY").values.startDate).toBe("2026-03-05");
    expect(start("MDY").values.startDate).toBe("2026-05-03");
    expect(start("YMD")).toMatchObject({
      values: { startDate: "05/03/2026" },
      issues: [{ field: "startDate", key: "importUnreadableDate", values: { value: "05/03/2026" } }],
    });
  });

  it("reads prices with either decimal separator as the user picks", () => {
    const mapping: SpreadsheetMapping = {
      name: 0, price: 1, currency: { fixed: "EUR" }, cycle: { fixed: "1year" },
      startDate: null, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
    };
    const read = (text: string, decimalSeparator: "." | ",") =>
      succeeded(readSpreadsheet(text, { delimiter: ";", decimalSeparator, dateOrder: "DMY", mapping, today: TODAY })).rows[0].values.price;
    expect(read("Name;Price\nA;1.234,50\n", ",")).toBe("1234.50");
    expect(read("Name;Price\nA;1,234.50\n", ".")).toBe("1234.50");
    expect(read("Name;Price\nA;€ 9,99\n", ",")).toBe("9.99");
  });

  it("reports rows it cannot read, without guessing, and keeps going", () => {
    const text = "Name,Price,Currency,Cycle,Start\nGood,9.99,USD,monthly,2026-01-01\nBad price,abc,USD,monthly,2026-01-01\n,1,XYZ,whenever,someday\nNo price,,USD,monthly,\n";
    const mapping: SpreadsheetMapping = {
      name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 },
      startDate: 4, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
    };
    const { rows } = succeeded(readSpreadsheet(text, { delimiter: ",", decimalSeparator: ".", dateOrder: "YMD", mapping, today: TODAY }));
    expect(rows.map((row) => row.issues)).toEqual([
      [],
      [{ field: "price", key: "importUnreadablePrice", values: { value: "abc" } }],
      [
        { field: "currency", key: "importUnknownCurrency", values: { currency: "XYZ" } },
        { field: "cycle", key: "importUnreadableCycle", values: { value: "whenever" } },
        { field: "startDate", key: "importUnreadableDate", values: { value: "someday" } },
        { field: "name", key: "required" },
      ],
      [{ field: "price", key: "required" }],
    ]);
    expectCleanRowsPass(rows);
    expectKnownIssueKeys(rows);
  });
});
