import { amountMilli } from "./common";
import { isCalendarDate } from "./statement-result";
import type { StatementErrorKey, StatementTransaction } from "./types";
import { attribute, child, children, text } from "./xml-text";

export type EntryRow = Omit<StatementTransaction, "key">;
export type EntryContext = { line: number; lineOf: (node: unknown) => number | undefined; accountCurrency: string | null };
export type EntryResult =
  | { ok: true; rows: EntryRow[] }
  | { ok: false; key: StatementErrorKey; values?: Record<string, string> };

// German banks fill empty references with these instead of leaving them out.
const PLACEHOLDERS = new Set(["NOTPROVIDED", "NONREF", "NONE"]);

function reference(node: unknown, ...path: string[]): string | null {
  const found = text(node, ...path);
  return found && !PLACEHOLDERS.has(found.toUpperCase()) ? found : null;
}

/** v02 writes `<Sts>BOOK</Sts>`, v08 `<Sts><Cd>BOOK</Cd></Sts>`; pending and information-only entries may never book. */
export function isBooked(entry: unknown): boolean {
  const status = text(entry, "Sts") ?? text(entry, "Sts", "Cd") ?? text(entry, "Sts", "Prtry");
  return status === null || status.toUpperCase() === "BOOK";
}

function bookingDate(entry: unknown): { date: string } | { bad: string } {
  const written = [["BookgDt", "Dt"], ["BookgDt", "DtTm"], ["ValDt", "Dt"], ["ValDt", "DtTm"]]
    .map((path) => text(entry, ...path))
    .find((value) => value !== null);
  const date = written?.slice(0, 10) ?? "";
  return isCalendarDate(date) ? { date } : { bad: written ?? "" };
}

function transactionCode(node: unknown): string | null {
  const domain = text(node, "BkTxCd", "Domn", "Cd");
  if (domain === null) return text(node, "BkTxCd", "Prtry", "Cd");
  const family = [text(node, "BkTxCd", "Domn", "Fmly", "Cd"), text(node, "BkTxCd", "Domn", "Fmly", "SubFmlyCd")];
  return [domain, ...family].filter((part) => part !== null).join("/");
}

/** Who took the money on a debit, who sent it on a credit; v08 nests the name one level deeper. */
function counterpartyOf(detail: unknown, debit: boolean): string | null {
  const party = child(detail, "RltdPties", debit ? "Cdtr" : "Dbtr");
  return text(party, "Nm") ?? text(party, "Pty", "Nm");
}

function describe(entry: unknown, detail: unknown, debit: boolean): Pick<EntryRow, "counterparty" | "label"> {
  const counterparty = counterpartyOf(detail, debit);
  const lines = children(child(detail, "RmtInf"), "Ustrd").map((line) => text(line));
  const remittance = lines.filter((line) => line !== null).join(" ") || null;
  const parts = [counterparty, remittance].filter((part) => part !== null);
  // The entry's free text is often only the booking kind ("LASTSCHRIFT"): kept when little else is said.
  const extra = text(entry, "AddtlNtryInf") ?? text(detail, "AddtlTxInf");
  if (extra && parts.length < 2 && !parts.some((part) => part.includes(extra))) parts.push(extra);
  return { counterparty, label: parts.join(" ") };
}

function refused(key: StatementErrorKey, value: string): EntryResult {
  return { ok: false, key, values: { value } };
}

function signed(milli: number, debit: boolean): number {
  return debit ? -Math.abs(milli) : Math.abs(milli);
}

/** A batch is split only when its details carry amounts in the entry's currency that add up to the entry. */
function batchAmounts(details: unknown[], total: number, currency: string, debit: boolean): number[] | null {
  if (details.length < 2) return null;
  const amounts: number[] = [];
  for (const detail of details) {
    const node = child(detail, "Amt") ?? child(detail, "AmtDtls", "TxAmt", "Amt");
    const milli = amountMilli(text(node) ?? "", ".");
    const nodeCurrency = attribute(node, "Ccy");
    if (milli === null || (nodeCurrency !== null && nodeCurrency.toUpperCase() !== currency)) return null;
    const direction = text(detail, "CdtDbtInd");
    amounts.push(signed(milli, direction === null ? debit : direction === "DBIT"));
  }
  return amounts.reduce((sum, amount) => sum + amount, 0) === total ? amounts : null;
}

export function entryRows(entry: unknown, context: EntryContext): EntryResult {
  const amountNode = child(entry, "Amt");
  const amountText = text(amountNode) ?? "";
  const magnitude = amountMilli(amountText, ".");
  const direction = text(entry, "CdtDbtInd");
  if (magnitude === null || (direction !== "DBIT" && direction !== "CRDT")) {
    return refused("statementBadAmount", `${amountText} ${direction ?? ""}`.trim());
  }
  const currency = (attribute(amountNode, "Ccy") ?? context.accountCurrency)?.toUpperCase();
  if (!currency) return refused("statementNoCurrency", "");
  const booked = bookingDate(entry);
  if ("bad" in booked) return refused("statementBadDate", booked.bad);

  const debit = direction === "DBIT";
  const total = signed(magnitude, debit);
  const details = children(entry, "NtryDtls").flatMap((group) => children(group, "TxDtls"));
  const kind = transactionCode(entry) ?? (details.length > 0 ? transactionCode(details[0]) : null);
  const entryId = reference(entry, "AcctSvcrRef") ?? reference(entry, "NtryRef");
  const row = (detail: unknown, amount: number, bankId: string | null, bankKind: string | null, line: number): EntryRow => {
    const { counterparty, label } = describe(entry, detail, amount < 0 || (amount === 0 && debit));
    return { bankId, date: booked.date, amountMilli: amount, currency, label: label || (bankKind ?? ""), counterparty, bankKind, line };
  };

  const split = batchAmounts(details, total, currency, debit);
  if (split) {
    const rows = details.map((detail, index) => {
      const bankId = reference(detail, "Refs", "AcctSvcrRef") ?? (entryId ? `${entryId}/${index + 1}` : null);
      return row(detail, split[index], bankId, transactionCode(detail) ?? kind, context.lineOf(detail) ?? context.line);
    });
    return { ok: true, rows };
  }
  const names = new Set(details.map((detail) => counterpartyOf(detail, debit)));
  const lead = details.length === 1 || (names.size === 1 && !names.has(null)) ? details[0] : undefined;
  const bankId = entryId ?? (details.length === 1 ? reference(details[0], "Refs", "AcctSvcrRef") : null);
  return { ok: true, rows: [row(lead, total, bankId, kind, context.line)] };
}
