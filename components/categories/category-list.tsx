"use client";

import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CategoryColorDot } from "./category-chip";
import { DeleteCategoryDialog } from "./delete-category-dialog";
import type { Category } from "@/lib/categories/types";

export function CategoryList({
  categories,
  onAdd,
  onEdit,
}: {
  categories: Category[];
  onAdd: () => void;
  onEdit: (category: Category) => void;
}) {
  const t = useTranslations("categories");
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <div className="grid min-w-0 gap-4">
      {categories.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <Tags aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("empty")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
        </div>
      ) : (
        <ul aria-label={t("listLabel")} className="-mx-1 grid max-h-[50dvh] grid-cols-[minmax(0,1fr)] gap-1.5 overflow-y-auto px-1 py-0.5">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex min-w-0 items-center gap-3 rounded-lg border bg-card py-2 pr-1.5 pl-3"
            >
              <CategoryColorDot color={category.color} className="size-4" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{category.name}</p>
                {category.description && (
                  <p className="truncate text-sm text-muted-foreground">{category.description}</p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("edit", { name: category.name })}
                onClick={() => onEdit(category)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t("delete", { name: category.name })}
                onClick={() => setDeleting(category)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={onAdd} className="justify-self-stretch sm:justify-self-end">
        <Plus aria-hidden="true" />
        {t("add")}
      </Button>
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
