import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { looksLikeNorma43, readNorma43 } from "@/lib/import-export/formats/statements/norma43";
import { errorOf, statementOf } from "./helpers";

// Spanish banks write Norma 43 in ISO-8859-1; the app decodes it before the reader sees it.
const bbva = new TextDecoder("iso-8859-1").decode(readFileSync(path.join(__dirname, "../../fixtures/statements/bbva-2026q1.n43")));
const options = { fileName: "movimientos.n43", defaultCurrency: "TWD", encoding: "iso-8859-1" };
const lines = bbva.split("\r\n");

describe("readNorma43", () => {
  it("reads movements with their concept lines, accents, signs and the account's currency", () => {
    const statement = statementOf(readNorma43(bbva, options));
    expect(statement).toMatchObject({
      format: "norma43",
      encoding: "iso-8859-1",
      account: { id: "018223700201504422", currency: "EUR" },
      period: { from: "2026-01-05", to: "2026-02-28" },
    });
    const rows = statement.transactions;
    expect(rows.map((row) => [row.line, row.date, row.amountMilli, row.bankKind])).toEqual([
      [2, "2026-01-05", -13990, "12"],
      [4, "2026-01-07", -52400, "03"],
      [7, "2026-01-30", 1850000, "15"],
      [9, "2026-02-05", -13990, "12"],
      [11, "2026-02-07", -52400, "03"],
      [14, "2026-02-12", -25000, "04"],
      [16, "2026-02-15", -19990, "12"],
      [19, "2026-02-28", -6000, "17"],
    ]);
    expect(rows[1]).toMatchObject({
      label: "TELEFÓNICA DE ESPAÑA, S.A.U. RECIBO MOVISTAR FIBRA+MÓVIL REF. MANDATO 000123456789 ENERO 2026",
      counterparty: "TELEFÓNICA DE ESPAÑA, S.A.U.",
      currency: "EUR",
      bankId: null,
    });
    expect(rows[5]).toMatchObject({ label: "BIZUM ÁLVARO MUÑOZ PEÑA CENA SÁBADO", counterparty: "ÁLVARO MUÑOZ PEÑA" });
    expect(rows[7]).toMatchObject({ label: "COMISIÓN MANT.", counterparty: null });
  });

  it("gives the same charge in the same month distinct keys, and a re-imported file the same ones", () => {
    const rows = statementOf(readNorma43(bbva, options)).transactions;
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(statementOf(readNorma43(bbva.replaceAll("\r\n", "\n"), options)).transactions.map((row) => row.key)).toEqual(rows.map((row) => row.key));
  });

  it("accepts a leading file header record and a DOS end-of-file mark", () => {
    const withHeader = `00BBVA   20260401101500000000    01N43MOVIMIENT\r\n${bbva}\u001a`;
    expect(looksLikeNorma43(withHeader)).toBe(true);
    expect(statementOf(readNorma43(withHeader, options)).transactions[0].line).toBe(3);
  });

  it("says a file without its end record was cut short", () => {
    const cut = lines.slice(0, 12).join("\r\n");
    expect(errorOf(readNorma43(cut, options))).toEqual({ key: "statementTruncated", file: "movimientos.n43", line: 12 });
    const noEnd = lines.filter((line) => !line.startsWith("88")).join("\r\n");
    expect(errorOf(readNorma43(noEnd, options))).toMatchObject({ key: "statementTruncated", line: 20 });
  });

  it("notices a movement lost from the middle by the account's own count", () => {
    const lost = lines.filter((_, index) => index !== 8 && index !== 9).join("\r\n");
    expect(errorOf(readNorma43(lost, options))).toMatchObject({ key: "statementTruncated", line: 18 });
  });

  it("names the line with an unreadable amount, date or record", () => {
    const edit = (index: number, change: (line: string) => string) => lines.map((line, i) => (i === index ? change(line) : line)).join("\r\n");
    expect(errorOf(readNorma43(edit(3, (line) => `${line.slice(0, 28)}0000000000O524${line.slice(42)}`), options))).toMatchObject({
      key: "statementBadAmount",
      line: 4,
    });
    expect(errorOf(readNorma43(edit(3, (line) => `${line.slice(0, 10)}261307${line.slice(16)}`), options))).toMatchObject({
      key: "statementBadDate",
      line: 4,
      values: { value: "261307" },
    });
    expect(errorOf(readNorma43(edit(4, (line) => `45${line.slice(2)}`), options))).toMatchObject({ key: "statementTruncated", line: 5 });
  });

  it("refuses files that do not start with an account header", () => {
    expect(errorOf(readNorma43("Fecha;Concepto;Importe\n01/02/2026;NETFLIX;-13,99\n", options)).key).toBe("statementNotStatement");
    expect(looksLikeNorma43("Fecha;Concepto;Importe\n")).toBe(false);
  });

  it("refuses an account with nothing but income", () => {
    const end = `33018223700201504422${"0".repeat(19)}00001${"185000".padStart(14, "0")}2${"338245".padStart(14, "0")}978`;
    const credits = [lines[0], lines[6], lines[7], end, lines[20]].join("\r\n");
    expect(errorOf(readNorma43(credits, options)).key).toBe("statementNoDebits");
  });
});
