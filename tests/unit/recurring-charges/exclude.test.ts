import { describe, expect, it } from "vitest";
import { dedupeTransactions } from "@/lib/recurring-charges/dedupe";
import { isTransferOrRepayment, netRefunds } from "@/lib/recurring-charges/exclude";
import { tx } from "./helpers";

describe("isTransferOrRepayment", () => {
  it.each([
    "ONLINE TRANSFER TO SAVINGS XXXXXX1234",
    "TRASPASO A CUENTA AHORRO",
    "TRANSFERENCIA A MARIA LOPEZ",
    "Umbuchung Tagesgeld",
    "Überweisung an eigenes Konto",
    "PAYMENT THANK YOU - WEB",
    "AUTOPAY PAYMENT AMEX",
    "PAGO TARJETA CREDITO 4321",
    "Kreditkartenabrechnung 03/2026",
    "信用卡費 玉山銀行",
    "網銀轉帳 822-123456",
    "ATM WITHDRAWAL 5th AVE",
    "Naar spaarrekening via eigen rekening",
  ])("leaves out %s", (label) => {
    expect(isTransferOrRepayment(tx("2026-01-01", -100, label))).toBe(true);
  });

  it.each([
    ["XFER", "Monthly savings"],
    ["PMNT/ICDT/BOOK", "Sparen"],
    ["ACMT/MDOP/XBCT", "Konto"],
    ["04", "TRANSF. A 1234"],
  ])("leaves out bank kind %s", (bankKind, label) => {
    expect(isTransferOrRepayment(tx("2026-01-01", -100, label, { bankKind }))).toBe(true);
  });

  it("leaves out a payment to the account's own holder, which the reader marks", () => {
    expect(isTransferOrRepayment(tx("2026-01-01", -500, "Max Mustermann Sparplan", { counterparty: "Max Mustermann", toOwnAccount: true }))).toBe(true);
    expect(isTransferOrRepayment(tx("2026-01-01", -500, "Max Mustermann Sparplan", { counterparty: "Max Mustermann" }))).toBe(false);
  });

  it.each([
    ["NETFLIX.COM", null],
    ["PAGO CON TARJETA SPOTIFY", null],
    ["CARD PURCHASE HULU", "POS"],
    ["SEPA-LASTSCHRIFT Vodafone GmbH", "PMNT/RDDT/ESDD"],
    ["TRANSPORTE PUBLICO ABONO MENSUAL", "12"],
  ])("keeps %s", (label, bankKind) => {
    expect(isTransferOrRepayment(tx("2026-01-01", -10, label, { bankKind }))).toBe(false);
  });
});

describe("netRefunds", () => {
  it("removes a refund together with the charge it reverses, whatever the refund is called", () => {
    for (const label of ["REFUND NETFLIX.COM", "DEVOLUCION NETFLIX.COM", "STORNO NETFLIX", "Rückerstattung Netflix", "REMBOURSEMENT NETFLIX", "退款 NETFLIX", "NETFLIX.COM"]) {
      const charge = tx("2026-02-15", -15.49, "NETFLIX.COM");
      const others = [tx("2026-01-15", -15.49, "NETFLIX.COM"), tx("2026-03-15", -15.49, "NETFLIX.COM")];
      const result = netRefunds([others[0], charge, tx("2026-02-20", 15.49, label), others[1]]);
      expect(result.charges, label).toEqual(others);
      expect(result.refunded).toEqual([charge]);
    }
  });

  it("matches a refund that says so to a charge close in amount, as after a currency conversion", () => {
    const charge = tx("2026-02-15", -10.12, "SPOTIFY");
    expect(netRefunds([charge, tx("2026-02-18", 9.87, "REFUND SPOTIFY")]).refunded).toEqual([charge]);
    expect(netRefunds([charge, tx("2026-02-18", 9.87, "SPOTIFY")]).refunded).toEqual([]);
  });

  it("looks back about two months only", () => {
    const charge = tx("2026-01-01", -15.49, "NETFLIX.COM");
    expect(netRefunds([charge, tx("2026-03-15", 15.49, "REFUND NETFLIX.COM")])).toEqual({ charges: [charge], refunded: [] });
  });

  it("reverses each charge once and drops inflows that reverse nothing", () => {
    const first = tx("2026-01-10", -9.99, "X");
    const second = tx("2026-01-11", -9.99, "X");
    const result = netRefunds([first, second, tx("2026-01-12", 9.99, "X"), tx("2026-01-12", 9.99, "X"), tx("2026-01-13", 250, "X")]);
    expect(result).toEqual({ charges: [], refunded: [second, first] });
  });
});

describe("dedupeTransactions", () => {
  it("keeps one copy of each transaction seen in overlapping files", () => {
    const january = [tx("2026-01-05", -9.99, "SPOTIFY", { key: "a" }), tx("2026-01-20", -15.49, "NETFLIX", { key: "b" })];
    const overlap = [tx("2026-01-20", -15.49, "NETFLIX", { key: "b" }), tx("2026-02-05", -9.99, "SPOTIFY", { key: "c" })];
    const result = dedupeTransactions([...january, ...overlap]);
    expect(result.transactions.map((transaction) => transaction.key)).toEqual(["a", "b", "c"]);
    expect(result.duplicatesRemoved).toBe(1);
  });
});
