"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Currency } from "@/lib/currency/currencies";
import { createSubscriptionAction } from "@/lib/subscriptions/actions";
import { createSubscriptionSchema, type CreateSubscriptionInput } from "@/lib/subscriptions/schema";
import type { Category } from "@/lib/subscriptions/types";
import { applyActionErrors } from "./action-errors";
import { FormDialogLayout } from "./form-dialog-layout";
import { formResolver } from "./form-resolver";
import { SubscriptionFormFields } from "./subscription-form-fields";
import { emptySubscriptionValues, localToday, type SubscriptionFormValues } from "./subscription-form-values";
import { useFocusFirstInvalidField } from "./use-focus-first-invalid-field";

type AddSubscriptionFormProps = {
  categories: Category[];
  defaultCurrency: Currency;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
};

/** Mounted only while the dialog is open, so closing it discards every field and the brand search. */
export function AddSubscriptionForm({ categories, defaultCurrency, onDone, onBusyChange }: AddSubscriptionFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<SubscriptionFormValues, unknown, CreateSubscriptionInput>({
    resolver: formResolver(createSubscriptionSchema),
    shouldFocusError: false,
    defaultValues: emptySubscriptionValues(defaultCurrency, localToday()),
  });
  const submitting = form.formState.isSubmitting;
  const formRef = useFocusFirstInvalidField(form.formState);

  const onSubmit = form.handleSubmit(async (values) => {
    onBusyChange(true);
    const result = await createSubscriptionAction(values).catch(() => null);
    onBusyChange(false);
    if (!result?.ok) {
      if (result) applyActionErrors(result, form.setError);
      toast.error(t("subscriptionToasts.addFailed"), { description: t("subscriptionToasts.tryAgain") });
      return;
    }
    toast.success(t("subscriptionToasts.added", { name: result.data.name }));
    onDone();
    router.refresh();
  });

  return (
    <FormProvider {...form}>
      <FormDialogLayout
        title={t("subscriptionForm.addTitle")}
        description={t("subscriptionForm.addDescription")}
        submitLabel={t("subscriptionForm.submitAdd")}
        submitting={submitting}
        formRef={formRef}
        onSubmit={onSubmit}
        onCancel={onDone}
      >
        <SubscriptionFormFields idPrefix="add-subscription" categories={categories} />
      </FormDialogLayout>
    </FormProvider>
  );
}
