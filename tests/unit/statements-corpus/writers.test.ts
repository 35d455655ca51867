import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { generateHistory } from "@/scripts/statements-corpus/generate";
import { CSV_HEADERS, writeBankCsv } from "@/scripts/statements-corpus/writers/bank-csv";
import { camtNamespace, writeCamt053 } from "@/scripts/statements-corpus/writers/camt053";
import { statementRows } from "@/scripts/statements-corpus/writers/common";
import { writeNorma43 } from "@/scripts/statements-corpus/writers/norma43";
import { writeOfx } from "@/scripts/statements-corpus/writers/ofx";
import { writeQif } from "@/scripts/statements-corpus/writers/qif";

const us = generateHistory({ seed: 21, convention: "us", months: 13, end: "2026-08-31" });
const es = generateHistory({ seed: 22, convention: "es", months: 13, end: "2026-08-31" });
const tw = generateHistory({ seed: 23, convention: "tw", months: 3, end: "2026-08-31" });
const de = generateHistory({ seed: 24, convention: "de", months: 3, end: "2026-08-31" });

const count = (text: string, needle: string) => text.split(needle).length - 1;
const lines = (text: string) => text.split("\r\n").slice(0, -1);

describe("writeOfx", () => {
  it("writes OFX 1.02 as SGML: the OFXHEADER block, unclosed leaf tags, one balanced STMTTRN per transaction", () => {
    const text = writeOfx(us, { version: "102", account: "bank" });
    expect(text.startsWith("OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n")).toBe(true);
    expect(text).toContain("CHARSET:1252\r\n");
    expect(count(text, "<STMTTRN>")).toBe(us.transactions.length);
    expect(count(text, "</STMTTRN>")).toBe(us.transactions.length);
    expect(text).not.toContain("</TRNAMT>");
    expect([...text.matchAll(/<TRNAMT>(.*)\r\n/g)].every((match) => /^-?\d+\.\d\d$/.test(match[1]))).toBe(true);
    const fitids = [...text.matchAll(/<FITID>(\S+)/g)].map((match) => match[1]);
    expect(new Set(fitids).size).toBe(us.transactions.length);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
    const names = [...text.matchAll(/<NAME>(.*)\r\n/g)].map((match) => match[1].replaceAll("&amp;", "&"));
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(32);
  });

  it("writes OFX 2.2 as XML a parser reads, and a card statement without salary or savings", () => {
    const text = writeOfx(us, { version: "220", account: "creditCard", intuitBankId: "10898" });
    expect(text).toMatch(/^<\?xml [^\n]*\n<\?OFX OFXHEADER="200" VERSION="220"/);
    const ofx = new XMLParser({ isArray: (name) => name === "STMTTRN" }).parse(text);
    const list = ofx.OFX.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS.BANKTRANLIST.STMTTRN;
    expect(list).toHaveLength(statementRows(us, "creditCard").length);
    expect(list.length).toBeLessThan(us.transactions.length);
    expect(ofx.OFX.SIGNONMSGSRSV1.SONRS["INTU.BID"]).toBe(10898);
  });
});

describe("writeQif", () => {
  it("writes !Type:Bank records closed by ^, with Quicken or day-first dates", () => {
    const quicken = lines(writeQif(us, { account: "bank", dates: "quicken" }));
    expect(quicken[0]).toBe("!Type:Bank");
    expect(quicken.filter((line) => line === "^")).toHaveLength(us.transactions.length);
    expect(quicken.filter((line) => line.startsWith("D")).every((line) => /^D\d{1,2}\/[ \d]\d'\d\d$/.test(line))).toBe(true);
    const dayFirst = lines(writeQif(es, { account: "bank", dates: "DD/MM/YYYY" }));
    expect(dayFirst.filter((line) => line.startsWith("D")).every((line) => /^D\d\d\/\d\d\/20\d\d$/.test(line))).toBe(true);
  });
});

describe("writeCamt053", () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "Ntry" });

  it.each(["02", "08"] as const)("writes version %s as XML with its namespace and one Ntry per transaction", (version) => {
    const document = parser.parse(writeCamt053(de, { version, encoding: "UTF-8" })).Document;
    expect(document["@_xmlns"]).toBe(camtNamespace(version));
    expect(camtNamespace(version)).toBe(`urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`);
    const entries = document.BkToCstmrStmt.Stmt.Ntry;
    expect(entries).toHaveLength(de.transactions.length);
    const debit = entries.find((entry: { CdtDbtInd: string }) => entry.CdtDbtInd === "DBIT");
    expect(debit.Amt["@_Ccy"]).toBe("EUR");
    expect(debit.BookgDt.Dt).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(debit.AcctSvcrRef).toBeTruthy();
    const creditor = debit.NtryDtls.TxDtls.RltdPties.Cdtr;
    expect(version === "02" ? creditor.Nm : creditor.Pty.Nm).toBeTruthy();
    expect(version === "02" ? debit.Sts : debit.Sts.Cd).toBe("BOOK");
  });

  it("escapes ampersands in names and declares the encoding it is given", () => {
    const text = writeCamt053(de, { version: "02", encoding: "ISO-8859-1" });
    expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });
});

describe("writeNorma43", () => {
  const records = lines(writeNorma43(es));

  it("writes records of exactly 80 characters in the order 11, 22 (23…), 33, 88", () => {
    expect(records.every((record) => record.length === 80)).toBe(true);
    expect(records.map((record) => record.slice(0, 2)).join(" ")).toMatch(/^11( 22( 23)*)+ 33 88$/);
    expect(records.filter((record) => record.startsWith("22"))).toHaveLength(es.transactions.length);
  });

  it("adds up: the 33 record's debit total and the 88 record's count match the movements", () => {
    const movements = records.filter((record) => record.startsWith("22"));
    const debits = movements.filter((record) => record[27] === "1").reduce((sum, record) => sum + Number(record.slice(28, 42)), 0);
    const footer = records.at(-2)!;
    expect(Number(footer.slice(20, 25))).toBe(movements.filter((record) => record[27] === "1").length);
    expect(Number(footer.slice(25, 39))).toBe(debits);
    expect(Number(records.at(-1)!.slice(20, 26))).toBe(records.length - 1);
    expect(records[0].slice(20, 32)).toBe("250801260831");
  });
});

describe("writeBankCsv", () => {
  it.each([
    ["chase", us],
    ["es", es],
    ["tw", tw],
  ] as const)("writes the %s layout's header and one row per transaction", (layout, history) => {
    const rows = lines(writeBankCsv(history, layout));
    expect(rows[0]).toBe(CSV_HEADERS[layout]);
    expect(rows).toHaveLength(history.transactions.length + 1);
  });

  it("writes Spanish amounts with a decimal comma after an account preamble, Taiwanese ones in 支出 and 存入", () => {
    const spanish = lines(writeBankCsv(es, "es", { preamble: true }));
    expect(spanish[3]).toBe(CSV_HEADERS.es);
    expect(spanish[4]).toMatch(/^\d\d\/\d\d\/20\d\d;\d\d\/\d\d\/20\d\d;.+;-?[\d.]+,\d\d;-?[\d.]+,\d\d$/);
    const taiwanese = lines(writeBankCsv(tw, "tw"));
    expect(CSV_HEADERS.tw.split(",")).toEqual(expect.arrayContaining(["支出", "存入"]));
    expect(taiwanese.some((row) => /^2026\/\d\d\/\d\d,[^,]*中華電信[^,]*,599,,/.test(row))).toBe(true);
  });
});
