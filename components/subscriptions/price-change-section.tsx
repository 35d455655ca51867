"use client";

import { ArrowRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatCardDate, isValidCalendarDate } from "@/lib/dates/date-only";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { priceReplacedOn } from "@/lib/subscriptions/price-change";
import type { UpdateSubscriptionFormInput } from "@/lib/subscriptions/schema";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { localToday, previewPrice } from "@/lib/subscriptions/form-values";
import { PriceInput } from "./price-input";

export function PriceChangeSection({ subscription, priceChanges }: { subscription: Subscription; priceChanges: PriceChange[] }) {
  const t = useTranslations("subscriptionForm.priceChange");
  const locale = useLocale();
  const id = useId();
  const form = useFormContext<UpdateSubscriptionFormInput>();
  const [priceChange, currency] = useWatch({ control: form.control, name: ["priceChange", "currency"] });
  const enabled = priceChange !== undefined && priceChange !== null;

  const effectiveDate = priceChange?.effectiveDate ?? "";
  const oldPrice = isValidCalendarDate(effectiveDate) ? priceReplacedOn(subscription, priceChanges, effectiveDate) : null;
  const newPrice = previewPrice(priceChange?.newPrice ?? "");
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    <section className="grid gap-4 rounded-lg border bg-muted/40 p-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-toggle`} id={`${id}-title`}>
            {t("toggle")}
          </Label>
          <p className="text-xs text-muted-foreground">{t("hint")}</p>
        </div>
        <Switch
          id={`${id}-toggle`}
          checked={enabled}
          onCheckedChange={(checked) =>
            form.setValue("priceChange", checked ? { newPrice: "", effectiveDate: localToday() } : undefined)
          }
        />
      </div>
      {enabled ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="priceChange.newPrice" label={t("newPrice")}>
              {(control) => <PriceInput name="priceChange.newPrice" control={control} />}
            </FormField>
            <FormField name="priceChange.effectiveDate" label={t("effectiveDate")}>
              {(control) => <Input type="date" {...control} {...form.register("priceChange.effectiveDate")} />}
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
