import { columnIndex } from "@/lib/import-export/parse/csv-parse";
import type { DecimalSeparator } from "@/lib/import-export/parse/amount-text";
import type { DateOrder } from "@/lib/import-export/parse/date-text";

/** A column by its exact header text (case aside); alternatives where banks have renamed it. */
export type PresetColumn = string | readonly string[];

export type PresetSign =
  | { kind: "signed"; amount: PresetColumn; chargesPositive?: boolean }
  | { kind: "split"; debit: PresetColumn; credit: PresetColumn }
  | { kind: "indicator"; amount: PresetColumn; indicator: PresetColumn; debitValues: readonly string[] };

/** How one bank's CSV export is laid out. Columns marked optional are used when the header has them. */
export type BankCsvPreset = {
  id: string;
  bank: string;
  date: PresetColumn;
  /** Joined in order, after the counterparty, into the transaction's label. */
  description: readonly PresetColumn[];
  sign: PresetSign;
  dateOrder: DateOrder;
  decimal: DecimalSeparator;
  /** Further headers that tell this export from a look-alike. */
  identify?: readonly PresetColumn[];
  counterparty?: PresetColumn;
  /** Where the counterparty is when it depends on the direction: who was paid, who paid. */
  payee?: PresetColumn;
  payer?: PresetColumn;
  currency?: PresetColumn;
  currencyCode?: string;
  bankId?: PresetColumn;
  kind?: PresetColumn;
  account?: PresetColumn;
  notes?: PresetColumn;
  /** Rows whose column holds one of these values are not booked (pending, reverted, declined). */
  pending?: { column: PresetColumn; values: readonly string[] };
  /** Year numbers of the Republic of China calendar (115/01/05), as Taiwanese banks write them. */
  rocYears?: boolean;
};

const SPANISH_DATE = ["Fecha", "Fecha operación", "Fecha Operación", "F. Operación", "Fecha de operación"];
const SPARKASSE_PARTY = "Beguenstigter/Zahlungspflichtiger";
const DEUTSCHE_BANK_PARTY = "Begünstigter / Auftraggeber";

