"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { StepLayout } from "@/components/dialogs/step-layout";
import { Button } from "@/components/ui/button";
import type { StatementImportSummary } from "@/lib/statement-import/confirm-args";

export function DoneStep({
  summary,
  undoing,
  onUndo,
  onClose,
}: {
  summary: StatementImportSummary;
  undoing: boolean;
  onUndo: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("statements.done");
  const wrote = summary.created + summary.existing + summary.priceChanges + summary.payments + summary.aliases + summary.dismissals + summary.statements > 0;
  return (
    <StepLayout
      footer={
        <>
          {wrote ? (
            <Button type="button" variant="outline" disabled={undoing} onClick={onUndo}>
              {t("undo")}
            </Button>
          ) : null}
          <Button type="button" onClick={onClose}>
            {t("close")}
          </Button>
        </>
      }
    >
      <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <h3 className="text-lg font-semibold">{t("title")}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{t("summary", { ...summary })}</p>
        {summary.skippedDuplicates > 0 ? <p className="max-w-md text-sm text-muted-foreground">{t("skipped", { count: summary.skippedDuplicates })}</p> : null}
      </div>
    </StepLayout>
  );
}
