import type { Currency } from "@/lib/currency/currencies";
import type { TransferValidationKey } from "./validation-keys";

/**
 * A row ready for the subscription form and its schema (`createSubscriptionSchema`), as the form
 * holds it: text fields as strings ("" when empty), the price as a plain decimal such as "9.99".
 * The category is carried by name beside it; the importer resolves it to an id.
 */
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
};

export type ImportedCategory = { name: string; color?: string; description?: string };
export type ImportedPriceChange = { oldPrice: string; newPrice: string; effectiveDate: string };
export type ImportedPause = { pausedOn: string; resumedOn: string };
/** A subscription's own reminder choices; absent when it follows the user's defaults. */
export type ImportedReminders = { enabled: boolean; leadDays: number[] | null; remindToCancel: boolean };

/** A problem found while reading a row, named by a key of the `validation` messages. */
export type ImportIssue = { field?: string; key: string; values?: Record<string, string | number> };

export type ImportedSubscription = {
  /** 1-based data row (CSV, header not counted) or array index + 1 (JSON), for messages. */
  line: number;
  values: ImportedValues;
  category: ImportedCategory | null;
  priceChanges: ImportedPriceChange[];
  pauses: ImportedPause[];
  reminders?: ImportedReminders;
  issues: ImportIssue[];
};

export type { ImportSource } from "./schema";

/** Why a whole file was refused. */
export type ImportError = { key: TransferValidationKey; values?: Record<string, string | number> };

export type ImportFailure = { ok: false; error: ImportError };

/** A symbol that more than one of our currencies writes ("$": USD or TWD), to ask the user about once. */
export type AmbiguousSymbol = { symbol: string; currencies: Currency[]; rows: number };

/** The user's answers: which currency each ambiguous symbol stands for. */
export type SymbolCurrencies = Partial<Record<string, Currency>>;
