"use client";

import { FileUp, ScanSearch } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage, useValidationMessage } from "@/components/form/form";
import { Spinner } from "@/components/ui/spinner";
import type { ImportError } from "@/lib/import-export/preview/read-file";
import { cn } from "@/lib/utils";
import { StepLayout } from "@/components/dialogs/step-layout";

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
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <StepLayout
      footer={
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      }
    >
      <div className="grid gap-3">
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
          {reading ? <Spinner className="size-6 text-muted-foreground" /> : <FileUp aria-hidden="true" className="size-7 text-muted-foreground" />}
          <span className="font-medium">{reading ? t("choose.reading") : t("choose.drop")}</span>
          <span className="text-sm text-muted-foreground">{t("choose.hint")}</span>
          <input
            id={inputId}
            type="file"
            accept=".csv,.json,.txt,text/csv,application/json"
            aria-label={t("choose.label")}
            className="sr-only"
            disabled={reading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) onFile(file);
            }}
          />
        </label>
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
