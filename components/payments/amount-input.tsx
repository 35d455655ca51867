"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { ControlProps } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { currencyDecimals } from "@/lib/currency/currencies";
import { parsePriceText } from "@/lib/currency/price-text";
import type { RecordPaymentFormInput } from "@/lib/payments/schema";

function shown(value: unknown, currency: string, locale: string): string {
  if (typeof value !== "number" && (typeof value !== "string" || !/^\d+(\.\d+)?$/.test(value))) return String(value ?? "");
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: 3 }).format(Number(value));
}

/** Read as people write it ("11,99"); the form holds the plain decimal, like the subscription's price. */
export function AmountInput({ control }: { control: ControlProps }) {
  const locale = useLocale();
  const form = useFormContext<RecordPaymentFormInput>();
  const { ref, onChange, onBlur, value } = useController({ control: form.control, name: "amount" }).field;
  const [text, setText] = useState(() => shown(value, form.getValues("currency"), locale));
  return (
    <Input
      {...control}
      ref={ref}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        onChange(next.trim() === "" ? "" : (parsePriceText(next, locale) ?? next));
      }}
    />
  );
}
