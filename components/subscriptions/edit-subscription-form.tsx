"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { updateSubscriptionAction } from "@/lib/subscriptions/actions";
import { updateSubscriptionSchema, type UpdateSubscriptionInput } from "@/lib/subscriptions/schema";
import type { Category, PriceChange, Subscription } from "@/lib/subscriptions/types";
import { applyActionErrors } from "./action-errors";
import { FormDialogLayout } from "./form-dialog-layout";
import { formResolver } from "./form-resolver";
import { PriceChangeSection } from "./price-change-section";
import { SubscriptionFormFields } from "./subscription-form-fields";
import { subscriptionToValues, type EditSubscriptionFormValues } from "./subscription-form-values";
import { useFocusFirstInvalidField } from "./use-focus-first-invalid-field";

type EditSubscriptionFormProps = {
  subscription: Subscription;
  categories: Category[];
  priceChanges: PriceChange[];
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
};

export function EditSubscriptionForm({
  subscription,
  categories,
  priceChanges,
  onDone,
  onBusyChange,
}: EditSubscriptionFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<EditSubscriptionFormValues, unknown, UpdateSubscriptionInput>({
    resolver: formResolver(updateSubscriptionSchema),
    shouldFocusError: false,
    defaultValues: subscriptionToValues(subscription),
  });
  const submitting = form.formState.isSubmitting;
  const formRef = useFocusFirstInvalidField(form.formState);
  const idPrefix = `edit-subscription-${subscription.id}`;

  const onSubmit = form.handleSubmit(async (values) => {
    onBusyChange(true);
    const result = await updateSubscriptionAction(values).catch(() => null);
    onBusyChange(false);
    if (!result?.ok) {
      const formError = result ? applyActionErrors(result, form.setError) : undefined;
      const description = formError && t.has(formError) ? t(formError) : t("subscriptionToasts.tryAgain");
      toast.error(t("subscriptionToasts.updateFailed"), { description });
      return;
    }
    toast.success(t("subscriptionToasts.updated", { name: result.data.name }));
    onDone();
    router.refresh();
  });

  return (
    <FormProvider {...form}>
      <FormDialogLayout
        title={t("subscriptionForm.editTitle")}
        description={t("subscriptionForm.editDescription", { name: subscription.name })}
        submitLabel={t("subscriptionForm.submitEdit")}
        submitting={submitting}
        formRef={formRef}
        onSubmit={onSubmit}
        onCancel={onDone}
      >
        <div className="grid gap-5">
          <SubscriptionFormFields idPrefix={idPrefix} categories={categories} />
          <PriceChangeSection subscription={subscription} priceChanges={priceChanges} idPrefix={idPrefix} />
        </div>
      </FormDialogLayout>
    </FormProvider>
  );
}
