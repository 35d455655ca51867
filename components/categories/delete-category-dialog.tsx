"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteCategoryAction } from "@/lib/categories/actions";
import type { Category } from "@/lib/subscriptions/types";

export function DeleteCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const t = useTranslations("categories");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!category) return;
    setPending(true);
    const result = await deleteCategoryAction({ id: category.id }).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      toast.error(t("toast.deleteFailed"), { description: t("toast.tryAgain") });
      return;
    }
    toast.success(t("toast.deleted"), { description: t("toast.deletedDescription", { name: category.name }) });
    onClose();
    router.refresh();
  }

  return (
    <AlertDialog open={category !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteDialog.title", { name: category?.name ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("deleteDialog.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending && <Spinner />}
            {t("deleteDialog.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
