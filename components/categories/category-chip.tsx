import { useTranslations } from "next-intl";
import { UNCATEGORIZED_COLOR, type Category } from "@/lib/categories/types";
import { cn } from "@/lib/utils";

export function CategoryColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-3 shrink-0 rounded-full ring-1 ring-foreground/15", className)}
      style={{ backgroundColor: color }}
    />
  );
}

export function CategoryChip({ category }: { category: Category | null }) {
  const t = useTranslations("subscriptionCard");
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium">
      <CategoryColorDot color={category?.color ?? UNCATEGORIZED_COLOR} className="size-2" />
      <span className="truncate">{category?.name ?? t("uncategorized")}</span>
    </span>
  );
}
