import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bankCsvPreset, looksLikeBankCsv, readBankCsv, type BankCsvOptions } from "@/lib/import-export/formats/statements/bank-csv";
import type { StatementParseResult } from "@/lib/import-export/formats/statements/types";
import { errorOf, statementOf } from "./helpers";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../../fixtures/statements", name), "utf8");

function read(text: string, options: Partial<BankCsvOptions> = {}) {
  return readBankCsv(text, { fileName: "export.csv", defaultCurrency: "USD", ...options });
}

const summary = (result: StatementParseResult) =>
  statementOf(result).transactions.map((row) => [row.line, row.date, row.amountMilli, row.currency, row.label]);

describe("bank presets", () => {
  it("recognise each bank's header and tell look-alikes apart", () => {
    const presetOf = (header: string) => bankCsvPreset(header.split(","))?.id ?? null;
    expect(presetOf("Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #")).toBe("chase-checking");
    expect(presetOf("Transaction Date,Post Date,Description,Category,Type,Amount,Memo")).toBe("chase-card");
    expect(presetOf("Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit")).toBe("capital-one-card");
    expect(presetOf("Posted Date,Reference Number,Payee,Address,Amount")).toBe("bofa-card");
    expect(presetOf("Booking Date,Value Date,Partner Name,Partner Iban,Type,Payment Reference,Account Name,Amount (EUR)")).toBe("n26");
    expect(presetOf("Bezeichnung Auftragskonto,IBAN Auftragskonto,Buchungstag,Name Zahlungsbeteiligter,Verwendungszweck,Betrag,Waehrung")).toBe("volksbank");
    expect(presetOf("Date,Description,Amount")).toBeNull();
  });
});

