"use client";

import { Tags } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import type { Category } from "@/lib/categories/types";

// The dialog and its forms load only when the user opens it.
const CategoryDialog = dynamic(() => import("./category-dialog").then((module) => module.CategoryDialog), {
  ssr: false,
});

export function ManageCategoriesButton({ categories }: { categories: Category[] }) {
  const t = useTranslations("categories");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  // Offline, nothing can be saved, and the dialog's code may not be in the offline cache.
  const online = useOnline();

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" aria-haspopup="dialog" disabled={!online} onClick={show}>
        <Tags aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t("manage")}</span>
      </Button>
      {opened && (
        <CategoryDialog categories={categories} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      )}
    </>
  );
}
