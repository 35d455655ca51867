"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { toast } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { undoLastImportAction } from "@/lib/import-export/run/actions";
import { ColumnsStep } from "./columns-step";
import { DateOrderStep } from "./date-order-step";
import { DoneStep } from "./done-step";
import { FilesStep } from "./files-step";
import { ProgressStep } from "./progress-step";
import { ReviewStep } from "./review-step";
import { useStatementFlow, type FlowStep } from "./use-statement-flow";

const TITLES: Record<FlowStep["name"], string> = {
  files: "title",
  reading: "title",
  columns: "columns.title",
  ask: "dateOrder.title",
  review: "review.title",
  saving: "review.title",
  done: "title",
};

export function StatementDialog({
  open,
  onOpenChange,
  returnFocusTo,
  defaultCurrency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  defaultCurrency: string;
}) {
  const t = useTranslations("statements");
  const common = useTranslations("common");
  const failed = useFailureToast();
  const flow = useStatementFlow(defaultCurrency);
  const { step } = flow;
  const [undoing, setUndoing] = useState(false);

  function changeOpen(next: boolean) {
    if (step.name === "saving") return;
    onOpenChange(next);
    if (!next) flow.reset();
  }

  function description(current: FlowStep): string {
    switch (current.name) {
      case "columns":
        return t("columns.intro", { file: current.file.name });
      case "ask":
        return t("dateOrder.description");
      case "review":
        return t("review.description");
      case "done":
        return t("done.description");
      default:
        return t("description");
    }
  }

  async function undo() {
    setUndoing(true);
    const result = await undoLastImportAction({}).catch(() => null);
    setUndoing(false);
    if (!result?.ok) return failed("imports.undoFailed", result?.formError ?? null);
    toast.success(t("done.undone"));
    changeOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={common("close")}
        className="flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader className="border-b px-6 pt-6 pb-4 pr-12">
          <DialogTitle>{t(TITLES[step.name])}</DialogTitle>
          <DialogDescription className="break-words">{description(step)}</DialogDescription>
        </DialogHeader>
        {step.name === "files" ? (
          <FilesStep
            problems={step.problems}
            readable={step.readable}
            onFiles={flow.choose}
            onContinue={() => flow.continueWith(step.readable)}
            onCancel={() => changeOpen(false)}
          />
        ) : step.name === "reading" ? (
          <ProgressStep progress={step.progress} detecting={step.detecting} />
        ) : step.name === "columns" ? (
          <ColumnsStep
            file={step.file}
            earlier={step.earlier}
            error={step.error}
            currency={defaultCurrency}
            onBack={flow.reset}
            onMap={(mapping) => flow.mapColumns(step.file.id, mapping, step.outcomes)}
          />
        ) : step.name === "ask" ? (
          <DateOrderStep questions={step.questions} onBack={flow.reset} onAnswer={(orders) => flow.answer(orders, step.outcomes)} />
        ) : step.name === "review" ? (
          <ReviewStep data={step.data} onBack={flow.reset} onSave={(confirmation) => flow.save(confirmation, step)} />
        ) : step.name === "saving" ? (
          <div role="status" className="flex items-center justify-center gap-3 px-6 py-16 text-sm">
            <Spinner className="size-5" />
            {t("saving")}
          </div>
        ) : (
          <DoneStep summary={step.summary} undoing={undoing} onUndo={undo} onClose={() => changeOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
