"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { ControlProps } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { parsePriceText } from "@/lib/currency/price-text";
import type { RecordPaymentFormInput } from "@/lib/payments/schema";

function shown(value: unknown, locale: string): string {
  if (typeof value !== "number" && (typeof value !== "string" || !/^\d+(\.\d+)?$/.test(value))) return String(value ?? "");
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }).format(Number(value));
}

/** Read as people write it ("11,99"); the form holds the plain decimal, like the subscription's price. */
export function AmountInput({ control }: { control: ControlProps }) {
  const locale = useLocale();
  const form = useFormContext<RecordPaymentFormInput>();
  const { ref, onChange, onBlur, value } = useController({ control: form.control, name: "amount" }).field;
  const [text, setText] = useState(() => shown(value, locale));
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
