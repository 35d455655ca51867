"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ControlProps } from "@/components/form/form";
import { SearchableSelect } from "@/components/form/searchable-select";
import { isCurrency, type Currency } from "@/lib/currency/currencies";
import { currencyOptions } from "@/lib/currency/names";

type Props = Partial<ControlProps> & {
  value: string;
  onChange: (currency: Currency) => void;
  name?: string;
};

export function CurrencySelect({ value, onChange, ...field }: Props) {
  const t = useTranslations("currency.picker");
  const locale = useLocale();
  const selected = isCurrency(value) ? currencyOptions(locale).find((option) => option.value === value) : undefined;
  return (
    <SearchableSelect
      {...field}
      value={value}
      selectedLabel={selected?.label ?? value}
      getOptions={() => currencyOptions(locale)}
      onChange={(next) => isCurrency(next) && onChange(next)}
      placeholder={t("currencyPlaceholder")}
    />
  );
}
