"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField, RequiredFieldsNote, useValidationMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import type { Category } from "@/lib/categories/types";
import { useCurrencyNames } from "@/components/currency/use-currency-names";
import { CURRENCIES } from "@/lib/currency/currencies";
import { EARLIEST_DATE, LATEST_DATE } from "@/lib/forms/fields";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { LIFECYCLE_STATUSES, STATUS_DATE_FIELD, isLifecycleStatus } from "@/lib/subscriptions/lifecycle";
import {
  NOTES_MAX_LENGTH,
  PAYMENT_METHOD_MAX_LENGTH,
  WEBSITE_URL_MAX_LENGTH,
  type SubscriptionFormInput,
} from "@/lib/subscriptions/schema";
import { Textarea } from "@/components/ui/textarea";
import { BillingCycleField } from "./billing-cycle-field";
import { BrandCombobox } from "./brand-combobox";
import { PriceInput } from "./price-input";
import { SubscriptionIcon } from "./subscription-icon";
import { iconAfterPick, localToday, NO_CATEGORY, proposedEndDate } from "@/lib/subscriptions/form-values";

export function SubscriptionFormFields({ categories }: { categories: Category[] }) {
  const t = useTranslations("subscriptionForm");
  const message = useValidationMessage();
  const autoRenewId = useId();
  const form = useFormContext<SubscriptionFormInput>();
  const [iconTypedByUser, setIconTypedByUser] = useState(() => (form.getValues("iconUrl") ?? "").trim() !== "");
  const [name, brand, iconUrl, cycle, status] = useWatch({
    control: form.control,
    name: ["name", "brand", "iconUrl", "cycle", "status"],
  });
  const statusDateField = status && status !== "active" ? STATUS_DATE_FIELD[status] : null;
  const currencyNames = useCurrencyNames();
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  function recomputeEndDate(startDate: string, cycle: string) {
    const endDate = proposedEndDate(startDate, cycle);
    if (endDate) form.setValue("endDate", endDate, revalidate);
  }

  /** A new status starts from a likely date: a trial ends at the first renewal, a pause or cancellation is today. */
  function proposeStatusDate(next: string) {
    if (!isLifecycleStatus(next) || next === "active") return;
    const field = STATUS_DATE_FIELD[next];
    if ((form.getValues(field) ?? "") !== "") return;
    form.setValue(field, next === "trial" ? form.getValues("endDate") : localToday());
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RequiredFieldsNote className="sm:col-span-2" />
      <FormField name="name" label={t("fields.name")} required>
        {(control) => <Input autoComplete="off" placeholder={t("placeholders.name")} {...control} {...form.register("name")} />}
      </FormField>
      <FormField name="brand" label={t("fields.brand")} hint={t("hints.brand")} required>
        {(control) => (
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => (
              <BrandCombobox
                {...control}
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onPick={(suggestion) => {
                  form.setValue("brand", suggestion.name, revalidate);
                  form.setValue("iconUrl", iconAfterPick(form.getValues("iconUrl") ?? "", iconTypedByUser, suggestion.iconUrl), revalidate);
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField name="price" label={status === "trial" ? t("fields.priceAfterTrial") : t("fields.price")} required>
        {(control) => <PriceInput name="price" control={control} />}
      </FormField>
      <FormField name="currency" label={t("fields.currency")} required>
        {(control) => (
          <NativeSelect {...control} {...form.register("currency")}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} · {currencyNames(code)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField name="startDate" label={t("fields.startDate")} required>
        {(control) => (
          <Input
            type="date"
            min={EARLIEST_DATE}
            max={LATEST_DATE}
            {...control}
            {...form.register("startDate", {
              onChange: (event: { target: { value: string } }) => recomputeEndDate(event.target.value, form.getValues("cycle")),
            })}
          />
        )}
      </FormField>
      <FormField name="endDate" label={t("fields.endDate")} hint={t("hints.endDate")} required>
        {(control) => <Input type="date" min={EARLIEST_DATE} max={LATEST_DATE} {...control} {...form.register("endDate")} />}
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="cycle"
          render={({ field, fieldState }) => (
            <BillingCycleField
              value={field.value}
              error={message(fieldState.error?.message)}
              onChange={(cycle) => {
                field.onChange(cycle);
                recomputeEndDate(form.getValues("startDate"), cycle);
              }}
            />
          )}
        />
      </div>
      <FormField name="iconUrl" label={t("fields.iconUrl")} className="sm:col-span-2">
        {(control) => (
          <div className="flex items-center gap-2">
            <SubscriptionIcon name={name || brand} iconUrl={iconUrl} size="md" />
            <Input
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              {...control}
              {...form.register("iconUrl", {
                onChange: (event: { target: { value: string } }) => setIconTypedByUser(event.target.value.trim() !== ""),
              })}
            />
          </div>
        )}
      </FormField>
      <FormField name="categoryId" label={t("fields.category")}>
        {(control) => (
          <NativeSelect {...control} {...form.register("categoryId")}>
            <option value={NO_CATEGORY}>{t("categoryNone")}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {isOneTime(cycle) ? null : (
        <div className="flex items-center justify-between gap-3 self-end rounded-md border px-3 py-2">
          <Label htmlFor={autoRenewId}>{t("fields.autoRenew")}</Label>
          <Controller
            control={form.control}
            name="autoRenew"
            render={({ field }) => (
              <Switch id={autoRenewId} checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </div>
      )}
      <FormField name="status" label={t("fields.status")} className="sm:col-start-1">
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register("status", { onChange: (event: { target: { value: string } }) => proposeStatusDate(event.target.value) })}
          >
            {LIFECYCLE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`statuses.${option}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {statusDateField ? (
        <FormField key={statusDateField} name={statusDateField} label={t(`fields.${statusDateField}`)} hint={t(`hints.${statusDateField}`)}>
          {(control) => <Input type="date" {...control} {...form.register(statusDateField)} />}
        </FormField>
      ) : null}
      <FormField name="websiteUrl" label={t("fields.websiteUrl")} className="sm:col-start-1">
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={WEBSITE_URL_MAX_LENGTH}
            {...control}
            {...form.register("websiteUrl")}
          />
        )}
      </FormField>
      <FormField name="paymentMethod" label={t("fields.paymentMethod")}>
        {(control) => (
          <Input
            autoComplete="off"
            placeholder={t("placeholders.paymentMethod")}
            maxLength={PAYMENT_METHOD_MAX_LENGTH}
            {...control}
            {...form.register("paymentMethod")}
          />
        )}
      </FormField>
      <FormField name="notes" label={t("fields.notes")} className="sm:col-span-2">
        {(control) => (
          <Textarea
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={t("placeholders.notes")}
            {...control}
            {...form.register("notes")}
          />
        )}
      </FormField>
    </div>
  );
}
