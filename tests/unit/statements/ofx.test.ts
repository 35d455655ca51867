import { describe, expect, it } from "vitest";
import { looksLikeOfx, readOfx } from "@/lib/import-export/formats/statements/ofx";
import { MAX_STATEMENT_TRANSACTIONS } from "@/lib/import-export/formats/statements/types";
import { errorOf, fixtureText, lineOf, statementOf } from "./helpers";

const options = (fileName: string) => ({ fileName, defaultCurrency: "EUR" });

function read(name: string) {
  const { text, encoding } = fixtureText(name);
  return { text, result: readOfx(text, { ...options(name), encoding }) };
}

const HEADER = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n";

function sgml(transactions: string[], curdef = "USD"): string {
  const list = transactions.map((fields) => `<STMTTRN>\n${fields}\n</STMTTRN>`).join("\n");
  return `${HEADER}<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>${curdef}\n<BANKACCTFROM><ACCTID>42</BANKACCTFROM>\n<BANKTRANLIST>\n${list}\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
}

const charge = (amount: string, fitId = "1", date = "20260105") =>
  `<TRNTYPE>DEBIT\n<DTPOSTED>${date}\n<TRNAMT>${amount}\n<FITID>${fitId}\n<NAME>NETFLIX.COM`;

describe("readOfx", () => {
  it("reads an OFX 1.02 SGML bank statement written in windows-1252", () => {
    const { text, result } = read("bank-1252.ofx");
    const statement = statementOf(result);
    expect(statement).toMatchObject({
      format: "ofx",
      encoding: "windows-1252",
      account: { id: "0123456-EOP", currency: "CAD" },
      period: { from: "2026-01-05", to: "2026-03-05" },
    });
    expect(statement.transactions).toHaveLength(6);
    expect(statement.transactions[0]).toMatchObject({
      bankId: "26005000123",
      date: "2026-01-05",
      amountMilli: -16490,
      currency: "CAD",
      label: "NETFLIX.COM",
      counterparty: "NETFLIX.COM",
      bankKind: "DEBIT",
      line: lineOf(text, "<STMTTRN>"),
    });
    expect(statement.transactions[1]).toMatchObject({
      label: "PRÉLÈVEMENT PRÉAUTORISÉ HYDRO-QUÉBEC & ÉNERGIE",
      bankKind: "DIRECTDEBIT",
      line: lineOf(text, "<STMTTRN>", 1),
    });
    expect(statement.transactions[2].amountMilli).toBe(2_150_000);
    expect(new Set(statement.transactions.map((transaction) => transaction.key)).size).toBe(6);
  });

  it("reads an OFX 2.1.1 XML credit-card statement, payee aggregate and currencies included", () => {
    const { transactions, account } = statementOf(read("card-v211.ofx").result);
    expect(account).toEqual({ id: "XXXXXXXXXXXX4242", currency: "EUR" });
    expect(transactions.map(({ date, amountMilli, currency, label }) => ({ date, amountMilli, currency, label }))).toEqual([
      { date: "2026-03-01", amountMilli: -13990, currency: "EUR", label: "Disney Plus Abonnement mensuel" },
      { date: "2026-03-06", amountMilli: -18350, currency: "EUR", label: "OPENAI *CHATGPT SUBSCR USD 20.00" },
      { date: "2026-03-12", amountMilli: -9990, currency: "USD", label: "GITHUB, INC." },
      { date: "2026-03-25", amountMilli: 250000, currency: "EUR", label: "Remboursement" },
    ]);
    expect(transactions[0].counterparty).toBe("Disney Plus");
  });

  it("reads a single-line QFX card download with Intuit tags", () => {
    const { transactions, account } = statementOf(read("card-intuit.qfx").result);
    expect(account).toEqual({ id: "4510000000007777", currency: "USD" });
    expect(transactions.map((transaction) => transaction.label)).toEqual([
      "SPOTIFY USA NEW YORK NY",
      "BLUE BOTTLE COFFEE OAKLAND CA",
      "PAYMENT - THANK YOU",
      "APPLE.COM/BILL 866-712-7753 CA",
      "AT&T *BILL PAYMENT 800-288-2020 TX",
    ]);
    expect(transactions.every((transaction) => transaction.line === 11)).toBe(true);
  });

  it("reads every account in a file, keeping the same FITID in two accounts apart", () => {
    const { transactions, account } = statementOf(read("two-accounts.qbo").result);
    expect(account).toEqual({ id: null, currency: "USD" });
    expect(transactions.map((transaction) => transaction.label)).toEqual([
      "COMCAST CABLE COMM RECURRING PAYMENT AUTHORIZED ON 01/09",
      "ONLINE TRANSFER TO CARD",
      "HULU 877-8244858 HULU.COM/BILL CA",
      "PAYMENT RECEIVED",
    ]);
    expect(transactions[0].bankId).toBe(transactions[2].bankId);
    expect(transactions[0].key).not.toBe(transactions[2].key);
  });

  it("gives the same key to the same charge in an overlapping download", () => {
    const first = statementOf(readOfx(sgml([charge("-9.99", "A1")]), options("january.ofx")));
    const second = statementOf(readOfx(sgml([charge("-9.99", "A1"), charge("-9.99", "A2", "20260205")]), options("feb.ofx")));
    expect(second.transactions[0].key).toBe(first.transactions[0].key);
    expect(second.transactions[1].key).not.toBe(first.transactions[0].key);
  });

  it("keeps both charges when a bank repeats a FITID", () => {
    const { transactions } = statementOf(readOfx(sgml([charge("-9.99", "0"), charge("-4.99", "0", "20260106")]), options("a.ofx")));
    expect(transactions.map((transaction) => transaction.bankId)).toEqual(["0", "0"]);
    expect(transactions[0].key).not.toBe(transactions[1].key);
  });

  it("reads decimal commas and explicit plus signs", () => {
    const { transactions } = statementOf(readOfx(sgml([charge("-12,99"), charge("+1500,5", "2")], "BRL"), options("a.ofx")));
    expect(transactions.map((transaction) => [transaction.amountMilli, transaction.currency])).toEqual([
      [-12990, "BRL"],
      [1_500_500, "BRL"],
    ]);
  });

  it("falls back to the default currency when CURDEF is missing", () => {
    const text = sgml([charge("-5.00")]).replace("<CURDEF>USD\n", "");
    expect(statementOf(readOfx(text, options("a.ofx"))).transactions[0].currency).toBe("EUR");
  });

  it("reports a file cut off inside a transaction at the line that transaction starts", () => {
    const { text } = fixtureText("bank-1252.ofx");
    const cut = text.slice(0, text.lastIndexOf("<TRNAMT>-16.49"));
    expect(errorOf(readOfx(cut, options("cut.ofx")))).toEqual({
      key: "statementTruncated",
      file: "cut.ofx",
      line: lineOf(text, "<STMTTRN>", 5),
    });
  });

  it("reports a file cut off after its last transaction at its last line", () => {
    const { text } = fixtureText("bank-1252.ofx");
    const cut = text.slice(0, text.indexOf("</BANKTRANLIST>"));
    expect(errorOf(readOfx(cut, options("cut.ofx")))).toMatchObject({ key: "statementTruncated", line: lineOf(text, "</BANKTRANLIST>") - 1 });
  });

  it("reports a file that ends inside a tag as cut off, however long the tag", () => {
    const text = sgml([charge("-1.00")]).replace("</BANKTRANLIST>", `<STMTTRN>\n<${"N".repeat(200_000)}`);
    expect(errorOf(readOfx(text.slice(0, text.indexOf("</STMTRS>")), options("cut.ofx")))).toMatchObject({
      key: "statementTruncated",
      line: lineOf(text, "<STMTTRN>", 1),
    });
  });

  it("reports a transaction that never closes", () => {
    const text = sgml([charge("-1.00"), charge("-2.00", "2")]).replace("</STMTTRN>", "");
    expect(errorOf(readOfx(text, options("a.ofx")))).toMatchObject({ key: "statementTruncated", line: lineOf(text, "<STMTTRN>") });
  });

  it("reports a bad date or amount with its transaction's line", () => {
    const badDate = sgml([charge("-1.00"), charge("-2.00", "2", "2026-02-30")]);
    expect(errorOf(readOfx(badDate, options("a.ofx")))).toMatchObject({ key: "statementBadDate", line: lineOf(badDate, "<STMTTRN>", 1) });
    const badAmount = sgml([charge("twelve")]);
    expect(errorOf(readOfx(badAmount, options("a.ofx")))).toMatchObject({ key: "statementBadAmount", line: lineOf(badAmount, "<STMTTRN>") });
  });

  it("refuses a statement without a single charge", () => {
    expect(errorOf(readOfx(sgml([charge("25.00")]), options("a.ofx")))).toEqual({ key: "statementNoDebits", file: "a.ofx" });
  });

  it("refuses files that are not bank or card statements", () => {
    expect(errorOf(readOfx("Date,Amount\n2026-01-05,-9.99\n", options("a.csv"))).key).toBe("statementNotStatement");
    const investments = `${HEADER}<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD<INVTRANLIST><INVBANKTRAN><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-5.00<FITID>1</STMTTRN></INVBANKTRAN></INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>`;
    expect(errorOf(readOfx(investments, options("a.ofx"))).key).toBe("statementNotStatement");
  });

  it("refuses more transactions than the limit", () => {
    const one = "<STMTTRN></STMTTRN>";
    const text = `${HEADER}<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><BANKTRANLIST>${one.repeat(MAX_STATEMENT_TRANSACTIONS + 1)}</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(errorOf(readOfx(text, options("a.ofx")))).toEqual({
      key: "statementTooManyTransactions",
      file: "a.ofx",
      values: { max: MAX_STATEMENT_TRANSACTIONS },
    });
  });
});

describe("looksLikeOfx", () => {
  it("recognises OFX 1.x headers, OFX 2.x prologs and headerless OFX", () => {
    expect(looksLikeOfx(fixtureText("bank-1252.ofx").text)).toBe(true);
    expect(looksLikeOfx(fixtureText("card-v211.ofx").text)).toBe(true);
    expect(looksLikeOfx("\n<OFX>\n<SIGNONMSGSRSV1>")).toBe(true);
  });

  it("does not claim QIF, CSV or CAMT files", () => {
    expect(looksLikeOfx("!Type:Bank\nD01/05/2026\nT-9.99\n^\n")).toBe(false);
    expect(looksLikeOfx("Date;Concepto;Importe\n05/01/2026;NETFLIX;-9,99\n")).toBe(false);
    expect(looksLikeOfx('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">')).toBe(false);
  });
});
