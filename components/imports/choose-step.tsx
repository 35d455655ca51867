"use client";

import { FileUp, ScanSearch } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormMessage, useValidationMessage } from "@/components/form/form";
import { Spinner } from "@/components/ui/spinner";
import type { ImportError } from "@/lib/import-export/preview/read-file";
import { StepLayout } from "@/components/dialogs/step-layout";
import { FileDropZone } from "@/components/form/file-drop-zone";

export function ChooseStep({
  error,
  reading,
  onFile,
  onCancel,
  onStatement,
}: {
  error: ImportError | null;
  reading: boolean;
  onFile: (file: File) => void;
  onCancel: () => void;
  onStatement?: () => void;
}) {
  const t = useTranslations("imports");
  const message = useValidationMessage();
  const problem = (item: { key: string; values?: Record<string, string | number> }) => message(item.key, item.values);
  return (
    <StepLayout
      footer={
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      }
    >
      <div className="grid gap-3">
        <FileDropZone
          label={t("choose.label")}
          title={reading ? t("choose.reading") : t("choose.drop")}
          hint={t("choose.hint")}
          icon={reading ? <Spinner className="size-6 text-muted-foreground" /> : <FileUp aria-hidden="true" className="size-7 text-muted-foreground" />}
          accept=".csv,.json,.txt,text/csv,application/json"
          disabled={reading}
          onFiles={(files) => onFile(files[0])}
        />
        <FormMessage>{error ? problem(error) : null}</FormMessage>
        {onStatement ? (
          <div className="grid gap-2 rounded-xl border px-4 py-3 sm:flex sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{t("statementHint")}</p>
            <Button type="button" variant="outline" onClick={onStatement} disabled={reading}>
              <ScanSearch aria-hidden="true" />
              {t("statementEntry")}
            </Button>
          </div>
        ) : null}
      </div>
    </StepLayout>
  );
}
