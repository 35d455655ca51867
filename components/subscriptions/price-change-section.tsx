"use client";

import { ArrowRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { Currency } from "@/lib/currency/currencies";
import { formatCardDate, isValidCalendarDate } from "@/lib/subscriptions/dates";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { fieldAria, FormField } from "./form-field";
import { priceReplacedOn } from "@/lib/subscriptions/price-change";
import { localToday, previewPrice, type EditSubscriptionFormValues } from "./subscription-form-values";
import { useValidationMessage } from "./use-validation-message";

type PriceChangeSectionProps = {
  subscription: Subscription;
  priceChanges: PriceChange[];
  idPrefix: string;
};

/** Records a new price from an effective date, with an old → new preview. */
export function PriceChangeSection({ subscription, priceChanges, idPrefix }: PriceChangeSectionProps) {
  const t = useTranslations("subscriptionForm.priceChange");
  const locale = useLocale();
  const message = useValidationMessage();
  const form = useFormContext<EditSubscriptionFormValues>();
  const [priceChange, currency] = useWatch({ control: form.control, name: ["priceChange", "currency"] });
  const errors = form.formState.errors.priceChange;
  const enabled = priceChange !== undefined;
  const id = (field: string) => `${idPrefix}-${field}`;
  const newPriceError = message(errors?.newPrice);
  const dateError = message(errors?.effectiveDate);

  const effectiveDate = priceChange?.effectiveDate ?? "";
  const oldPrice = isValidCalendarDate(effectiveDate)
    ? priceReplacedOn(subscription, priceChanges, effectiveDate)
    : null;
  const newPrice = previewPrice(priceChange?.newPrice ?? "");
  const money = (amount: number) => formatMoney(amount, currency as Currency, locale);

  return (
    <section className="grid gap-4 rounded-lg border bg-muted/40 p-4" aria-labelledby={id("price-change-title")}>
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={id("price-change-toggle")} id={id("price-change-title")}>
            {t("toggle")}
          </Label>
          <p className="text-xs text-muted-foreground">{t("hint")}</p>
        </div>
        <Switch
          id={id("price-change-toggle")}
          checked={enabled}
          onCheckedChange={(checked) =>
            form.setValue("priceChange", checked ? { newPrice: "", effectiveDate: localToday() } : undefined)
          }
        />
      </div>
      {enabled ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={id("new-price")} label={t("newPrice")} error={newPriceError}>
              <Input
                id={id("new-price")}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                {...fieldAria(id("new-price"), newPriceError)}
                {...form.register("priceChange.newPrice")}
              />
            </FormField>
            <FormField id={id("effective-date")} label={t("effectiveDate")} error={dateError}>
              <Input
                id={id("effective-date")}
                type="date"
                {...fieldAria(id("effective-date"), dateError)}
                {...form.register("priceChange.effectiveDate")}
              />
            </FormField>
          </div>
          <div role="status" aria-label={t("previewLabel")} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("previewLabel")}:</span>
            <span className="tabular-nums line-through decoration-muted-foreground/60">
              {oldPrice === null ? "—" : money(oldPrice)}
            </span>
            <ArrowRight aria-label={t("to")} className="size-4 text-muted-foreground" />
            <span className="font-semibold tabular-nums">{newPrice === null ? "—" : money(newPrice)}</span>
            {isValidCalendarDate(effectiveDate) ? (
              <span className="text-muted-foreground">{t("from", { date: formatCardDate(effectiveDate) })}</span>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