export const BANK_CSV_PRESETS: readonly BankCsvPreset[] = [
  {
    id: "chase-checking", bank: "Chase (checking)", date: "Posting Date", description: ["Description"], kind: "Type",
    sign: { kind: "signed", amount: "Amount" }, identify: ["Details", "Check or Slip #"], dateOrder: "MDY", decimal: ".",
  },
  {
    id: "chase-card", bank: "Chase (credit card)", date: "Transaction Date", description: ["Description"], kind: "Type",
    sign: { kind: "signed", amount: "Amount" }, identify: ["Post Date", "Category", "Memo"], dateOrder: "MDY", decimal: ".",
  },
  {
    id: "bofa-checking", bank: "Bank of America (checking)", date: "Date", description: ["Description"],
    sign: { kind: "signed", amount: "Amount" }, identify: ["Running Bal."], dateOrder: "MDY", decimal: ".",
  },
  {
    id: "bofa-card", bank: "Bank of America (credit card)", date: "Posted Date", description: ["Payee"], bankId: "Reference Number",
    sign: { kind: "signed", amount: "Amount" }, identify: ["Address"], dateOrder: "MDY", decimal: ".",
  },
  {
    id: "capital-one-card", bank: "Capital One (credit card)", date: "Transaction Date", description: ["Description"],
    sign: { kind: "split", debit: "Debit", credit: "Credit" }, identify: ["Posted Date", "Card No."], dateOrder: "YMD", decimal: ".",
  },
  {
    id: "capital-one-360", bank: "Capital One 360", date: "Transaction Date", description: ["Transaction Description"],
    account: "Account Number", kind: "Transaction Type", dateOrder: "MDY", decimal: ".",
    sign: { kind: "indicator", amount: "Transaction Amount", indicator: "Transaction Type", debitValues: ["debit"] },
  },
  {
    id: "amex", bank: "American Express", date: "Date", description: ["Description"], identify: ["Card Member", "Account #"],
    sign: { kind: "signed", amount: "Amount", chargesPositive: true }, dateOrder: "MDY", decimal: ".",
  },
  {
    id: "amex-details", bank: "American Express", date: "Date", description: ["Description"], bankId: "Reference",
    identify: ["Extended Details", "Appears On Your Statement As"], sign: { kind: "signed", amount: "Amount", chargesPositive: true },
    dateOrder: "MDY", decimal: ".",
  },
  {
    id: "monzo", bank: "Monzo", date: "Date", counterparty: "Name", description: ["Description"], bankId: "Transaction ID", kind: "Type",
    currency: "Currency", identify: ["Emoji"], sign: { kind: "signed", amount: "Amount" }, dateOrder: "DMY", decimal: ".",
  },
  {
    id: "revolut", bank: "Revolut", date: "Completed Date", description: ["Description"], kind: "Type", currency: "Currency",
    identify: ["Started Date", "State"], sign: { kind: "signed", amount: "Amount" }, dateOrder: "YMD", decimal: ".",
    pending: { column: "State", values: ["PENDING", "REVERTED", "DECLINED", "FAILED"] },
  },
  {
    id: "n26", bank: "N26", date: "Booking Date", counterparty: "Partner Name", description: ["Payment Reference"], kind: "Type",
    identify: ["Partner Iban"], sign: { kind: "signed", amount: "Amount (EUR)" }, currencyCode: "EUR", dateOrder: "YMD", decimal: ".",
  },
  {
    id: "n26-2019", bank: "N26", date: "Date", counterparty: "Payee", description: ["Payment reference"], kind: "Transaction type",
    identify: ["Account number"], sign: { kind: "signed", amount: "Amount (EUR)" }, currencyCode: "EUR", dateOrder: "YMD", decimal: ".",
  },
  {
    id: "ing-es", bank: "ING España", date: "F. VALOR", description: ["DESCRIPCIÓN"], notes: "COMENTARIO", kind: "SUBCATEGORÍA",
    sign: { kind: "signed", amount: "IMPORTE (€)" }, currencyCode: "EUR", dateOrder: "DMY", decimal: ",",
  },
  {
    id: "es-bank", bank: "BBVA, Santander, CaixaBank", date: SPANISH_DATE, description: ["Concepto"], notes: "Observaciones",
    kind: "Movimiento", currency: "Divisa", sign: { kind: "signed", amount: ["Importe", "Importe EUR", "Importe (€)"] },
    currencyCode: "EUR", dateOrder: "DMY", decimal: ",",
  },
  {
    id: "sparkasse", bank: "Sparkasse (CSV-CAMT)", date: "Buchungstag", counterparty: SPARKASSE_PARTY, description: ["Verwendungszweck"],
    kind: "Buchungstext", currency: "Waehrung", account: "Auftragskonto", sign: { kind: "signed", amount: "Betrag" },
    pending: { column: "Info", values: ["Umsatz vorgemerkt"] }, dateOrder: "DMY", decimal: ",",
  },
  {
    id: "volksbank", bank: "Volksbank, Sparda-Bank, GLS Bank", date: "Buchungstag", counterparty: "Name Zahlungsbeteiligter",
    description: ["Verwendungszweck"], kind: "Buchungstext", currency: "Waehrung", account: "IBAN Auftragskonto",
    identify: ["Bezeichnung Auftragskonto"], sign: { kind: "signed", amount: "Betrag" }, dateOrder: "DMY", decimal: ",",
  },
  {
    id: "ing-de", bank: "ING (Deutschland)", date: "Buchung", counterparty: "Auftraggeber/Empfänger", description: ["Verwendungszweck"],
    kind: "Buchungstext", currency: "Währung", sign: { kind: "signed", amount: "Betrag" }, dateOrder: "DMY", decimal: ",",
  },
  {
    id: "dkb", bank: "DKB", date: "Buchungsdatum", payee: "Zahlungsempfänger*in", payer: "Zahlungspflichtige*r",
    description: ["Verwendungszweck"], kind: "Umsatztyp", sign: { kind: "signed", amount: "Betrag (€)" }, currencyCode: "EUR",
    pending: { column: "Status", values: ["Vorgemerkt"] }, dateOrder: "DMY", decimal: ",",
  },
  {
    id: "deutsche-bank", bank: "Deutsche Bank", date: "Buchungstag", counterparty: DEUTSCHE_BANK_PARTY, description: ["Verwendungszweck"],
    kind: "Umsatzart", currency: "Währung", sign: { kind: "split", debit: "Soll", credit: "Haben" }, dateOrder: "DMY", decimal: ",",
  },
  {
    id: "ing-nl", bank: "ING (Nederland)", date: "Datum", description: ["Naam / Omschrijving", "Mededelingen"], kind: "Mutatiesoort",
    account: "Rekening", currencyCode: "EUR", dateOrder: "YMD", decimal: ",",
    sign: { kind: "indicator", amount: "Bedrag (EUR)", indicator: "Af Bij", debitValues: ["af"] },
  },
  {
    id: "tw-bank", bank: "台灣網路銀行", date: ["交易日期", "帳務日期"], description: ["摘要"], notes: ["備註", "附言", "說明"],
    sign: { kind: "split", debit: "支出", credit: "存入" }, currencyCode: "TWD", dateOrder: "YMD", decimal: ".", rocYears: true,
  },
];

export function findColumn(header: readonly string[], column: PresetColumn | undefined): number | undefined {
  if (column === undefined) return undefined;
  for (const name of typeof column === "string" ? [column] : column) {
    const index = columnIndex(header, name);
    if (index >= 0) return index;
  }
  return undefined;
}

export function requiredColumns(preset: BankCsvPreset): PresetColumn[] {
  const { sign } = preset;
  const money = sign.kind === "split" ? [sign.debit, sign.credit] : sign.kind === "indicator" ? [sign.amount, sign.indicator] : [sign.amount];
  const parties = [preset.counterparty, preset.payee, preset.payer].filter((column) => column !== undefined);
  return [preset.date, ...preset.description, ...money, ...(preset.identify ?? []), ...parties];
}

/** The preset whose every required column the header has; the most specific when several do. */
export function bankCsvPreset(header: readonly string[]): BankCsvPreset | null {
  let best: { preset: BankCsvPreset; size: number } | null = null;
  for (const preset of BANK_CSV_PRESETS) {
    const required = requiredColumns(preset);
    if (!required.every((column) => findColumn(header, column) !== undefined)) continue;
    if (!best || required.length > best.size) best = { preset, size: required.length };
  }
  return best?.preset ?? null;
}
