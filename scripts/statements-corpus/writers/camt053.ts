import { escapeXml, formatAmount } from "../format";
import type { GeneratedHistory, GeneratedTransaction, TransactionKind } from "../types";
import { closingBalance, openingBalance } from "./common";

export type CamtOptions = {
  /** 02 is what most banks still send; 08 is what German banks switched to in November 2025. */
  version: "02" | "08";
  /** The prolog's encoding; a few banks still write ISO-8859-1. */
  encoding: "UTF-8" | "ISO-8859-1";
};

export const camtNamespace = (version: CamtOptions["version"]) => `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`;

// ISO 20022 bank transaction codes: domain PMNT, then family and sub-family.
const BANK_CODE: Readonly<Record<TransactionKind, [string, string]>> = {
  card: ["CCRD", "POSD"],
  directDebit: ["RDDT", "ESDD"],
  salary: ["RCDT", "SALA"],
  transferIn: ["RCDT", "ESCT"],
  transferOut: ["ICDT", "STDO"],
  cardRepayment: ["RDDT", "ESDD"],
  refund: ["CCRD", "RIMB"],
  atm: ["CCRD", "CWDL"],
};

type XmlNode = { tag: string; attributes: string; content: string | XmlNode[] };
const el = (tag: string, content: string | XmlNode | XmlNode[], attributes = ""): XmlNode => ({
  tag,
  attributes,
  content: typeof content === "string" || Array.isArray(content) ? content : [content],
});

function serialise(node: XmlNode, depth: number, out: string[]): void {
  const pad = "  ".repeat(depth);
  if (typeof node.content === "string") {
    out.push(`${pad}<${node.tag}${node.attributes}>${escapeXml(node.content)}</${node.tag}>`);
    return;
  }
  out.push(`${pad}<${node.tag}${node.attributes}>`);
  for (const child of node.content) serialise(child, depth + 1, out);
  out.push(`${pad}</${node.tag}>`);
}

function entry(row: GeneratedTransaction, history: GeneratedHistory, version: CamtOptions["version"]): XmlNode {
  const debit = row.amountMilli < 0;
  const [family, subFamily] = BANK_CODE[row.kind];
  // Version 08 wraps the status in a code and each party in Pty.
  const party = (name: string) => (version === "02" ? el("Nm", name) : el("Pty", el("Nm", name)));
  const details: XmlNode[] = [
    el("Refs", [el("EndToEndId", row.kind === "card" ? "NOTPROVIDED" : `E2E${row.id}`), ...(row.kind === "directDebit" ? [el("MndtId", `M-${row.payee.slice(0, 6).toUpperCase().replace(/\W/g, "")}-01`)] : [])]),
    el("RltdPties", el(debit ? "Cdtr" : "Dbtr", party(row.payee))),
    ...(row.memo ? [el("RmtInf", el("Ustrd", row.memo))] : []),
  ];
  return el("Ntry", [
    el("Amt", formatAmount(row.amountMilli, history.decimals, { signed: false }), ` Ccy="${history.currency}"`),
    el("CdtDbtInd", debit ? "DBIT" : "CRDT"),
    version === "02" ? el("Sts", "BOOK") : el("Sts", el("Cd", "BOOK")),
    el("BookgDt", el("Dt", row.date)),
    el("ValDt", el("Dt", row.date)),
    el("AcctSvcrRef", row.id),
    el("BkTxCd", el("Domn", [el("Cd", "PMNT"), el("Fmly", [el("Cd", family), el("SubFmlyCd", subFamily)])])),
    el("NtryDtls", el("TxDtls", details)),
    ...(row.bookingText ? [el("AddtlNtryInf", row.bookingText)] : []),
  ]);
}

function balance(code: "OPBD" | "CLBD", milli: number, date: string, history: GeneratedHistory): XmlNode {
  return el("Bal", [
    el("Tp", el("CdOrPrtry", el("Cd", code))),
    el("Amt", formatAmount(milli, history.decimals, { signed: false }), ` Ccy="${history.currency}"`),
    el("CdtDbtInd", milli < 0 ? "DBIT" : "CRDT"),
    el("Dt", el("Dt", date)),
  ]);
}

/** A CAMT.053 bank-to-customer statement covering the whole history, as a German or Dutch bank exports it. */
export function writeCamt053(history: GeneratedHistory, options: CamtOptions): string {
  const created = `${history.to}T22:00:00+01:00`;
  const statement = el("Stmt", [
    el("Id", `STMT-${history.to.replaceAll("-", "")}-${history.seed}`),
    el("ElctrncSeqNb", String(history.seed % 1000)),
    el("CreDtTm", created),
    el("FrToDt", [el("FrDtTm", `${history.from}T00:00:00+01:00`), el("ToDtTm", `${history.to}T23:59:59+01:00`)]),
    el("Acct", [
      el("Id", el("IBAN", history.account.number)),
      el("Ccy", history.currency),
      el("Ownr", el("Nm", history.account.holder)),
      el("Svcr", el("FinInstnId", el(options.version === "02" ? "BIC" : "BICFI", history.account.bankCode))),
    ]),
    balance("OPBD", openingBalance(history.transactions), history.from, history),
    balance("CLBD", closingBalance(history.transactions), history.to, history),
    ...history.transactions.map((row) => entry(row, history, options.version)),
  ]);
  const document = el(
    "Document",
    el("BkToCstmrStmt", [el("GrpHdr", [el("MsgId", `MSG-${history.seed}-${history.to}`), el("CreDtTm", created)]), statement]),
    ` xmlns="${camtNamespace(options.version)}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
  );
  const out = [`<?xml version="1.0" encoding="${options.encoding}"?>`];
  serialise(document, 0, out);
  return `${out.join("\n")}\n`;
}
