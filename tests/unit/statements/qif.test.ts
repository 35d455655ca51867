import { describe, expect, it } from "vitest";
import { looksLikeQif, readQif } from "@/lib/import-export/formats/statements/qif";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { errorOf, fixtureText, lineOf, statementOf } from "./helpers";

const options = (dateOrder?: DateOrder) => ({ fileName: "export.qif", defaultCurrency: "gbp", dateOrder });

function qif(records: [date: string, amount: string, payee?: string][], type = "Bank"): string {
  const body = records.map(([date, amount, payee = "NETFLIX.COM"]) => `D${date}\nT${amount}\nP${payee}\n^\n`).join("");
  return `!Type:${type}\n${body}`;
}

const dates = (text: string, dateOrder?: DateOrder) =>
  statementOf(readQif(text, options(dateOrder))).transactions.map((transaction) => transaction.date);

describe("readQif", () => {
  it("reads a Quicken checking export: apostrophe years, thousands commas, splits and addresses", () => {
    const { text, encoding } = fixtureText("checking-quicken.qif");
    const statement = statementOf(readQif(text, { ...options(), encoding }));
    expect(statement).toMatchObject({
      format: "qif",
      account: { id: "Everyday Checking", currency: "GBP" },
      period: { from: "2026-01-02", to: "2026-02-06" },
    });
    expect(statement.transactions.map(({ date, amountMilli, label }) => [date, amountMilli, label])).toEqual([
      ["2026-01-02", -1_250_000, "MAPLE STREET APARTMENTS"],
      ["2026-01-06", -15490, "NETFLIX.COM 866-579-7172 CA"],
      ["2026-01-15", 2_431_870, "ACME CORP PAYROLL"],
      ["2026-01-20", -212_400, "COSTCO WHSE #0481"],
      ["2026-01-28", -64990, "COMCAST Autopay"],
      ["2026-02-06", -15490, "NETFLIX.COM 866-579-7172 CA"],
    ]);
    expect(statement.transactions[1]).toMatchObject({ counterparty: "NETFLIX.COM", currency: "GBP", bankId: null, line: lineOf(text, "D1/ 6'26") });
  });

  it("reads a UK card export in windows-1252 with day-first dates", () => {
    const { text, encoding } = fixtureText("card-uk-1252.qif");
    const { transactions, encoding: used } = statementOf(readQif(text, { ...options(), encoding }));
    expect(used).toBe("windows-1252");
    expect(transactions.map((transaction) => transaction.date)).toEqual([
      "2026-01-02", "2026-01-05", "2026-01-13", "2026-01-20", "2026-02-02", "2026-02-03",
    ]);
    expect(transactions[1].amountMilli).toBe(-1_049_000);
    expect(transactions[5].label).toBe("NON-STERLING TRANSACTION FEE £2.50 + 20%");
  });

  it("asks for the date order when the dates fit more than one, with up to three samples", () => {
    const text = qif([["01/02/2026", "-9.99"], ["01/03/2026", "-9.99"], ["01/04/2026", "-9.99"], ["01/05/2026", "-9.99"]]);
    expect(readQif(text, options())).toEqual({
      ok: false,
      dateOrder: { file: "export.qif", options: ["DMY", "MDY"], samples: ["01/02/2026", "01/03/2026", "01/04/2026"] },
    });
  });

  it("reads ambiguous dates in the order the user chose", () => {
    const text = qif([["01/02/2026", "-9.99"], ["01/03/2026", "-9.99"]]);
    expect(dates(text, "DMY")).toEqual(["2026-02-01", "2026-03-01"]);
    expect(dates(text, "MDY")).toEqual(["2026-01-02", "2026-01-03"]);
  });

  it("keeps the order a file's own dates settle, whatever order was chosen", () => {
    expect(dates(qif([["13/01/2026", "-9.99"], ["01/02/2026", "-9.99"]]), "MDY")).toEqual(["2026-01-13", "2026-02-01"]);
  });

  it("does not ask when every possible order reads the dates the same", () => {
    expect(dates(qif([["05/05/2026", "-9.99"], ["06/06/2026", "-9.99"]]))).toEqual(["2026-05-05", "2026-06-06"]);
  });

  it("reads the date shapes QIF exporters write", () => {
    expect(dates(qif([["12/31/99", "-1.00"], ["1/ 5'26", "-1.00"], ["3/ 1' 0", "-1.00"]]))).toEqual([
      "1999-12-31", "2026-01-05", "2000-03-01",
    ]);
    expect(dates(qif([["01.05.2026", "-1.00"], ["13.05.2026", "-1.00"]]))).toEqual(["2026-05-01", "2026-05-13"]);
    expect(dates(qif([["2026-01-05", "-1.00"]]))).toEqual(["2026-01-05"]);
  });

  it("reads thousands separators and decimal commas", () => {
    const text = qif([["2026-01-05", "-1,250.00"], ["2026-01-06", "-1.234,56"], ["2026-01-07", "-12,99"], ["2026-01-08", "2,000"]]);
    const amounts = statementOf(readQif(text, options())).transactions.map((transaction) => transaction.amountMilli);
    expect(amounts).toEqual([-1_250_000, -1_234_560, -12_990, 2_000_000]);
  });

  it("keeps two identical charges on one day apart and matches them in an overlapping export", () => {
    const twice = statementOf(readQif(qif([["2026-01-05", "-4.99"], ["2026-01-05", "-4.99"]]), options())).transactions;
    const again = statementOf(readQif(qif([["2026-01-05", "-4.99"]]), options())).transactions;
    expect(twice[0].key).not.toBe(twice[1].key);
    expect(again[0].key).toBe(twice[0].key);
  });

  it("reads only the bank records of a file that also holds an investment account", () => {
    const text = `!Type:Invst\nD1/ 5'26\nNBuy\nYVANGUARD TOTAL\nT1,000.00\n^\n${qif([["1/ 6'26", "-15.49"], ["1/16'26", "-20.00"]], "CCard")}`;
    const { transactions } = statementOf(readQif(text, options()));
    expect(transactions.map((transaction) => transaction.amountMilli)).toEqual([-15490, -20000]);
    expect(transactions[0].line).toBe(lineOf(text, "D1/ 6'26"));
  });

  it("accepts a complete last record without its closing caret", () => {
    expect(dates("!Type:Bank\nD03/03/2026\nT-379.00\nPCITY OF SPRINGFIELD\n")).toEqual(["2026-03-03"]);
  });

  it("reports a file cut off inside its last record", () => {
    const text = `${qif([["2026-01-05", "-9.99"]])}D2026-02-05\nPNETF`;
    expect(errorOf(readQif(text, options()))).toEqual({ key: "statementTruncated", file: "export.qif", line: lineOf(text, "D2026-02-05") });
  });

  it("reports a date no order can read, or one the chosen order cannot", () => {
    const conflicting = qif([["13/01/2026", "-1.00"], ["01/13/2026", "-1.00"]]);
    expect(errorOf(readQif(conflicting, options()))).toMatchObject({ key: "statementBadDate", line: lineOf(conflicting, "D01/13") });
    expect(errorOf(readQif(conflicting, options("MDY")))).toMatchObject({ key: "statementBadDate", line: lineOf(conflicting, "D01/13") });
    expect(errorOf(readQif(qif([["01/02/2026", "-1.00"]]), options("YMD")))).toMatchObject({ key: "statementBadDate", line: 2 });
    expect(errorOf(readQif(qif([["someday", "-1.00"]]), options()))).toMatchObject({ key: "statementBadDate", line: 2 });
  });

  it("reports an amount it cannot read, and a record without one", () => {
    const text = qif([["2026-01-05", "-9.99"], ["2026-01-06", "-abc"]]);
    expect(errorOf(readQif(text, options()))).toMatchObject({ key: "statementBadAmount", line: lineOf(text, "D2026-01-06") });
    expect(errorOf(readQif("!Type:Bank\nhello world\n^\n", options()))).toMatchObject({ key: "statementBadAmount", line: 2 });
  });

  it("refuses a statement without a single charge", () => {
    expect(errorOf(readQif(qif([["2026-01-05", "100.00"]]), options()))).toEqual({ key: "statementNoDebits", file: "export.qif" });
  });

  it("refuses files that are not QIF, or hold only lists and investments", () => {
    expect(errorOf(readQif("Date,Description,Amount\n01/05/2026,NETFLIX,-9.99\n", options())).key).toBe("statementNotStatement");
    expect(errorOf(readQif("!Type:Cat\nNGroceries\nE\n^\n!Type:Invst\nD1/ 5'26\nNBuy\n^\n", options())).key).toBe("statementNotStatement");
  });
});

describe("looksLikeQif", () => {
  it("recognises QIF headers, after a byte-order mark or blank lines too", () => {
    expect(looksLikeQif("!Type:Bank\nD1/ 5'26\n")).toBe(true);
    expect(looksLikeQif("\uFEFF\r\n!Account\r\nNChecking\r\n")).toBe(true);
    expect(looksLikeQif("!Option:AutoSwitch\n!Account\n")).toBe(true);
  });

  it("does not claim OFX, CSV or Norma 43 files", () => {
    expect(looksLikeQif("OFXHEADER:100\nDATA:OFXSGML\n")).toBe(false);
    expect(looksLikeQif("Date,Amount\n!Type:Bank\n")).toBe(false);
    expect(looksLikeQif("1101820123012345678926010126013112000000001234569781EUR3\n")).toBe(false);
  });
});
