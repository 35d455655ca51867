"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { CURRENCIES } from "@/lib/currency/currencies";
import type { Category } from "@/lib/subscriptions/types";
import { BillingCycleField } from "./billing-cycle-field";
import { BrandCombobox } from "./brand-combobox";
import { fieldAria, FormField } from "./form-field";
import { SubscriptionIcon } from "./subscription-icon";
import {
  iconAfterPick,
  NO_CATEGORY,
  proposedEndDate,
  type SubscriptionFormValues,
} from "./subscription-form-values";
import { useValidationMessage } from "./use-validation-message";

export function SubscriptionFormFields({ idPrefix, categories }: { idPrefix: string; categories: Category[] }) {
  const t = useTranslations("subscriptionForm");
  const locale = useLocale();
  const message = useValidationMessage();
  const form = useFormContext<SubscriptionFormValues>();
  const { errors } = form.formState;
  const [iconTypedByUser, setIconTypedByUser] = useState(() => form.getValues("iconUrl").trim() !== "");
  const [name, brand, iconUrl] = useWatch({ control: form.control, name: ["name", "brand", "iconUrl"] });
  const currencyNames = useMemo(() => new Intl.DisplayNames([locale], { type: "currency" }), [locale]);
  const id = (field: string) => `${idPrefix}-${field}`;
  const error = (field: keyof SubscriptionFormValues) => message(errors[field]);

  function recomputeEndDate(startDate: string, cycle: string) {
    const endDate = proposedEndDate(startDate, cycle);
    if (endDate) form.setValue("endDate", endDate, { shouldValidate: form.formState.isSubmitted });
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id("name")} label={t("fields.name")} error={error("name")}>
        <Input
          id={id("name")}
          autoComplete="off"
          placeholder={t("placeholders.name")}
          {...fieldAria(id("name"), error("name"))}
          {...form.register("name")}
        />
      </FormField>
      <FormField id={id("brand")} label={t("fields.brand")} error={error("brand")} hint={t("hints.brand")}>
        <Controller
          control={form.control}
          name="brand"
          render={({ field }) => (
            <BrandCombobox
              id={id("brand")}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria={fieldAria(id("brand"), error("brand"), true)}
              onPick={(suggestion) => {
                form.setValue("brand", suggestion.name, { shouldValidate: form.formState.isSubmitted });
                const icon = iconAfterPick(form.getValues("iconUrl"), iconTypedByUser, suggestion.iconUrl);
                form.setValue("iconUrl", icon, { shouldValidate: form.formState.isSubmitted });
              }}
            />
          )}
        />
      </FormField>
      <FormField id={id("price")} label={t("fields.price")} error={error("price")}>
        <Input
          id={id("price")}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...fieldAria(id("price"), error("price"))}
          {...form.register("price")}
        />
      </FormField>
      <FormField id={id("currency")} label={t("fields.currency")} error={error("currency")}>
        <NativeSelect id={id("currency")} {...fieldAria(id("currency"), error("currency"))} {...form.register("currency")}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyNames.of(code)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("startDate")} label={t("fields.startDate")} error={error("startDate")}>
        <Input
          id={id("startDate")}
          type="date"
          {...fieldAria(id("startDate"), error("startDate"))}
          {...form.register("startDate", {
            onChange: (event: { target: { value: string } }) =>
              recomputeEndDate(event.target.value, form.getValues("cycle")),
          })}
        />
      </FormField>
      <FormField id={id("endDate")} label={t("fields.endDate")} error={error("endDate")} hint={t("hints.endDate")}>
        <Input
          id={id("endDate")}
          type="date"
          {...fieldAria(id("endDate"), error("endDate"), true)}
          {...form.register("endDate")}
        />
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="cycle"
          render={({ field }) => (
            <BillingCycleField
              value={field.value}
              error={error("cycle")}
              onChange={(cycle) => {
                field.onChange(cycle);
                recomputeEndDate(form.getValues("startDate"), cycle);
              }}
            />
          )}
        />
      </div>
      <FormField id={id("iconUrl")} label={t("fields.iconUrl")} error={error("iconUrl")} className="sm:col-span-2">
        <div className="flex items-center gap-2">
          <SubscriptionIcon name={name || brand} iconUrl={iconUrl} className="size-9" />
          <Input
            id={id("iconUrl")}
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...fieldAria(id("iconUrl"), error("iconUrl"))}
            {...form.register("iconUrl", {
              onChange: (event: { target: { value: string } }) => setIconTypedByUser(event.target.value.trim() !== ""),
            })}
          />
        </div>
      </FormField>
      <FormField id={id("categoryId")} label={t("fields.category")} error={error("categoryId")}>
        <NativeSelect
          id={id("categoryId")}
          {...fieldAria(id("categoryId"), error("categoryId"))}
          {...form.register("categoryId")}
        >
          <option value={NO_CATEGORY}>{t("categoryNone")}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-center justify-between gap-3 self-end rounded-md border px-3 py-2">
        <Label htmlFor={id("autoRenew")}>{t("fields.autoRenew")}</Label>
        <Controller
          control={form.control}
          name="autoRenew"
          render={({ field }) => (
            <Switch id={id("autoRenew")} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </div>
    </div>
  );
}
