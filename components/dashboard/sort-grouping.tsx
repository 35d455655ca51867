"use client";

import { LayoutList, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function GroupToggle({ grouped, onChange }: { grouped: boolean; onChange: (grouped: boolean) => void }) {
  const t = useTranslations("dashboard.grouping");
  return (
    <Button variant={grouped ? "secondary" : "outline"} size="sm" aria-pressed={grouped} onClick={() => onChange(!grouped)}>
      <LayoutList aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t("toggle")}</span>
    </Button>
  );
}

export function GroupingHint({ onAnswer }: { onAnswer: (grouped: boolean) => void }) {
  const t = useTranslations("dashboard.grouping");
  return (
    <div role="note" className="flex items-center gap-2 rounded-lg border border-dashed bg-muted/40 py-1.5 pr-1.5 pl-3 text-sm">
      <LayoutList aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
      <p className="min-w-0 flex-1 text-xs text-muted-foreground sm:text-sm">{t("hint")}</p>
      <Button size="sm" variant="outline" onClick={() => onAnswer(true)}>
        {t("show")}
      </Button>
      <Button size="icon" variant="ghost" className="size-8" aria-label={t("dismiss")} onClick={() => onAnswer(false)}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
