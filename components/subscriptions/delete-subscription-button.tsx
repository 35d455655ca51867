"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteSubscriptionAction } from "@/lib/subscriptions/actions";
import type { Subscription } from "@/lib/subscriptions/types";

export function DeleteSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const t = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const { name } = subscription;

  function confirmDelete() {
    startTransition(async () => {
      const result = await deleteSubscriptionAction({ id: subscription.id }).catch(() => null);
      if (!result?.ok) {
        toast.error(t("subscriptionToasts.deleteFailed"), { description: t("subscriptionToasts.tryAgain") });
        return;
      }
      setOpen(false);
      toast.success(t("subscriptionToasts.deleted", { name }));
      router.refresh();
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          aria-label={t("subscriptionForm.deleteLabel", { name })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("subscriptionForm.deleteTitle", { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("subscriptionForm.deleteDescription")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirmDelete} disabled={pending}>
            {pending && <Spinner />}
            {t("subscriptionForm.deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
