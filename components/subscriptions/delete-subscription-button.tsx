"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFailureToast } from "@/components/ui/use-failure-toast";
import { deleteSubscriptionAction } from "@/lib/subscriptions/actions";
import type { Subscription } from "@/lib/subscriptions/types";

export function DeleteSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const t = useTranslations();
  const failed = useFailureToast();
  const [open, setOpen] = useState(false);
  const { name } = subscription;

  async function confirmDelete() {
    const result = await deleteSubscriptionAction({ id: subscription.id }).catch(() => null);
    if (!result?.ok) {
      return failed("subscriptionToasts.deleteFailed");
    }
    setOpen(false);
    toast.success(t("subscriptionToasts.deleted", { name }));
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="text-muted-foreground hover:text-destructive"
        aria-label={t("subscriptionForm.deleteLabel", { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("subscriptionForm.deleteTitle", { name })}
        description={t("subscriptionForm.deleteDescription")}
        confirmLabel={t("subscriptionForm.deleteConfirm")}
        onConfirm={confirmDelete}
      />
    </>
  );
}
