"use client";

import { useTranslations } from "next-intl";
import { toast, toastName } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { useReminderDefaults } from "@/components/reminders/reminder-defaults";
import type { Category } from "@/lib/categories/types";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { updateSubscriptionAction } from "@/lib/subscriptions/actions";
import { updateSubscriptionSchema } from "@/lib/subscriptions/schema";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { FormDialogLayout } from "./form-dialog-layout";
import { PriceChangeSection } from "./price-change-section";
import { PriceHistorySection } from "./price-history-section";
import { RemindersSection, remindersToValues } from "./reminders-section";
import { SubscriptionFormFields } from "./subscription-form-fields";
import { subscriptionToValues } from "@/lib/subscriptions/form-values";
import { PaymentsSection } from "@/components/payments/payments-section";

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
  const failed = useFailureToast();
  const reminders = useReminderDefaults();
  const form = useZodForm(updateSubscriptionSchema, {
    defaultValues: {
      ...subscriptionToValues(subscription),
      ...(reminders
        ? { reminders: remindersToValues(reminders.overrides.find((o) => o.subscriptionId === subscription.id), reminders.leadDays) }
        : {}),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    onBusyChange(true);
    const result = await updateSubscriptionAction(values).catch(() => null);
    onBusyChange(false);
    if (!result?.ok) return failed("subscriptionToasts.updateFailed", applyActionResult(form, result, "common.tryAgain"));
    toast.success(t("subscriptionToasts.updated", { name: toastName(result.data.name) }));
    onDone();
  });

  return (
    <FormDialogLayout
      title={t("subscriptionForm.editTitle")}
      description={t("subscriptionForm.editDescription", { name: subscription.name })}
      submitLabel={t("subscriptionForm.submitEdit")}
      form={form}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <div className="grid gap-5">
        <SubscriptionFormFields categories={categories} />
        <PriceChangeSection subscription={subscription} priceChanges={priceChanges} />
        <PriceHistorySection subscription={subscription} priceChanges={priceChanges} />
        <PaymentsSection subscription={subscription} priceChanges={priceChanges} onDone={onDone} />
        {reminders ? <RemindersSection subscriptionId={subscription.id} defaultLeadDays={reminders.leadDays} /> : null}
      </div>
    </FormDialogLayout>
  );
}
