"use client";

import { ArrowDownUp } from "lucide-react";
import { useTranslations } from "next-intl";
import type { SortKey } from "@/lib/subscriptions/sort";

export function SortLabel({ value }: { value: SortKey }) {
  const t = useTranslations("sort");
  return (
    <>
      <ArrowDownUp aria-hidden="true" />
      <span className="text-muted-foreground">{t("label")}:</span>
      {t(value)}
    </>
  );
}
