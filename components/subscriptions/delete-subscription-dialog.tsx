"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { toast, toastName } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { deleteSubscriptionAction } from "@/lib/subscriptions/actions";
import type { Subscription } from "@/lib/subscriptions/types";

export function DeleteSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations();
  const failed = useFailureToast();
  const { name } = subscription;

  async function confirmDelete() {
    const result = await deleteSubscriptionAction({ id: subscription.id }).catch(() => null);
    if (!result?.ok) return failed("subscriptionToasts.deleteFailed");
    onOpenChange(false);
    toast.success(t("subscriptionToasts.deleted", { name: toastName(name) }));
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t("subscriptionForm.deleteTitle", { name })}
      description={t("subscriptionForm.deleteDescription")}
      confirmLabel={t("subscriptionForm.deleteConfirm")}
      onConfirm={confirmDelete}
    />
  );
}
