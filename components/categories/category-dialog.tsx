"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CategoryForm } from "./category-form";
import { CategoryList } from "./category-list";
import type { Category } from "@/lib/categories/types";

type View = { kind: "list" } | { kind: "form"; category: Category | null };

export function CategoryDialog({
  categories,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  categories: Category[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads on demand), so it hands focus back explicitly. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const t = useTranslations("categories");
  const [view, setView] = useState<View>({ kind: "list" });
  const editing = view.kind === "form" ? view.category : null;

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) setView({ kind: "list" });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t("close")}
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {view.kind === "list" ? t("title") : editing ? t("form.editTitle") : t("form.addTitle")}
          </DialogTitle>
          <DialogDescription>{view.kind === "list" ? t("description") : t("form.description")}</DialogDescription>
        </DialogHeader>
        {view.kind === "list" ? (
          <CategoryList
            categories={categories}
            onAdd={() => setView({ kind: "form", category: null })}
            onEdit={(category) => setView({ kind: "form", category })}
          />
        ) : (
          <CategoryForm
            key={editing?.id ?? "new"}
            category={editing}
            onDone={() => setView({ kind: "list" })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
