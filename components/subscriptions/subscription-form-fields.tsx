"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField, RequiredFieldsNote } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Category } from "@/lib/categories/types";
import { CurrencySelect } from "@/components/currency/currency-select";
import { LIFECYCLE_STATUSES, STATUS_DATE_FIELD, isLifecycleStatus } from "@/lib/subscriptions/lifecycle";
import {
  NOTES_MAX_LENGTH,
  PAYMENT_METHOD_MAX_LENGTH,
  WEBSITE_URL_MAX_LENGTH,
  type SubscriptionFormInput,
} from "@/lib/subscriptions/schema";
import { Textarea } from "@/components/ui/textarea";
import { BrandCombobox } from "./brand-combobox";
import { PriceInput } from "./price-input";
import { IconField } from "./icon-field";
import { ScheduleFields } from "./schedule-fields";
import { VariableAmountFields } from "./variable-amount-fields";
import { iconAfterPick, localToday, NO_CATEGORY } from "@/lib/subscriptions/form-values";

export function SubscriptionFormFields({ categories }: { categories: Category[] }) {
  const t = useTranslations("subscriptionForm");
  const form = useFormContext<SubscriptionFormInput>();
  const [iconTypedByUser, setIconTypedByUser] = useState(() => (form.getValues("iconUrl") ?? "").trim() !== "");
  // A picked brand names a new subscription until the user types a name of their own.
  const [nameTypedByUser, setNameTypedByUser] = useState(() => (form.getValues("name") ?? "").trim() !== "");
  const [status, currency] = useWatch({ control: form.control, name: ["status", "currency"] });
  const statusDateField = status && status !== "active" ? STATUS_DATE_FIELD[status] : null;
  const revalidate = { shouldValidate: form.formState.isSubmitted };

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
        {(control) => (
          <Input
            autoComplete="off"
            placeholder={t("placeholders.name")}
            {...control}
            {...form.register("name", {
              onChange: (event: { target: { value: string } }) => setNameTypedByUser(event.target.value.trim() !== ""),
            })}
          />
        )}
      </FormField>
      <FormField name="brand" label={t("fields.brand")} hint={t("hints.brand")}>
        {(control) => (
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => (
              <BrandCombobox
                {...control}
                name={field.name}
                value={field.value ?? ""}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onPick={(suggestion) => {
                  if (!nameTypedByUser) form.setValue("name", suggestion.name, revalidate);
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
          <CurrencySelect
            {...control}
            name="currency"
            value={currency}
            onChange={(value) => form.setValue("currency", value, { shouldDirty: true, shouldValidate: true })}
          />
        )}
      </FormField>
      <VariableAmountFields />
      <ScheduleFields />
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
      <IconField onTyped={setIconTypedByUser} />
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
