import type { Currency } from "@/lib/currency/currencies";
import { parseAmount, type DecimalSeparator } from "./amount-text";
import { readPriceCurrency, splitPrice, type CurrencyReading } from "./currency-text";
import type { AmbiguousSymbol, ImportIssue, SymbolCurrencies } from "@/lib/import-export/types";

export type CurrencyCell = { currency: string; issue: ImportIssue | null; ambiguous: Omit<AmbiguousSymbol, "rows"> | null };

export function currencyFrom(reading: CurrencyReading, answers: SymbolCurrencies = {}): CurrencyCell {
  switch (reading.kind) {
    case "currency":
      return { currency: reading.currency, issue: null, ambiguous: null };
    case "ambiguous": {
      const ambiguous = { symbol: reading.symbol, currencies: reading.currencies };
      const answer: Currency | undefined = answers[reading.symbol];
      if (answer) return { currency: answer, issue: null, ambiguous };
      const issue = { field: "currency", key: "importAmbiguousCurrency", values: { symbol: reading.symbol } };
      return { currency: reading.symbol, issue, ambiguous };
    }
    case "unknown":
      return {
        currency: reading.text,
        issue: { field: "currency", key: "importUnknownCurrency", values: { currency: reading.text } },
        ambiguous: null,
      };
    case "none":
      return { currency: "", issue: { field: "currency", key: "importMissingCurrency" }, ambiguous: null };
  }
}

export type PriceCell = CurrencyCell & { price: string; priceIssue: ImportIssue | null };

export function readPriceCell(text: string, answers?: SymbolCurrencies, decimalSeparator?: DecimalSeparator): PriceCell {
  const { amount, currencyText } = splitPrice(text);
  const price = parseAmount(amount, decimalSeparator);
  const currency = currencyFrom(readPriceCurrency(currencyText), answers);
  if (text.trim() === "") return { ...currency, price: "", priceIssue: { field: "price", key: "required" } };
  if (price === null) {
    return { ...currency, price: text.trim(), priceIssue: { field: "price", key: "importUnreadablePrice", values: { value: text.trim() } } };
  }
  return { ...currency, price, priceIssue: null };
}

export function countAmbiguousSymbols(found: readonly (Omit<AmbiguousSymbol, "rows"> | null)[]): AmbiguousSymbol[] {
  const counts = new Map<string, AmbiguousSymbol>();
  for (const symbol of found) {
    if (!symbol) continue;
    const known = counts.get(symbol.symbol);
    counts.set(symbol.symbol, { ...symbol, rows: (known?.rows ?? 0) + 1 });
  }
  return [...counts.values()];
}
