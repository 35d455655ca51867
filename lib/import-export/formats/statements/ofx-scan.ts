export type OfxTransactionFields = {
  line: number;
  kind: string | null;
  posted: string | null;
  userDate: string | null;
  amount: string | null;
  fitId: string | null;
  name: string | null;
  memo: string | null;
  currency: string | null;
};

export type OfxStatementFields = { accountId: string | null; currency: string | null; transactions: OfxTransactionFields[] };

export type OfxScan =
  | { ok: true; statements: OfxStatementFields[] }
  | { ok: false; reason: "notOfx" }
  | { ok: false; reason: "truncated"; line: number };

type ScanState = {
  statements: OfxStatementFields[];
  statement: OfxStatementFields | null;
  transaction: OfxTransactionFields | null;
  currencyBlock: string | null;
  ofxOpen: boolean;
  seenOfx: boolean;
};

const TRANSACTION_LEAVES: Readonly<Record<string, keyof Omit<OfxTransactionFields, "line">>> = {
  TRNTYPE: "kind",
  DTPOSTED: "posted",
  DTUSER: "userDate",
  TRNAMT: "amount",
  FITID: "fitId",
  NAME: "name",
  PAYEE: "name",
  MEMO: "memo",
};

const LIST_ENDS = new Set(["BANKTRANLIST", "STMTRS", "CCSTMTRS", "OFX"]);
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
// Two sticky patterns, not one: a name and the rest of a tag that can match the same characters
// backtrack quadratically on a long unclosed tag. The rest stops at "<", so a stray "<" costs nothing.
const TAG_NAME = /\/?([A-Za-z][\w.-]*)/y;
const TAG_REST = /[^<>]*>/y;

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

// Indexes only ever grow while scanning, so counting line breaks as we go keeps the scan linear.
function lineCounter(text: string): (index: number) => number {
  let line = 1;
  let position = 0;
  return (index) => {
    for (; position < index; position++) {
      const code = text.charCodeAt(position);
      if (code === 10 || (code === 13 && text.charCodeAt(position + 1) !== 10)) line++;
    }
    return line;
  };
}

function markupEnd(text: string, at: number): number {
  const [terminator, from] = text.startsWith("<!--", at) ? ["-->", at + 4] : text[at + 1] === "?" ? ["?>", at + 2] : [">", at + 2];
  const end = text.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
}

function leafValue(text: string, from: number, to: number): string | null {
  return decodeEntities(text.slice(from, to < 0 ? text.length : to).trim()) || null;
}

function readLeaf(state: ScanState, name: string, text: string, from: number, to: number): void {
  const { statement, transaction } = state;
  if (transaction) {
    const field = name === "CURSYM" ? (state.currencyBlock === "CURRENCY" ? "currency" : undefined) : TRANSACTION_LEAVES[name];
    if (field && transaction[field] === null) transaction[field] = leafValue(text, from, to);
  } else if (statement && name === "CURDEF") {
    statement.currency ??= leafValue(text, from, to);
  } else if (statement && name === "ACCTID") {
    statement.accountId ??= leafValue(text, from, to);
  }
}

/** Returns the line of a transaction left open, or null. */
function openTag(state: ScanState, name: string, line: number): number | null {
  if (name === "OFX") state.ofxOpen = state.seenOfx = true;
  if (name === "STMTRS" || name === "CCSTMTRS") {
    state.statement = { accountId: null, currency: null, transactions: [] };
    state.statements.push(state.statement);
  }
  // Investment statements carry STMTTRN too (INVBANKTRAN); only bank and card statements count.
  if (name === "STMTTRN" && state.statement) {
    if (state.transaction) return state.transaction.line;
    state.transaction = { line, kind: null, posted: null, userDate: null, amount: null, fitId: null, name: null, memo: null, currency: null };
    state.statement.transactions.push(state.transaction);
  }
  if ((name === "CURRENCY" || name === "ORIGCURRENCY") && state.transaction) state.currencyBlock = name;
  return null;
}

function closeTag(state: ScanState, name: string): number | null {
  if (name === "STMTTRN") state.transaction = null;
  if (name === "STMTTRN" || name === "CURRENCY" || name === "ORIGCURRENCY") state.currencyBlock = null;
  if (LIST_ENDS.has(name) && state.transaction) return state.transaction.line;
  if (name === "STMTRS" || name === "CCSTMTRS") state.statement = null;
  if (name === "OFX") state.ofxOpen = false;
  return null;
}

// Reads OFX 1.x SGML (leaf tags never closed) and 2.x XML alike: a leaf's value runs to the next tag.
export function scanOfx(text: string): OfxScan {
  const lineAt = lineCounter(text);
  const state: ScanState = { statements: [], statement: null, transaction: null, currencyBlock: null, ofxOpen: false, seenOfx: false };
  let at = text.indexOf("<");
  while (at >= 0) {
    if (text[at + 1] === "!" || text[at + 1] === "?") {
      const end = markupEnd(text, at);
      if (end < 0) return { ok: false, reason: "truncated", line: state.transaction?.line ?? lineAt(at) };
      at = text.indexOf("<", end);
      continue;
    }
    TAG_NAME.lastIndex = at + 1;
    const name = TAG_NAME.exec(text)?.[1].toUpperCase();
    TAG_REST.lastIndex = TAG_NAME.lastIndex;
    const end = name && TAG_REST.test(text) ? TAG_REST.lastIndex : -1;
    const next = text.indexOf("<", end < 0 ? at + 1 : end);
    if (name && end >= 0) {
      const closing = text[at + 1] === "/";
      const openLine = closing ? closeTag(state, name) : openTag(state, name, lineAt(at));
      if (openLine !== null) return { ok: false, reason: "truncated", line: openLine };
      if (!closing) readLeaf(state, name, text, end, next);
    }
    at = next;
  }
  if (!state.seenOfx) return { ok: false, reason: "notOfx" };
  if (state.transaction) return { ok: false, reason: "truncated", line: state.transaction.line };
  if (state.ofxOpen) return { ok: false, reason: "truncated", line: lineAt(text.trimEnd().length) };
  return { ok: true, statements: state.statements };
}
