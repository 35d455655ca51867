import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { looksLikeCamt053, readCamt053 } from "@/lib/import-export/formats/statements/camt053";
import { errorOf, statementOf } from "./helpers";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../../fixtures/statements", name), "utf8");
const options = { fileName: "statement.xml", defaultCurrency: "TWD" };

describe("readCamt053", () => {
  it("reads a camt.053.001.02 statement: signs, counterparties, remittance text and the lines entries start on", () => {
    const statement = statementOf(readCamt053(fixture("camt053-v02.xml"), options));
    expect(statement).toMatchObject({
      format: "camt053",
      account: { id: "DE89370400440532013000", currency: "EUR" },
      period: { from: "2026-02-03", to: "2026-02-27" },
    });
    expect(statement.transactions.map(({ key: _key, ...rest }) => rest)).toEqual([
      {
        bankId: "2026020305419870001", date: "2026-02-03", amountMilli: -13990, currency: "EUR",
        label: "Netflix International B.V. Netflix.com Mitgliedschaft Februar 2026", counterparty: "Netflix International B.V.",
        bankKind: "PMNT/RDDT/ESDD", line: 58,
      },
      {
        bankId: "2026020905419870002", date: "2026-02-09", amountMilli: -10990, currency: "EUR",
        label: "PayPal Europe S.a.r.l. et Cie S.C.A 1046385530231 PP.3122.PP . Spotify AB, Ihr Einkauf bei Spotify AB",
        counterparty: "PayPal Europe S.a.r.l. et Cie S.C.A", bankKind: "PMNT/RDDT/ESDD", line: 116,
      },
      {
        bankId: "2026022505419870003", date: "2026-02-25", amountMilli: 2450000, currency: "EUR",
        label: "Kraus & Partner GmbH LOHN / GEHALT 02/26", counterparty: "Kraus & Partner GmbH", bankKind: "PMNT/RCDT/SALA", line: 158,
      },
      {
        bankId: "2026022705419870004", date: "2026-02-27", amountMilli: -203900, currency: "EUR",
        label: "KARTENZAHLUNG girocard Müller Drogerie 3821 Köln", counterparty: null, bankKind: "NMSC+106+6270+000", line: 192,
      },
    ]);
  });

  it("reads camt.053.001.08: splits a batch whose details add up, skips pending entries, spans two statements", () => {
    const statement = statementOf(readCamt053(fixture("camt053-v08.xml"), options));
    const rows = statement.transactions;
    expect(rows.map((row) => [row.date, row.amountMilli, row.counterparty, row.line])).toEqual([
      ["2026-01-05", -8990, "Amazon Payments Europe S.C.A.", 50],
      ["2026-01-12", -30000, "Hausverwaltung Schmidt", 120],
      ["2026-01-12", -12490, "Sportverein Köln e.V.", 137],
      ["2026-01-20", 120000, "Allianz Versicherungs-AG", 198],
      ["2026-02-05", -8990, "Amazon Payments Europe S.C.A.", 283],
    ]);
    expect(rows[1]).toMatchObject({ bankId: "260112DE0001235/1", label: "Hausverwaltung Schmidt Nebenkosten Januar Whg 4", bankKind: "PMNT/ICDT/ESCT" });
    expect(rows[2].bankId).toBe("260112DE0001235/2");
    expect(rows[4].bankId).toBe("E2026020500017");
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(statement.account).toEqual({ id: "DE02120300000000202051", currency: "EUR" });
  });

  it("marks a payment to the account's own holder as a transfer between their accounts, whatever the name's order and case", () => {
    const toSelf = fixture("camt053-v08.xml").replace("<Nm>Hausverwaltung Schmidt</Nm>", "<Nm>MUSTERMANN, MAX</Nm>");
    const rows = statementOf(readCamt053(toSelf, options)).transactions;
    expect(rows.map((row) => [row.counterparty, row.toOwnAccount ?? false])).toEqual([
      ["Amazon Payments Europe S.C.A.", false],
      ["MUSTERMANN, MAX", true],
      ["Sportverein Köln e.V.", false],
      ["Allianz Versicherungs-AG", false],
      ["Amazon Payments Europe S.C.A.", false],
    ]);
    const noOwner = toSelf.replace(/<Ownr>\s*<Nm>Max Mustermann<\/Nm>\s*<\/Ownr>/g, "");
    expect(statementOf(readCamt053(noOwner, options)).transactions.some((row) => row.toOwnAccount)).toBe(false);
  });

  it("gives a re-downloaded entry the same key, so overlapping files do not double-count", () => {
    const first = statementOf(readCamt053(fixture("camt053-v08.xml"), options)).transactions;
    const again = statementOf(readCamt053(fixture("camt053-v08.xml"), { ...options, fileName: "other.xml" })).transactions;
    expect(again.map((row) => row.key)).toEqual(first.map((row) => row.key));
  });

  it("keeps a batch whole when its details carry no amounts of their own", () => {
    const withoutAmounts = fixture("camt053-v08.xml").replace(/\s*<Amt Ccy="EUR">(30\.00|12\.49)<\/Amt>\s*<CdtDbtInd>DBIT<\/CdtDbtInd>/g, "");
    const rows = statementOf(readCamt053(withoutAmounts, options)).transactions;
    expect(rows[1]).toMatchObject({ amountMilli: -42490, counterparty: null, label: "SAMMELUEBERWEISUNG", bankId: "260112DE0001235", line: 93 });
  });

  it("ignores namespace prefixes and accepts any camt.053.001 version", () => {
    const prefixed = fixture("camt053-v08.xml")
      .replace(/<(\/?)([A-Za-z])/g, "<$1camt:$2")
      .replace('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"', 'xmlns:camt="urn:iso:std:iso:20022:tech:xsd:camt.053.001.13"');
    expect(looksLikeCamt053(prefixed)).toBe(true);
    expect(statementOf(readCamt053(prefixed, options)).transactions).toHaveLength(5);
  });

  it("says where a cut-off download stops", () => {
    const text = fixture("camt053-v02.xml");
    const cut = text.slice(0, text.indexOf("<AddtlNtryInf>LOHN"));
    expect(errorOf(readCamt053(cut, options))).toEqual({ key: "statementTruncated", file: "statement.xml", line: 189 });
  });

  it("says where a damaged file stops making sense", () => {
    const damaged = fixture("camt053-v02.xml").replace("</Dbtr>", "</Dbtor>");
    expect(errorOf(readCamt053(damaged, options))).toMatchObject({ key: "statementTruncated", line: 91 });
  });

  it("refuses notifications, intraday reports and files that are not XML", () => {
    const notification = fixture("camt053-v02.xml")
      .replaceAll("camt.053.001.02", "camt.054.001.02")
      .replaceAll("BkToCstmrStmt>", "BkToCstmrDbtCdtNtfctn>")
      .replaceAll("<Stmt>", "<Ntfctn>")
      .replaceAll("</Stmt>", "</Ntfctn>");
    expect(looksLikeCamt053(notification)).toBe(false);
    expect(errorOf(readCamt053(notification, options)).key).toBe("statementNotStatement");
    expect(errorOf(readCamt053("Date,Description,Amount\n", options)).key).toBe("statementNotStatement");
  });

  it("refuses a DOCTYPE rather than expanding its entities", () => {
    const entities = ['<!ENTITY a "aaaaaaaaaa">', ...Array.from({ length: 8 }, (_, i) => `<!ENTITY ${"b".repeat(i + 1)} "${"&a;".repeat(10)}">`)];
    const bomb = fixture("camt053-v02.xml").replace("<Document", `<!DOCTYPE Document [${entities.join("")}]>\n<Document`).replace("Erika Mustermann", "&bbbbbbbb;");
    expect(errorOf(readCamt053(bomb, options)).key).toBe("statementNotStatement");
  });

  it("names the entry whose amount or date cannot be read", () => {
    const text = fixture("camt053-v02.xml");
    expect(errorOf(readCamt053(text.replace(">10.99<", ">10,99.x<"), options))).toMatchObject({ key: "statementBadAmount", line: 116 });
    expect(errorOf(readCamt053(text.replace("<Dt>2026-02-25</Dt>", "<Dt>2026-02-30</Dt>"), options))).toMatchObject({
      key: "statementBadDate",
      line: 158,
      values: { value: "2026-02-30" },
    });
  });

  it("refuses a statement without a single charge", () => {
    const creditsOnly = fixture("camt053-v02.xml").replaceAll("<CdtDbtInd>DBIT</CdtDbtInd>", "<CdtDbtInd>CRDT</CdtDbtInd>");
    expect(errorOf(readCamt053(creditsOnly, options)).key).toBe("statementNoDebits");
  });
});

describe("looksLikeCamt053", () => {
  it("recognises statements and nothing else", () => {
    expect(looksLikeCamt053(fixture("camt053-v02.xml"))).toBe(true);
    expect(looksLikeCamt053("<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>")).toBe(false);
  });
});
