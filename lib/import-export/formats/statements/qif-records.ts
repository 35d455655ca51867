export type QifRecord = {
  line: number;
  date: string | null;
  amount: string | null;
  payee: string | null;
  memo: string | null;
  /** False for a last record the file ends inside, before its "^". */
  terminated: boolean;
};

export type QifScan = { transactionSections: number; accountNames: string[]; records: QifRecord[] };

type Section = "transactions" | "account" | "skipped";

// Category, class, memorised-payee, price and security lists, and investment accounts, hold no
// bank transactions. Any other !Type (Bank, Cash, CCard, Oth A, Oth L, and exporters' own names) does.
const NOT_TRANSACTIONS = new Set(["invst", "cat", "class", "memorized", "prices", "security", "budget", "invitem", "template"]);

function sectionOf(header: string): Section | null {
  const type = /^!Type\s*:\s*(.*)$/i.exec(header)?.[1].trim().toLowerCase();
  if (type !== undefined) return NOT_TRANSACTIONS.has(type) ? "skipped" : "transactions";
  if (/^!Account\b/i.test(header)) return "account";
  return null;
}

export function scanQif(text: string): QifScan {
  const scan: QifScan = { transactionSections: 0, accountNames: [], records: [] };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  let section: Section = "skipped";
  let record: QifRecord | null = null;
  let amountU: string | null = null;
  let accountName: string | null = null;

  const finish = (terminated: boolean) => {
    if (record) scan.records.push({ ...record, amount: record.amount ?? amountU, terminated });
    if (accountName !== null && !scan.accountNames.includes(accountName)) scan.accountNames.push(accountName);
    record = null;
    amountU = null;
    accountName = null;
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (line === "") continue;
    if (line.startsWith("!")) {
      const next = sectionOf(line);
      if (next === null) continue;
      finish(true);
      section = next;
      if (next === "transactions") scan.transactionSections++;
      continue;
    }
    if (line === "^") {
      finish(true);
      continue;
    }
    const value = line.slice(1).trim();
    if (section === "account" && line[0] === "N") accountName ??= value;
    if (section !== "transactions") continue;
    record ??= { line: index + 1, date: null, amount: null, payee: null, memo: null, terminated: false };
    if (line[0] === "D") record.date ??= value;
    if (line[0] === "T") record.amount ??= value;
    if (line[0] === "U") amountU ??= value;
    if (line[0] === "P") record.payee ??= value;
    if (line[0] === "M") record.memo ??= value;
  }
  finish(false);
  return scan;
}
