"use client";

import { FileUp, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { StepLayout } from "@/components/dialogs/step-layout";
import { FileDropZone } from "@/components/form/file-drop-zone";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MAX_STATEMENT_BYTES } from "@/lib/import-export/formats/statements/types";
import type { FileOutcome } from "@/lib/statement-import/read/session";
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
  const others = readable.filter((outcome) => outcome.status !== "same").length;

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
        <FileDropZone
          label={t("files.label")}
          title={t("files.drop")}
          hint={t("files.hint", { maxMegabytes: MAX_STATEMENT_BYTES / 1024 / 1024 })}
          icon={<FileUp aria-hidden="true" className="size-7 text-muted-foreground" />}
          accept={ACCEPT}
          multiple
          onFiles={onFiles}
        />
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
