import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readStatementFile } from "@/lib/statement-import/read/read-file";
import { StatementSession } from "@/lib/statement-import/read/session";
import { sha256Hex } from "@/lib/statement-import/read/sha256";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../e2e/fixtures/statements/${name}`, import.meta.url)));
const shared = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);
const OPTIONS = { defaultCurrency: "EUR" };

async function input(id: string, name: string, bytes: Uint8Array) {
  return { id, name, bytes, sha256: await sha256Hex(bytes) };
}

describe("reading dropped statements", () => {
  it("recognises each format by its content first, its extension second", () => {
    const formats = [
      readStatementFile(fixture("checking-2025.ofx"), "download.txt", OPTIONS),
      readStatementFile(shared("camt053-v02.xml"), "statement", OPTIONS),
      readStatementFile(shared("checking-quicken.qif"), "quicken.dat", OPTIONS),
      readStatementFile(shared("bbva-2026q1.n43"), "bbva.txt", OPTIONS),
      readStatementFile(shared("chase-checking.csv"), "activity.csv", OPTIONS),
    ].map((result) => (result.ok ? result.statement.format : result));
    expect(formats).toEqual(["ofx", "camt053", "qif", "norma43", "csv"]);
  });

  it("names the file and the line of a truncated statement, and refuses what is no statement", () => {
    const ofx = new TextDecoder().decode(fixture("checking-2025.ofx"));
    const cut = text(ofx.slice(0, ofx.indexOf("<STMTTRN>", 4000) + 20));
    const truncated = readStatementFile(cut, "cut.ofx", OPTIONS);
    expect(truncated.ok).toBe(false);
    expect(!truncated.ok && "error" in truncated && truncated.error).toMatchObject({ key: "statementTruncated", file: "cut.ofx", line: expect.any(Number) });

    const camt = new TextDecoder().decode(shared("camt053-v02.xml"));
    const halfXml = readStatementFile(text(camt.slice(0, Math.floor(camt.length / 2))), "camt-march.xml", OPTIONS);
    expect(!halfXml.ok && "error" in halfXml && halfXml.error).toMatchObject({ key: "statementTruncated", file: "camt-march.xml", line: expect.any(Number) });

    expect(readStatementFile(text("Dear customer,\nyour card is ready.\n"), "letter.txt", OPTIONS)).toEqual({
      ok: false,
      error: { key: "statementNotStatement", file: "letter.txt" },
    });
    // Two columns cannot hold a date, a label and an amount: there is nothing to map.
    expect(readStatementFile(text("Fruit;Colour\nApple;Red\n"), "fruit.csv", OPTIONS)).toEqual({
      ok: false,
      error: { key: "statementNotStatement", file: "fruit.csv" },
    });
    expect(readStatementFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), "statement.pdf", OPTIONS)).toMatchObject({
      ok: false,
      error: { key: "statementNotStatement", file: "statement.pdf" },
    });
  });

  it("asks which columns hold what in a CSV no bank layout matches, then reads it with the columns chosen", async () => {
    const session = new StatementSession();
    const rows = ["Booked on;Shop;Money spent;Money received;Running total"];
    for (let month = 1; month <= 6; month++) rows.push(`2025-0${month}-14;Netflix.com;15,49;;${1000 - month * 15},00`);
    rows.push("2025-06-25;Payroll;;2500,00;3410,00");
    const csv = await input("4", "mybank.csv", text(rows.join("\n")));

    const asked = session.read(csv, OPTIONS);
    expect(asked).toEqual({
      id: "4",
      name: "mybank.csv",
      status: "map",
      header: ["Booked on", "Shop", "Money spent", "Money received", "Running total"],
      rows: expect.arrayContaining([["2025-01-14", "Netflix.com", "15,49", "", "985,00"]]),
    });
    expect(asked.status === "map" && asked.rows).toHaveLength(5);
    expect(session.detect(["4"], "2025-07-01").detection.charges).toEqual([]);

    const mapping = { date: 0, description: 1, debit: 2, credit: 3, decimal: "," as const };
    expect(session.read(csv, { ...OPTIONS, mapping })).toMatchObject({ status: "read", format: "csv", transactionCount: 7, period: { from: "2025-01-14", to: "2025-06-25" } });
    const { detection } = session.detect(["4"], "2025-07-01");
    expect(detection.charges.map((charge) => [charge.merchantKey, charge.amountMilli, charge.charges.length])).toEqual([["NETFLIX", 15490, 6]]);
  });

  it("reads the first row of a file with no header as a transaction when the user says so", async () => {
    const session = new StatementSession();
    const lines = [1, 2, 3, 4].map((month) => `2025-0${month}-14,NETFLIX.COM,-15.49`);
    const csv = await input("6", "export.csv", text(lines.join("\n")));
    expect(session.read(csv, OPTIONS)).toMatchObject({ status: "map", header: ["2025-01-14", "NETFLIX.COM", "-15.49"] });
    const mapping = { date: 0, description: 1, amount: 2, decimal: "." as const };
    expect(session.read(csv, { ...OPTIONS, mapping })).toMatchObject({ status: "read", transactionCount: 3, period: { from: "2025-02-14" } });
    expect(session.read(csv, { ...OPTIONS, mapping: { ...mapping, firstRowIsData: true } })).toMatchObject({
      status: "read",
      transactionCount: 4,
      period: { from: "2025-01-14", to: "2025-04-14" },
    });
  });

  it("names the file and the line when the columns chosen cannot be read", async () => {
    const session = new StatementSession();
    const csv = await input("5", "mybank.csv", text("Booked on;Shop;Money spent;Money received\n2025-01-14;Netflix.com;15,49;\n2025-02-14;Netflix.com;15,49;\n"));
    expect(session.read(csv, { ...OPTIONS, mapping: { date: 1, description: 0, amount: 2, decimal: "," } })).toEqual({
      id: "5",
      name: "mybank.csv",
      status: "error",
      error: { key: "statementCsvLayout", file: "mybank.csv", line: 2 },
    });
    expect(session.read(csv, { ...OPTIONS, mapping: { date: 0, description: 2, amount: 1, decimal: "," } })).toMatchObject({
      status: "error",
      error: { key: "statementBadAmount", file: "mybank.csv", line: 2, values: { value: "Netflix.com" } },
    });
  });

  it("asks for the date order of a file whose dates fit more than one, then reads it in the order chosen", async () => {
    const session = new StatementSession();
    const csv = await input("2", "checking-2026.csv", fixture("checking-2026.csv"));
    const asked = session.read(csv, OPTIONS);
    expect(asked).toMatchObject({ status: "ask", options: ["DMY", "MDY"] });
    const read = session.read(csv, { ...OPTIONS, dateOrder: "DMY" });
    expect(read).toMatchObject({ status: "read", format: "csv", period: { from: "2025-10-01", to: "2026-03-12" } });
  });

  it("reads the same file once, and finds the recurring charges across overlapping files", async () => {
    const session = new StatementSession();
    const ofx = await input("1", "checking-2025.ofx", fixture("checking-2025.ofx"));
    const csv = await input("2", "checking-2026.csv", fixture("checking-2026.csv"));
    expect(session.read(ofx, OPTIONS)).toMatchObject({ status: "read", sha256: expect.stringMatching(/^[0-9a-f]{64}$/), transactionCount: 95 });
    expect(session.read({ ...ofx, id: "3", name: "copy.ofx" }, OPTIONS)).toEqual({ id: "3", name: "copy.ofx", status: "same", sameAs: "checking-2025.ofx" });
    session.read(csv, { ...OPTIONS, dateOrder: "DMY" });

    const { detection, coverage } = session.detect(["1", "2"], "2026-03-20");
    const found = Object.fromEntries(detection.charges.map((charge) => [charge.merchantKey, [charge.cadence, charge.amountMilli, charge.charges.length]]));
    expect(found).toMatchObject({
      NETFLIX: ["monthly", 15490, 13],
      SPOTIFY: ["monthly", 11990, 13],
      "IRON GYM MEMBERSHIP": ["monthly", 30000, 13],
      "VC STREAMPLUS": ["monthly", 7990, 13],
      "CITY PARKING GARAGE": ["monthly", 45000, 13],
      NAMECHEAP: ["yearly", 12980, 2],
    });
    expect(detection.charges.find((charge) => charge.merchantKey === "SPOTIFY")?.priceChanges).toEqual([{ date: "2026-01-05", fromMilli: 9990, toMilli: 11990 }]);
    // Thirteen charges a month apart span a little over twelve months: a yearly one could still hide.
    expect(coverage).toEqual({ monthsCovered: 12.4, yearlyMayBeMissing: true });
    expect(detection.charges.map((charge) => charge.merchantKey)).not.toContain("WHOLE FOODS MARKET");
  });
});
