import type { Currency } from "@/lib/currency/currencies";
import type { TransferValidationKey } from "./validation-keys";

/** As the subscription form holds its values: strings ("" when empty), the price as a plain decimal ("9.99"). */
export type ImportedValues = {
  name: string;
  brand: string;
  price: string;
  currency: string;
  startDate: string;
  endDate: string;
  cycle: string;
  iconUrl: string;
  autoRenew: boolean;
  status: string;
  trialEndsOn: string;
  pausedOn: string;
  cancelledOn: string;
  notes: string;
  websiteUrl: string;
  paymentMethod: string;
  /** Only our own backups carry these. */
  variableAmount?: boolean;
  amountMin?: string;
  amountMax?: string;
};

export type ImportedCategory = { name: string; color?: string; description?: string };
export type ImportedPriceChange = { oldPrice: string; newPrice: string; effectiveDate: string };
export type ImportedPause = { pausedOn: string; resumedOn: string };
/** As our backup writes it: dates, amounts and rates as text, null when absent. */
export type ImportedPayment = {
  dueOn: string;
  state: string;
  paidOn: string | null;
  amount: string | null;
  currency: string | null;
  rateToBase: string | null;
  baseCurrency: string | null;
  rateDate: string | null;
  note: string | null;
};
export type ImportedReminders = { enabled: boolean; leadDays: number[] | null; remindToCancel: boolean };

export type ImportIssue = { field?: string; key: string; values?: Record<string, string | number> };

export type ImportedSubscription = {
  /** 1-based data row (CSV, header not counted) or array index + 1 (JSON), for messages. */
  line: number;
  values: ImportedValues;
  category: ImportedCategory | null;
  priceChanges: ImportedPriceChange[];
  pauses: ImportedPause[];
  reminders?: ImportedReminders;
  payments?: ImportedPayment[];
  issues: ImportIssue[];
};

export type { ImportSource } from "./schema";

export type ImportError = { key: TransferValidationKey; values?: Record<string, string | number> };

export type ImportFailure = { ok: false; error: ImportError };

export type AmbiguousSymbol = { symbol: string; currencies: Currency[]; rows: number };

export type SymbolCurrencies = Partial<Record<string, Currency>>;
