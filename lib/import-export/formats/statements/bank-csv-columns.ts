import { simplifyHeader } from "@/lib/import-export/formats/spreadsheet/header-names";
import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import type { DateOrder } from "@/lib/import-export/parse/date-text";
import { findColumn, type BankCsvPreset } from "./bank-csv-presets";

/** Columns the user picked for a bank CSV no preset knows. Indexes count from 0 in the header row. */
export type BankCsvMapping = {
  date: number;
  description: number;
  amount?: number;
  debit?: number;
  credit?: number;
  indicator?: { column: number; debitValues: string[] };
  currency?: number;
  decimal: DecimalSeparator;
  dateOrder?: DateOrder;
  /** Card exports that list charges as positive amounts. */
  chargesPositive?: boolean;
  /** The file has no header: its first row is a transaction too. */
  firstRowIsData?: boolean;
};

export type PlanSign =
  | { kind: "signed"; amount: number; chargesPositive: boolean | "majority" }
  | { kind: "split"; debit?: number; credit?: number }
  | { kind: "indicator"; amount: number; column: number; debitValues: string[] };

export type ReadPlan = {
  date: number;
  descriptions: number[];
  sign: PlanSign;
  counterparty?: number;
  payee?: number;
  payer?: number;
  notes?: number;
  currency?: number;
  currencyCode?: string;
  bankId?: number;
  kind?: number;
  account?: number;
  pending?: { column: number; values: string[] };
  decimal?: DecimalSeparator;
  fallbackDecimal: DecimalSeparator;
  dateOrder?: DateOrder;
  rocYears?: boolean;
};

// Header words in en, es, zh-TW, de, fr and nl, compared without case, accents, spaces or punctuation.
const HEADER_WORDS = {
  date: [
    "date", "transactiondate", "bookingdate", "postingdate", "postdate", "posteddate", "fecha", "fechaoperacion", "buchung",
    "fechadeoperacion", "fechacontable", "fvalor", "fechavalor", "交易日期", "日期", "記帳日", "記帳日期", "帳務日期", "入帳日期",
    "消費日期", "buchungstag", "buchungsdatum", "datum", "wertstellung", "dateoperation", "datedeloperation", "datecomptable",
    "transactiedatum", "boekdatum",
  ],
  debit: [
    "debit", "debits", "withdrawal", "withdrawals", "moneyout", "paidout", "outflow", "cargo", "cargos", "debe", "adeudo",
    "支出", "支出金額", "提款", "提款金額", "soll", "belastung", "ausgang", "af", "debet",
  ],
  credit: [
    "credit", "credits", "deposit", "deposits", "moneyin", "paidin", "inflow", "abono", "abonos", "haber", "ingreso",
    "存入", "存入金額", "收入", "存款", "haben", "gutschrift", "eingang", "bij",
  ],
  indicator: ["debitcredit", "dc", "crdr", "drcr", "afbij", "sollhaben", "sh", "cargoabono", "借貸", "借貸別"],
  currency: ["currency", "ccy", "moneda", "divisa", "幣別", "幣種", "币别", "wahrung", "waehrung", "devise", "munt"],
  amount: ["amount", "transactionamount", "importe", "cantidad", "monto", "金額", "交易金額", "betrag", "umsatz", "montant", "bedrag"],
  description: [
    "description", "transactiondescription", "details", "memo", "payee", "narrative", "merchant", "name", "concepto",
    "descripcion", "detalle", "observaciones", "摘要", "交易摘要", "說明", "交易說明", "備註", "附言", "verwendungszweck",
    "buchungstext", "beschreibung", "beguenstigterzahlungspflichtiger", "begunstigterauftraggeber", "libelle",
    "libelleoperation", "detail", "omschrijving", "naamomschrijving", "mededelingen", "tegenpartij",
  ],
} as const;

type Role = keyof typeof HEADER_WORDS;

const BALANCE = /balance|saldo|餘額|余额|kontostand|solde|running/;
const DEBIT_WORDS = ["d", "dr", "debit", "debet", "af", "s", "soll", "debe", "cargo", "支出", "借"];

