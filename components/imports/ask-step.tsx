"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCurrencyNames } from "@/components/currency/use-currency-names";
import { CURRENCIES, isCurrency, type Currency } from "@/lib/currency/currencies";
import type { AmbiguousSymbol, SymbolCurrencies } from "@/lib/import-export/preview/read-file";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";

export type CurrencyAnswers = { symbolCurrencies: SymbolCurrencies; currency?: Currency };

export function AskStep({
  symbols,
  rowsWithoutCurrency,
  answers,
  onBack,
  onNext,
}: {
  symbols: AmbiguousSymbol[];
  rowsWithoutCurrency: number;
  answers: CurrencyAnswers;
  onBack: () => void;
  onNext: (answers: CurrencyAnswers) => void;
}) {
  const t = useTranslations("imports");
  const currencyNames = useCurrencyNames();
  const id = useId();
  const [symbolCurrencies, setSymbolCurrencies] = useState<SymbolCurrencies>(() => ({
    ...Object.fromEntries(symbols.map((symbol) => [symbol.symbol, symbol.currencies[0]])),
    ...answers.symbolCurrencies,
  }));
  const [currency, setCurrency] = useState<Currency>(answers.currency ?? CURRENCIES[0]);
  const label = (code: Currency) => `${code} · ${currencyNames(code)}`;

  return (
    <StepLayout
      footer={
        <StepButtons
          back={t("preview.back")}
          onBack={onBack}
          next={t("next")}
          onNext={() => onNext({ symbolCurrencies, currency: rowsWithoutCurrency > 0 ? currency : answers.currency })}
        />
      }
    >
      <div className="grid gap-5">
        <p className="text-sm text-muted-foreground">{t("ask.description")}</p>
        {symbols.map((symbol, index) => (
          <div key={symbol.symbol} className="grid gap-2 sm:max-w-sm">
            <Label htmlFor={`${id}-${index}`}>{t("ask.symbol", { symbol: symbol.symbol, count: symbol.rows })}</Label>
            <NativeSelect
              id={`${id}-${index}`}
              value={symbolCurrencies[symbol.symbol]}
              onChange={(event) => {
                const value = event.target.value;
                if (isCurrency(value)) setSymbolCurrencies((current) => ({ ...current, [symbol.symbol]: value }));
              }}
            >
              {symbol.currencies.map((code) => (
                <option key={code} value={code}>
                  {label(code)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        {rowsWithoutCurrency > 0 ? (
          <div className="grid gap-2 sm:max-w-sm">
            <Label htmlFor={`${id}-missing`}>{t("ask.missing", { count: rowsWithoutCurrency })}</Label>
            <NativeSelect
              id={`${id}-missing`}
              value={currency}
              onChange={(event) => isCurrency(event.target.value) && setCurrency(event.target.value)}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {label(code)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
    </StepLayout>
  );
}
