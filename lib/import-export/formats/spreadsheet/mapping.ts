import type { Currency } from "@/lib/currency/currencies";

export type SpreadsheetMapping = {
  name: number;
  price: number;
  /** `fromPrice`: the symbol or code written with each price ("NT$390", "9.99 USD"). */
  currency: { column: number } | { fixed: Currency } | { fromPrice: true };
  /** `fixed`: one of our cycle strings, e.g. "custom:months:1". */
  cycle: { column: number } | { fixed: string };
  startDate: number | null;
  endDate: number | null;
  category: number | null;
  notes: number | null;
  websiteUrl: number | null;
  paymentMethod: number | null;
};

export type SuggestedMapping = {
  [Field in keyof SpreadsheetMapping]: SpreadsheetMapping[Field] | null;
};
