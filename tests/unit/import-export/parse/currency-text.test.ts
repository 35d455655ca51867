import { describe, expect, it } from "vitest";
import { readCurrencyText, splitPrice } from "@/lib/import-export/parse/currency-text";
import { countAmbiguousSymbols, readPriceCell } from "@/lib/import-export/parse/price-cell";

/** Wallos writes "$" for US, Australian and Canadian dollars; spreadsheets in Taiwan and Latin America use it too. */
const DOLLAR_CURRENCIES = ["USD", "TWD", "CAD", "AUD", "MXN", "ARS", "CLP", "COP", "HKD", "SGD", "NZD"];

describe("splitPrice", () => {
  it("separates the number from a symbol or code before or after it", () => {
    expect(splitPrice("$9.99")).toEqual({ amount: "9.99", currencyText: "$" });
    expect(splitPrice("NT$390")).toEqual({ amount: "390", currencyText: "NT$" });
    expect(splitPrice("USD 9.99")).toEqual({ amount: "9.99", currencyText: "USD" });
    expect(splitPrice("9,99 €")).toEqual({ amount: "9,99", currencyText: "€" });
    expect(splitPrice("¥1,200")).toEqual({ amount: "1,200", currencyText: "¥" });
    expect(splitPrice("390")).toEqual({ amount: "390", currencyText: "" });
  });
});

describe("readCurrencyText", () => {
  it("knows our codes, in any case, and unambiguous symbols and names", () => {
    expect(readCurrencyText("usd")).toEqual({ kind: "currency", currency: "USD" });
    for (const [text, currency] of [
      ["NT$", "TWD"], ["NTD", "TWD"], ["新台幣", "TWD"], ["US$", "USD"], ["美元", "USD"], ["€", "EUR"], ["歐元", "EUR"],
      ["£", "GBP"], ["英鎊", "GBP"], ["JP¥", "JPY"], ["円", "JPY"], ["日圓", "JPY"], ["CN¥", "CNY"], ["RMB", "CNY"], ["人民幣", "CNY"],
    ]) {
      expect(readCurrencyText(text), text).toEqual({ kind: "currency", currency });
    }
  });

  it("does not guess between currencies that share a symbol", () => {
    expect(readCurrencyText("$")).toEqual({ kind: "ambiguous", symbol: "$", currencies: DOLLAR_CURRENCIES });
    expect(readCurrencyText("¥")).toEqual({ kind: "ambiguous", symbol: "¥", currencies: ["JPY", "CNY"] });
    expect(readCurrencyText("￥")).toEqual({ kind: "ambiguous", symbol: "¥", currencies: ["JPY", "CNY"] });
    expect(readCurrencyText("＄")).toEqual({ kind: "ambiguous", symbol: "$", currencies: DOLLAR_CURRENCIES });
    expect(readCurrencyText("元")).toEqual({ kind: "ambiguous", symbol: "元", currencies: ["TWD", "CNY"] });
    // Wallos's symbol for four Nordic crowns, in any case.
    for (const text of ["kr", "Kr", "KR"]) {
      expect(readCurrencyText(text), text).toEqual({ kind: "ambiguous", symbol: "kr", currencies: ["SEK", "NOK", "DKK", "ISK"] });
    }
  });

  it("reads the symbols of every currency Wallos creates for a new user", () => {
    for (const [text, currency] of [["Mex$", "MXN"], ["R", "ZAR"], ["Fr", "CHF"], ["₩", "KRW"], ["HK$", "HKD"], ["NZ$", "NZD"], ["S$", "SGD"], ["Rp", "IDR"], ["RM", "MYR"], ["Kč", "CZK"], ["zł", "PLN"], ["Ft", "HUF"], ["lei", "RON"], ["лв", "BGN"]] as const) {
      expect(readCurrencyText(text), text).toEqual({ kind: "currency", currency });
    }
  });

  it("reads the rest of the world's codes and symbols", () => {
    for (const [text, currency] of [["SEK", "SEK"], ["₩", "KRW"], ["Fr", "CHF"], ["R$", "BRL"], ["HK$", "HKD"], ["A$", "AUD"]]) {
      expect(readCurrencyText(text)).toEqual({ kind: "currency", currency });
    }
  });

  it("reports currencies we do not know", () => {
    for (const text of ["XYZ", "FOK", "Z$", "Kčs"]) expect(readCurrencyText(text)).toEqual({ kind: "unknown", text });
  });
});

describe("readPriceCell", () => {
  it("reads Wallos-style prices whatever their separators", () => {
    expect(readPriceCell("€5,99")).toMatchObject({ price: "5.99", currency: "EUR", issue: null, priceIssue: null });
    expect(readPriceCell("NT$390")).toMatchObject({ price: "390.00", currency: "TWD", issue: null });
    expect(readPriceCell("£4.99")).toMatchObject({ price: "4.99", currency: "GBP" });
    expect(readPriceCell("USD 9.99")).toMatchObject({ price: "9.99", currency: "USD" });
    expect(readPriceCell("$ 1,299.00 USD")).toMatchObject({ price: "1299.00", currency: "USD", ambiguous: null });
  });

  it("leaves an ambiguous symbol as a row issue until the user answers for it", () => {
    for (const [text, symbol, currencies] of [
      ["$9.99", "$", DOLLAR_CURRENCIES],
      ["¥1,200", "¥", ["JPY", "CNY"]],
      ["￥1,200", "¥", ["JPY", "CNY"]],
      ["390元", "元", ["TWD", "CNY"]],
    ] as const) {
      expect(readPriceCell(text), text).toMatchObject({
        currency: symbol,
        issue: { field: "currency", key: "importAmbiguousCurrency", values: { symbol } },
        ambiguous: { symbol, currencies },
      });
    }
    expect(readPriceCell("¥1,200").price).toBe("1200.00");
  });

  it("applies the user's answer for each symbol", () => {
    expect(readPriceCell("$9.99", { $: "TWD" })).toMatchObject({ currency: "TWD", issue: null, ambiguous: { symbol: "$" } });
    expect(readPriceCell("¥1,200", { "¥": "CNY" })).toMatchObject({ currency: "CNY", issue: null });
    expect(readPriceCell("$9.99", { "¥": "CNY" })).toMatchObject({ issue: { key: "importAmbiguousCurrency" } });
  });

  it("reports an unknown or missing currency and an unreadable or empty price", () => {
    expect(readPriceCell("Z$199")).toMatchObject({ price: "199.00", issue: { key: "importUnknownCurrency", values: { currency: "Z$" } } });
    expect(readPriceCell("kr199")).toMatchObject({ price: "199.00", issue: { key: "importAmbiguousCurrency", values: { symbol: "kr" } } });
    expect(readPriceCell("9.99")).toMatchObject({ issue: { field: "currency", key: "importMissingCurrency" } });
    expect(readPriceCell("€abc").priceIssue).toEqual({ field: "price", key: "importUnreadablePrice", values: { value: "€abc" } });
    expect(readPriceCell("").priceIssue).toEqual({ field: "price", key: "required" });
  });
});

describe("countAmbiguousSymbols", () => {
  it("counts the rows that write each symbol", () => {
    const found = ["$1", "$2", "¥3", "€4", "$5"].map((text) => readPriceCell(text).ambiguous);
    expect(countAmbiguousSymbols(found)).toEqual([
      { symbol: "$", currencies: DOLLAR_CURRENCIES, rows: 3 },
      { symbol: "¥", currencies: ["JPY", "CNY"], rows: 1 },
    ]);
  });
});
