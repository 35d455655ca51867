import { escapeXml, formatAmount, formatDate } from "../format";
import type { GeneratedHistory, GeneratedTransaction, TransactionKind } from "../types";
import { closingBalance, statementRows } from "./common";

export type OfxOptions = {
  /** 102: SGML with the OFXHEADER:100 block and unclosed leaf tags; 220: XML. */
  version: "102" | "220";
  account: "bank" | "creditCard";
  /** Quicken (QFX) and QuickBooks (QBO) files carry Intuit's bank id. */
  intuitBankId?: string;
};

const TRNTYPE: Readonly<Record<TransactionKind, string>> = {
  card: "POS",
  directDebit: "DIRECTDEBIT",
  salary: "DIRECTDEP",
  transferIn: "XFER",
  transferOut: "XFER",
  cardRepayment: "PAYMENT",
  refund: "CREDIT",
  atm: "ATM",
};

// NAME holds 32 characters; banks cut the descriptor there and repeat it whole in MEMO.
function nameAndMemo(row: GeneratedTransaction): { name: string; memo: string | null } {
  const payee = row.bookingText ? `${row.bookingText} ${row.payee}` : row.payee;
  if (payee.length <= 32) return { name: payee, memo: row.memo };
  return { name: payee.slice(0, 32).trimEnd(), memo: [payee, row.memo].filter(Boolean).join(" ") };
}

/** An OFX 1.02 (SGML) or 2.2 (XML) statement download, as US banks serve .ofx, .qfx and .qbo files. */
export function writeOfx(history: GeneratedHistory, options: OfxOptions): string {
  const sgml = options.version === "102";
  const rows = statementRows(history, options.account);
  const leaf = (tag: string, value: string) => `<${tag}>${escapeXml(value)}${sgml ? "" : `</${tag}>`}`;
  const when = (date: string) => (sgml ? `${formatDate(date, "YYYYMMDD")}120000.000[-5:EST]` : formatDate(date, "YYYYMMDD"));
  const amount = (milli: number) => formatAmount(milli, history.decimals);
  const creditCard = options.account === "creditCard";

  const transactions = rows.flatMap((row) => {
    const { name, memo } = nameAndMemo(row);
    const type = creditCard ? (row.amountMilli < 0 ? "DEBIT" : row.kind === "cardRepayment" ? "PAYMENT" : "CREDIT") : TRNTYPE[row.kind];
    return [
      "<STMTTRN>",
      leaf("TRNTYPE", type),
      leaf("DTPOSTED", when(row.date)),
      leaf("TRNAMT", amount(row.amountMilli)),
      leaf("FITID", row.id),
      leaf("NAME", name),
      ...(memo ? [leaf("MEMO", memo)] : []),
      "</STMTTRN>",
    ];
  });
  const [statementSet, response, statement, accountFrom] = creditCard
    ? ["CREDITCARDMSGSRSV1", "CCSTMTTRNRS", "CCSTMTRS", "CCACCTFROM"]
    : ["BANKMSGSRSV1", "STMTTRNRS", "STMTRS", "BANKACCTFROM"];
  const account = creditCard
    ? [leaf("ACCTID", history.account.number)]
    : [leaf("BANKID", history.account.bankCode), leaf("ACCTID", history.account.number), leaf("ACCTTYPE", "CHECKING")];
  const status = ["<STATUS>", leaf("CODE", "0"), leaf("SEVERITY", "INFO"), "</STATUS>"];
  const body = [
    "<OFX>",
    "<SIGNONMSGSRSV1>",
    "<SONRS>",
    ...status,
    leaf("DTSERVER", when(history.to)),
    leaf("LANGUAGE", "ENG"),
    ...(options.intuitBankId ? ["<FI>", leaf("ORG", "B1"), leaf("FID", options.intuitBankId), "</FI>", leaf("INTU.BID", options.intuitBankId)] : []),
    "</SONRS>",
    "</SIGNONMSGSRSV1>",
    `<${statementSet}>`,
    `<${response}>`,
    leaf("TRNUID", "1"),
    ...status,
    `<${statement}>`,
    leaf("CURDEF", history.currency),
    `<${accountFrom}>`,
    ...account,
    `</${accountFrom}>`,
    "<BANKTRANLIST>",
    leaf("DTSTART", when(history.from)),
    leaf("DTEND", when(history.to)),
    ...transactions,
    "</BANKTRANLIST>",
    "<LEDGERBAL>",
    leaf("BALAMT", amount(closingBalance(rows))),
    leaf("DTASOF", when(history.to)),
    "</LEDGERBAL>",
    `</${statement}>`,
    `</${response}>`,
    `</${statementSet}>`,
    "</OFX>",
  ];
  if (!sgml) {
    const header = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>', '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>'];
    return `${[...header, ...body].join("\n")}\n`;
  }
  const header = ["OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "SECURITY:NONE", "ENCODING:USASCII", "CHARSET:1252", "COMPRESSION:NONE", "OLDFILEUID:NONE", "NEWFILEUID:NONE", ""];
  return `${[...header, ...body].join("\r\n")}\r\n`;
}
