"use client";

import { FileUp, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type DragEvent } from "react";
import { StepLayout } from "@/components/dialogs/step-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MAX_STATEMENT_BYTES } from "@/lib/import-export/formats/statements/types";
import type { FileOutcome } from "@/lib/statement-import/read/session";
import { cn } from "@/lib/utils";
import type { ProblemOutcome } from "./use-statement-flow";
import { useStatementError } from "./use-statement-error";

const ACCEPT = ".ofx,.qfx,.qbo,.qif,.xml,.n43,.aeb,.csb,.txt,.csv,text/csv,application/xml,text/xml,application/x-ofx";

export function FilesStep({
  problems,
  readable,
  onFiles,
  onContinue,
  onCancel,
}: {
  problems: ProblemOutcome[];
  readable: FileOutcome[];
  onFiles: (files: File[]) => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("statements");
  const errorText = useStatementError();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const others = readable.filter((outcome) => outcome.status !== "same").length;

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <StepLayout
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          {problems.length > 0 && others > 0 ? (
            <Button type="button" onClick={onContinue}>
              {t("files.continueWith", { count: others })}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="grid gap-4">
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            "grid cursor-pointer place-items-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors focus-within:border-ring hover:bg-muted/50",
            dragging && "border-primary bg-primary/5",
          )}
        >
          <FileUp aria-hidden="true" className="size-7 text-muted-foreground" />
          <span className="font-medium">{t("files.drop")}</span>
          <span id={hintId} className="text-sm text-muted-foreground">
            {t("files.hint", { maxMegabytes: MAX_STATEMENT_BYTES / 1024 / 1024 })}
          </span>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            aria-label={t("files.label")}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t("privacy")}
        </p>
        {problems.length > 0 ? (
          <Alert variant="destructive">
            <AlertTitle>{t("files.problems", { count: problems.length })}</AlertTitle>
            <AlertDescription>
              <ul className="grid list-disc gap-1 pl-4">
                {problems.map((problem) => (
                  <li key={problem.id}>
                    {problem.status === "error" ? errorText(problem.error) : t("files.same", { file: problem.name, other: problem.sameAs })}
                  </li>
                ))}
              </ul>
              <p className="font-medium">{t("files.nothingSaved")}</p>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
    </StepLayout>
  );
}
