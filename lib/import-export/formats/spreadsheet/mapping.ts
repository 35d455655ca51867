import type { Currency } from "@/lib/currency/currencies";

/** Where each field comes from: a column (0-based index) or, for currency and cycle, one value for every row. */
export type SpreadsheetMapping = {
  name: number;
  price: number;
  /** `fromPrice`: the symbol or code written with each price ("NT$390", "9.99 USD"). */
  currency: { column: number } | { fixed: Currency } | { fromPrice: true };
  /** `fixed`: one of our cycle strings, e.g. "custom:months:1". */
  cycle: { column: number } | { fixed: string };
  startDate: number | null;
  /** The next payment (or end) date. */
  endDate: number | null;
  category: number | null;
  notes: number | null;
  websiteUrl: number | null;
  paymentMethod: number | null;
};

/** What the headers and values suggest; null where the user must choose. */
export type SuggestedMapping = {
  [Field in keyof SpreadsheetMapping]: SpreadsheetMapping[Field] | null;
};
