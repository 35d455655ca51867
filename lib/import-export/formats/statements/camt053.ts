import { stripBom } from "@/lib/import-export/parse/limits";
import { entryRows, isBooked, type EntryRow } from "./camt053-entry";
import { withKeys } from "./common";
import { commonAccount, finishStatement, statementFailure, tooManyTransactions, type ReadOptions } from "./statement-result";
import { MAX_STATEMENT_TRANSACTIONS, type StatementAccount, type StatementParseResult, type StatementTransaction } from "./types";
import { children, isNode, text } from "./xml-text";
import { parseXml } from "./xml-tree";

// camt.052 (intraday report) and camt.054 (notifications) name their content differently, so they never match.
const STATEMENT_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?BkToCstmrStmt[\s>]/;
const STATEMENT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d+/;

// Parts of an entry nothing here reads (addresses, agents, balances, structured references): passed over unbuilt.
const UNREAD = new Set([
  "GrpHdr", "Bal", "TxsSummry", "Svcr", "RltdAgts", "PstlAdr", "DbtrAcct", "CdtrAcct", "UltmtDbtr", "UltmtCdtr",
  "RltdDts", "RltdPrc", "RltdQties", "RtrInf", "Strd", "Chrgs", "Tax", "Purp", "CardTx", "SplmtryData", "Intrst",
]);

export function looksLikeCamt053(source: string): boolean {
  const head = source.slice(0, 65536);
  return STATEMENT_ELEMENT.test(head) || STATEMENT_NAMESPACE.test(head);
}

/** The BkToCstmrStmt element, under the root or inside an envelope such as a SWIFT business message. */
function statementRoot(node: unknown, depth = 0): unknown {
  if (!isNode(node) || depth > 3) return undefined;
  if (node.BkToCstmrStmt !== undefined) return node.BkToCstmrStmt;
  for (const value of Object.values(node)) {
    const found = statementRoot(Array.isArray(value) ? value[0] : value, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function accountOf(statement: unknown): StatementAccount {
  const id = text(statement, "Acct", "Id", "IBAN") ?? text(statement, "Acct", "Id", "Othr", "Id");
  return { id, currency: text(statement, "Acct", "Ccy")?.toUpperCase() ?? null };
}

/** A person's name as its words in any order and case: "MUSTERMANN, Max" is "Max Mustermann". */
function nameWords(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(" ");
}

/** Marks a transaction whose other party is the account's holder: a transfer between their own accounts. */
function ownAccountCheck(statement: unknown): (transaction: StatementTransaction) => StatementTransaction {
  const owner = nameWords(text(statement, "Acct", "Ownr", "Nm") ?? "");
  if (owner === "") return (transaction) => transaction;
  return (transaction) => (transaction.counterparty && nameWords(transaction.counterparty) === owner ? { ...transaction, toOwnAccount: true } : transaction);
}

export function readCamt053(input: string, options: ReadOptions): StatementParseResult {
  const file = options.fileName;
  const source = stripBom(input);
  if (!source.trimStart().startsWith("<") || !STATEMENT_ELEMENT.test(source)) return statementFailure(file, "statementNotStatement");
  const tree = parseXml(source, { lined: ["Ntry", "TxDtls"], skipped: UNREAD });
  if (!tree.ok) return statementFailure(file, tree.problem === "doctype" ? "statementNotStatement" : "statementTruncated", tree.line);
  const statements = children(statementRoot(tree.root), "Stmt");
  if (statements.length === 0) return statementFailure(file, "statementNotStatement");

  const accounts: StatementAccount[] = [];
  const transactions: StatementTransaction[] = [];
  for (const statement of statements) {
    const account = accountOf(statement);
    accounts.push(account);
    const entries = children(statement, "Ntry");
    if (transactions.length + entries.length > MAX_STATEMENT_TRANSACTIONS) {
      return tooManyTransactions(file);
    }
    const rows: EntryRow[] = [];
    for (const entry of entries) {
      if (!isBooked(entry)) continue;
      const line = tree.lineOf(entry) ?? 1;
      const read = entryRows(entry, { line, lineOf: tree.lineOf, accountCurrency: account.currency });
      if (!read.ok) return statementFailure(file, read.key, line, read.values);
      for (const row of read.rows) rows.push(row);
    }
    const marked = ownAccountCheck(statement);
    for (const transaction of withKeys(account.id, rows)) transactions.push(marked(transaction));
  }
  return finishStatement("camt053", options, commonAccount(accounts), transactions);
}
