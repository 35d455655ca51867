"use client";

import { useTranslations } from "next-intl";
import { toast, toastName } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import type { Category } from "@/lib/categories/types";
import type { Currency } from "@/lib/currency/currencies";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { createSubscriptionAction } from "@/lib/subscriptions/actions";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";
import { FormDialogLayout } from "./form-dialog-layout";
import { SubscriptionFormFields } from "./subscription-form-fields";
import { emptySubscriptionValues, localToday } from "@/lib/subscriptions/form-values";

type AddSubscriptionFormProps = {
  categories: Category[];
  defaultCurrency: Currency;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
};

/** Mounted only while the dialog is open, so closing it discards every field and the brand search. */
export function AddSubscriptionForm({ categories, defaultCurrency, onDone, onBusyChange }: AddSubscriptionFormProps) {
  const t = useTranslations();
  const failed = useFailureToast();
  const form = useZodForm(createSubscriptionSchema, { defaultValues: emptySubscriptionValues(defaultCurrency, localToday()) });

  const onSubmit = form.handleSubmit(async (values) => {
    onBusyChange(true);
    const result = await createSubscriptionAction(values).catch(() => null);
    onBusyChange(false);
    if (!result?.ok) return failed("subscriptionToasts.addFailed", applyActionResult(form, result, "common.tryAgain"));
    toast.success(t("subscriptionToasts.added", { name: toastName(result.data.name) }));
    onDone();
  });

  return (
    <FormDialogLayout
      title={t("subscriptionForm.addTitle")}
      description={t("subscriptionForm.addDescription")}
      submitLabel={t("subscriptionForm.submitAdd")}
      form={form}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <SubscriptionFormFields categories={categories} />
    </FormDialogLayout>
  );
}
