"use client";

import { useTranslations } from "next-intl";
import { toast, toastName } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { deleteCategoryAction } from "@/lib/categories/actions";
import type { Category } from "@/lib/categories/types";

export function DeleteCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const t = useTranslations("categories");
  const failed = useFailureToast();

  async function confirm() {
    if (!category) return;
    const result = await deleteCategoryAction({ id: category.id }).catch(() => null);
    if (!result?.ok) {
      return failed("categories.toast.deleteFailed");
    }
    toast.success(t("toast.deleted"), { description: t("toast.deletedDescription", { name: toastName(category.name) }) });
    onClose();
  }

  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("deleteDialog.title", { name: category?.name ?? "" })}
      description={t("deleteDialog.description")}
      confirmLabel={t("deleteDialog.confirm")}
      onConfirm={confirm}
    />
  );
}
