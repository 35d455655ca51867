import { useTranslations } from "next-intl";
import { UNCATEGORIZED_COLOR } from "@/lib/subscriptions/group";
import type { Category } from "@/lib/subscriptions/types";

export function CategoryChip({ category }: { category: Category | null }) {
  const t = useTranslations("subscriptionCard");
  const color = category?.color ?? UNCATEGORIZED_COLOR;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      <span className="truncate">{category?.name ?? t("uncategorized")}</span>
    </span>
  );
}
