"use client";

import { CircleCheck, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ImportRun } from "@/lib/import-export/run/run-import";
import { StepLayout } from "@/components/dialogs/step-layout";

export function DoneStep({
  run,
  undoing,
  onUndo,
  onClose,
}: {
  run: ImportRun;
  undoing: boolean;
  onUndo: () => void;
  onClose: () => void;
}) {
  const t = useTranslations();
  const wrote = run.summary.created + run.summary.updated > 0;
  return (
    <StepLayout
      footer={
        <>
          {wrote ? (
            <Button type="button" variant="outline" disabled={undoing} onClick={onUndo}>
              {t("imports.done.undo")}
            </Button>
          ) : null}
          <Button type="button" onClick={onClose}>
            {t("imports.done.close")}
          </Button>
        </>
      }
    >
      <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
        {run.ok ? (
          <CircleCheck aria-hidden="true" className="size-8 text-success" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
        )}
        <p className="text-lg font-semibold">{t("imports.done.title")}</p>
        {run.ok ? null : <p className="max-w-md text-sm text-destructive">{t("imports.done.partial", { reason: t(run.error) })}</p>}
        <p className="max-w-md text-sm text-muted-foreground">{t("imports.done.summary", run.summary)}</p>
      </div>
    </StepLayout>
  );
}
