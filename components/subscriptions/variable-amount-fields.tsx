"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/form/form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { SubscriptionFormInput } from "@/lib/subscriptions/schema";
import { PriceInput } from "./price-input";

/** Bills such as electricity: the expected range is optional, the last payments stand in for it. */
export function VariableAmountFields() {
  const t = useTranslations("subscriptionForm");
  const switchId = useId();
  const hintId = `${switchId}-hint`;
  const form = useFormContext<SubscriptionFormInput>();
  const variable = useWatch({ control: form.control, name: "variableAmount" }) === true;

  return (
    <>
      <div className="grid content-start gap-1 sm:col-span-2">
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <Label htmlFor={switchId}>{t("fields.variableAmount")}</Label>
          <Switch
            id={switchId}
            aria-describedby={hintId}
            checked={variable}
            onCheckedChange={(next) => form.setValue("variableAmount", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          />
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("hints.variableAmount")}
        </p>
      </div>
      {variable ? (
        <>
          <FormField name="amountMin" label={t("fields.amountMin")} hint={t("hints.amountRange")}>
            {(control) => <PriceInput name="amountMin" control={control} />}
          </FormField>
          <FormField name="amountMax" label={t("fields.amountMax")}>
            {(control) => <PriceInput name="amountMax" control={control} />}
          </FormField>
        </>
      ) : null}
    </>
  );
}