describe("readBankCsv", () => {
  it("reads Chase checking: signed amounts, month-first dates, trailing commas", () => {
    const result = read(fixture("chase-checking.csv"));
    expect(summary(result)[0]).toEqual([2, "2026-03-02", -15490, "USD", "NETFLIX.COM NETFLIX.COM CA 03/01"]);
    expect(statementOf(result).transactions.map((row) => row.bankKind)).toContain("ACH_CREDIT");
    expect(statementOf(result).transactions).toHaveLength(6);
  });

  it("skips Bank of America's summary block and its balance-only row", () => {
    expect(summary(read(fixture("bofa-checking.csv"))).slice(0, 3)).toEqual([
      [9, "2026-01-03", -18990, "USD", "HULU 877-8244858 CA 01/02"],
      [10, "2026-01-09", -59990, "USD", "ADOBE *CREATIVE CLD 408-536-6000 CA"],
      [11, "2026-01-15", 1600000, "USD", "DIRECT DEPOSIT EMPLOYER INC DES:PAYROLL"],
    ]);
  });

  it("turns American Express charges, written as positive amounts, into debits", () => {
    const rows = statementOf(read(fixture("amex.csv"))).transactions;
    expect(rows.map((row) => row.amountMilli)).toEqual([-14950, 512330, -13990, -31270, -14950, 22500]);
  });

  it("reads Monzo: names, ids, the account currency, and lines after a note that spans two lines", () => {
    const rows = statementOf(read(fixture("monzo.csv"), { defaultCurrency: "EUR" })).transactions;
    expect(rows.map((row) => [row.line, row.date, row.amountMilli, row.currency])).toEqual([
      [2, "2026-02-01", -11990, "GBP"],
      [3, "2026-02-03", -6450, "GBP"],
      [5, "2026-02-05", 1820000, "GBP"],
      [6, "2026-02-14", -3170, "GBP"],
      [7, "2026-03-01", -11990, "GBP"],
    ]);
    expect(rows[0]).toMatchObject({
      bankId: "tx_0000AQx8b2LmZcX5d1YkVq",
      counterparty: "Spotify",
      label: "Spotify SPOTIFY P2F4A1B8C9 STOCKHOLM SWE",
      bankKind: "Card payment",
    });
  });

  it("leaves out Revolut payments that are pending or were reverted", () => {
    expect(summary(read(fixture("revolut.csv")))).toEqual([
      [2, "2026-01-05", -12990, "EUR", "Netflix"],
      [3, "2026-01-06", 300000, "EUR", "Payment from Maria Lopez"],
      [4, "2026-01-10", -14600, "EUR", "Uber"],
      [6, "2026-02-05", -12990, "EUR", "Netflix"],
    ]);
  });

  it("reads Spanish exports: decimal commas, day-first dates, semicolons, euros by default", () => {
    expect(summary(read(fixture("santander-es.csv"))).slice(0, 3)).toEqual([
      [2, "2026-02-05", -13990, "EUR", "COMPRA INTERNET EN NETFLIX.COM, AMSTERDAM, TARJ. :*123456"],
      [3, "2026-02-03", -42350, "EUR", "RECIBO VODAFONE ESPAÑA S.A.U. Nº RECIBO 0049 1234567"],
      [4, "2026-01-30", 1850000, "EUR", "TRANSFERENCIA DE ACME IBERICA, S.L., CONCEPTO NÓMINA ENERO"],
    ]);
  });

  it("finds ING España's header under its account lines and reads the amounts' own decimal point", () => {
    const rows = statementOf(read(fixture("ing-es.csv"))).transactions;
    expect(rows.map((row) => [row.line, row.date, row.amountMilli, row.bankKind])).toEqual([
      [5, "2026-03-03", -8990, "Suscripciones"],
      [6, "2026-02-28", 1850000, "Nómina"],
      [7, "2026-02-03", -8990, "Suscripciones"],
      [8, "2026-01-15", -23400, "Supermercados"],
    ]);
  });

  it("reads Sparkasse CSV-CAMT: the account, counterparty with purpose, and no pending rows", () => {
    const statement = statementOf(read(fixture("sparkasse-camt-v2.csv")));
    expect(statement.account).toEqual({ id: "DE75512108001245126199", currency: "EUR" });
    expect(summary(read(fixture("sparkasse-camt-v2.csv")))).toEqual([
      [3, "2026-02-27", 2450000, "EUR", "Kraus & Partner GmbH LOHN/GEHALT 02/2026"],
      [4, "2026-02-16", -78000, "EUR", "Stadtwerke Musterstadt GmbH Vertragsnummer 4711-0815 Strom Februar"],
      [5, "2026-02-02", -10990, "EUR", "Spotify AB Spotify P2F4A1B8C9 Spotify Premium"],
    ]);
  });

  it("reads DKB: the payee of a charge, the payer of income, and nothing still pending", () => {
    const rows = statementOf(read(fixture("dkb.csv"))).transactions;
    expect(rows.map((row) => [row.line, row.date, row.amountMilli, row.counterparty, row.label, row.currency])).toEqual([
      [7, "2026-03-03", -9990, "Disney Plus", "Disney Plus Disney Plus Abo 4711", "EUR"],
      [8, "2026-02-27", 3120500, "Beispiel GmbH", "Beispiel GmbH Gehalt Februar", "EUR"],
      [9, "2026-02-03", -9990, "Disney Plus", "Disney Plus Disney Plus Abo 4711", "EUR"],
    ]);
  });

  it("reads Deutsche Bank: Soll and Haben columns, past the preamble, ignoring the closing balance line", () => {
    expect(summary(read(fixture("deutsche-bank.csv"))).map(([line, date, amount]) => [line, date, amount])).toEqual([
      [5, "2026-02-24", -39950],
      [6, "2026-02-15", -850000],
      [7, "2026-01-30", 2450000],
      [8, "2026-01-24", -39950],
    ]);
  });

  it("reads a Taiwanese bank's withdrawal and deposit columns in New Taiwan dollars", () => {
    const rows = statementOf(read(fixture("taiwan-bank.csv"))).transactions;
    expect(rows.map((row) => [row.date, row.amountMilli, row.currency, row.label])).toEqual([
      ["2026-01-05", 35000000, "TWD", "跨行轉帳 薪資"],
      ["2026-01-08", -12480000, "TWD", "信用卡款"],
      ["2026-01-15", -390000, "TWD", "自動扣款 NETFLIX.COM"],
      ["2026-01-20", -1216000, "TWD", "電費 台灣電力公司"],
      ["2026-02-15", -390000, "TWD", "自動扣款 NETFLIX.COM"],
      ["2026-02-18", -3000000, "TWD", "ATM提款 中山分行"],
    ]);
  });

  it("reads Republic of China years as Taiwanese banks often write them", () => {
    const text = "交易日期,摘要,支出,存入\n115/01/15,自動扣款,390,\n115/02/15,自動扣款,390,\n";
    expect(statementOf(read(text)).transactions.map((row) => row.date)).toEqual(["2026-01-15", "2026-02-15"]);
  });

  it("falls back to header words in French, Dutch and German", () => {
    const french = "Date opération;Libellé;Débit;Crédit\n05/02/2026;PRLV SEPA FREE MOBILE;19,99;\n13/02/2026;VIR SALAIRE;;2 100,00\n";
    expect(summary(read(french, { defaultCurrency: "EUR" }))).toEqual([
      [2, "2026-02-05", -19990, "EUR", "PRLV SEPA FREE MOBILE"],
      [3, "2026-02-13", 2100000, "EUR", "VIR SALAIRE"],
    ]);
    const dutch = "Datum,Omschrijving,Af Bij,Bedrag\n2026-02-01,Videoland,Af,\"9,99\"\n2026-02-25,Salaris,Bij,\"2.500,00\"\n";
    expect(summary(read(dutch, { defaultCurrency: "EUR" })).map((row) => row[2])).toEqual([-9990, 2500000]);
  });

  it("asks how dates are written when they fit more than one order, then reads with the answer", () => {
    const text = "Date,Description,Amount\n03/04/2026,NETFLIX.COM,-15.49\n04/04/2026,SPOTIFY,-11.99\n";
    expect(read(text)).toEqual({ ok: false, dateOrder: { file: "export.csv", options: ["DMY", "MDY"], samples: ["03/04/2026"] } });
    expect(statementOf(read(text, { dateOrder: "MDY" })).transactions[0].date).toBe("2026-03-04");
    expect(statementOf(read(text, { dateOrder: "DMY" })).transactions[0].date).toBe("2026-04-03");
  });

  it("does not ask when every date reads the same whatever the order", () => {
    const text = "Date,Description,Amount\n2026-04-03,NETFLIX.COM,-15.49\n13/04/2026,SPOTIFY,-11.99\n";
    expect(statementOf(read(text)).transactions.map((row) => row.date)).toEqual(["2026-04-03", "2026-04-13"]);
  });

  it("reads with the columns the user picked", () => {
    const text = "When;What;Out;In\n2026-02-01;Kindle Unlimited;9,99;\n2026-02-02;Refund;;5,00\n";
    const mapping = { date: 0, description: 1, debit: 2, credit: 3, decimal: "," as const };
    expect(summary(read(text, { mapping, defaultCurrency: "EUR" })).map((row) => row[2])).toEqual([-9990, 5000]);
  });

  it("names the line of an unreadable amount or date", () => {
    const amount = "Date,Description,Amount\n2026-02-01,NETFLIX.COM,-15.49\n2026-03-01,NETFLIX.COM,15.4.9\n";
    expect(errorOf(read(amount))).toEqual({ key: "statementBadAmount", file: "export.csv", line: 3, values: { value: "15.4.9" } });
    const date = "Date,Description,Amount\n2026-02-01,NETFLIX.COM,-15.49\n2026-02-30,NETFLIX.COM,-15.49\n";
    expect(errorOf(read(date))).toMatchObject({ key: "statementBadDate", line: 3, values: { value: "2026-02-30" } });
  });

  it("refuses a file without charges, one it cannot read, and one cut inside a quoted cell", () => {
    const income = "Date,Description,Debit,Credit\n2026-02-01,SALARY,,2000.00\n";
    expect(errorOf(read(income)).key).toBe("statementNoDebits");
    expect(errorOf(read("name,price\nNetflix,15.49\n")).key).toBe("statementNotStatement");
    expect(errorOf(read('Date,Description,Amount\n2026-02-01,"NETFLIX.COM,-15.49\n2026-03-01,SPOTIFY,-11.99\n'))).toMatchObject({
      key: "statementTruncated",
      line: 2,
    });
  });
});

describe("looksLikeBankCsv", () => {
  it("recognises bank exports, not subscription lists or other files", () => {
    expect(looksLikeBankCsv(fixture("deutsche-bank.csv"))).toBe(true);
    expect(looksLikeBankCsv(fixture("taiwan-bank.csv"))).toBe(true);
    expect(looksLikeBankCsv("名稱,價格,幣別,週期\nNetflix,390,TWD,每月\n")).toBe(false);
    expect(looksLikeBankCsv(fixture("camt053-v02.xml"))).toBe(false);
  });
});