/** Exact header words first, then headers containing one ("Amount (EUR)"), never a balance column. */
export function headerColumns(header: readonly string[]): Partial<Record<Role, number>> {
  const simple = header.map(simplifyHeader);
  const found: Partial<Record<Role, number>> = {};
  const taken = new Set<number>();
  const passes = [
    (cell: string, word: string) => cell === word,
    (cell: string, word: string) => (word.length >= 5 || /\p{Script=Han}/u.test(word)) && cell.includes(word) && !BALANCE.test(cell),
  ];
  for (const matches of passes) {
    for (const role of Object.keys(HEADER_WORDS) as Role[]) {
      for (const word of HEADER_WORDS[role]) {
        if (found[role] !== undefined) break;
        const index = simple.findIndex((cell, i) => !taken.has(i) && matches(cell, word));
        if (index < 0) continue;
        found[role] = index;
        taken.add(index);
      }
    }
  }
  return found;
}

export function genericPlan(header: readonly string[], delimiter: string): ReadPlan | null {
  const found = headerColumns(header);
  if (found.date === undefined || found.description === undefined) return null;
  const sign: PlanSign | null =
    found.amount !== undefined && found.indicator !== undefined
      ? { kind: "indicator", amount: found.amount, column: found.indicator, debitValues: DEBIT_WORDS }
      : found.amount !== undefined
        ? { kind: "signed", amount: found.amount, chargesPositive: "majority" }
        : found.debit !== undefined || found.credit !== undefined
          ? { kind: "split", debit: found.debit, credit: found.credit }
          : null;
  if (!sign) return null;
  const fallbackDecimal = delimiter === ";" ? "," : ".";
  return { date: found.date, descriptions: [found.description], sign, currency: found.currency, fallbackDecimal };
}

export function presetPlan(preset: BankCsvPreset, header: readonly string[]): ReadPlan {
  const at = (column: Parameters<typeof findColumn>[1]) => findColumn(header, column);
  const { sign } = preset;
  const planSign: PlanSign =
    sign.kind === "split"
      ? { kind: "split", debit: at(sign.debit), credit: at(sign.credit) }
      : sign.kind === "indicator"
        ? { kind: "indicator", amount: at(sign.amount)!, column: at(sign.indicator)!, debitValues: [...sign.debitValues] }
        : { kind: "signed", amount: at(sign.amount)!, chargesPositive: sign.chargesPositive ?? false };
  const pendingColumn = at(preset.pending?.column);
  return {
    date: at(preset.date)!,
    descriptions: preset.description.map((column) => at(column)!),
    sign: planSign,
    counterparty: at(preset.counterparty),
    payee: at(preset.payee),
    payer: at(preset.payer),
    notes: at(preset.notes),
    currency: at(preset.currency),
    currencyCode: preset.currencyCode,
    bankId: at(preset.bankId),
    kind: at(preset.kind),
    account: at(preset.account),
    pending: pendingColumn === undefined ? undefined : { column: pendingColumn, values: [...preset.pending!.values] },
    fallbackDecimal: preset.decimal,
    dateOrder: preset.dateOrder,
    rocYears: preset.rocYears,
  };
}

export function mappingPlan(mapping: BankCsvMapping): ReadPlan {
  const sign: PlanSign =
    mapping.amount !== undefined && mapping.indicator
      ? { kind: "indicator", amount: mapping.amount, column: mapping.indicator.column, debitValues: mapping.indicator.debitValues }
      : mapping.amount !== undefined
        ? { kind: "signed", amount: mapping.amount, chargesPositive: mapping.chargesPositive ?? false }
        : { kind: "split", debit: mapping.debit, credit: mapping.credit };
  return {
    date: mapping.date,
    descriptions: [mapping.description],
    sign,
    currency: mapping.currency,
    decimal: mapping.decimal,
    fallbackDecimal: mapping.decimal,
    dateOrder: mapping.dateOrder,
  };
}
