"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import type { ControlProps } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { isCurrency } from "@/lib/currency/currencies";
import { fitsCurrencyDecimals, parsePriceText } from "@/lib/currency/price-text";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { SubscriptionFormInput } from "@/lib/subscriptions/schema";

type PriceName = "price" | "priceChange.newPrice" | "amountMin" | "amountMax";

function shown(value: unknown, locale: string): string {
  if (value === "" || value === null || value === undefined) return "";
  const number = Number(value);
  if (typeof value === "string" && !/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  return Number.isFinite(number) ? new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }).format(number) : String(value);
}

/** Read as people write it ("11,99", "1.299,00 €", a pasted "$12"); the form holds the plain decimal. */
export function PriceInput({ name, control }: { name: PriceName; control: ControlProps }) {
  const t = useTranslations("currency.price");
  const locale = useLocale();
  const form = useFormContext<SubscriptionFormInput & { priceChange?: { newPrice: string | number } }>();
  const { ref, onChange, onBlur, value } = useController({ control: form.control, name }).field;
  const currency = useWatch({ control: form.control, name: "currency" });
  const [text, setText] = useState(() => shown(value, locale));

  const parsed = text.trim() === "" ? null : parsePriceText(text, locale);
  const amount = parsed === null ? null : Number(parsed);
  const preview =
    amount !== null && amount >= 0 && isCurrency(currency) && fitsCurrencyDecimals(amount, currency)
      ? formatMoney(amount, currency, locale)
      : null;
  const previewId = `${control.id}-read`;
  const example = isCurrency(currency) ? formatMoney(11.99, currency, locale) : "11.99";

  return (
    <div className="grid gap-1">
      <Input
        {...control}
        ref={ref}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0)}
        aria-describedby={[control["aria-describedby"], previewId].filter(Boolean).join(" ")}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const read = next.trim() === "" ? "" : parsePriceText(next, locale);
          onChange(read ?? next);
        }}
        onBlur={onBlur}
      />
      <p id={previewId} className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {preview ? t("parsed", { amount: preview }) : text.trim() === "" ? t("hint", { example }) : null}
      </p>
    </div>
  );
}
