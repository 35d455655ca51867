"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { toast } from "@/components/toast/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { localToday } from "@/lib/subscriptions/form-values";
import {
  importCategoriesAction,
  importChunkAction,
  importContextAction,
  startImportAction,
  undoLastImportAction,
} from "@/lib/import-export/run/actions";
import {
  analyzeSpreadsheet,
  detectSource,
  fileSizeError,
  previewImport,
  readFileText,
  readImport,
  type ImportAnswers,
  type ImportError,
  type ImportReading,
  type ImportSource,
  type PreviewRow,
  type SpreadsheetAnalysis,
} from "@/lib/import-export/preview/read-file";
import { runImport, type DuplicateChoice, type ImportRun } from "@/lib/import-export/run/run-import";
import { AskStep, type CurrencyAnswers } from "./ask-step";
import { ChooseStep } from "./choose-step";
import { DoneStep } from "./done-step";
import { MapStep, type SpreadsheetChoice } from "./map-step";
import { PreviewStep } from "./preview-step";

type LoadedFile = { name: string; text: string; source: ImportSource };

type Step =
  | { name: "choose"; error: ImportError | null; reading: boolean }
  | { name: "map"; file: LoadedFile; analysis: SpreadsheetAnalysis }
  | { name: "ask"; file: LoadedFile; answers: ImportAnswers; reading: ImportReading }
  | { name: "preview"; file: LoadedFile; reading: ImportReading; rows: PreviewRow[] }
  | { name: "importing"; done: number; total: number }
  | { name: "done"; run: ImportRun };

const choose = (error: ImportError | null = null, reading = false): Step => ({ name: "choose", error, reading });

function hasOpenQuestions(reading: ImportReading, answers: ImportAnswers): boolean {
  const answered = answers.symbolCurrencies ?? {};
  return reading.ambiguousSymbols.some((symbol) => !answered[symbol.symbol]) || (reading.rowsWithoutCurrency > 0 && !answers.currency);
}

export function ImportDialog({
  open,
  onOpenChange,
  returnFocusTo,
  onStatement,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Offers "Find subscriptions in a bank statement" instead, when given. */
  onStatement?: () => void;
}) {
  const t = useTranslations("imports");
  const common = useTranslations("common");
  const failed = useFailureToast();
  const [step, setStep] = useState<Step>(choose);
  const [undoing, setUndoing] = useState(false);

  function changeOpen(next: boolean) {
    if (step.name === "importing") return;
    onOpenChange(next);
    if (!next) setStep(choose());
  }

  const labels = { paidBy: t("paidBy"), account: t("account"), cancelBy: t("cancelBy") };

  async function read(file: LoadedFile, answers: ImportAnswers) {
    const reading = readImport(file.source, file.text, answers);
    if (!reading.ok) return setStep(choose(reading.error));
    if (hasOpenQuestions(reading, answers)) return setStep({ name: "ask", file, answers, reading });
    // Names read now so a file imported twice previews as duplicates; the server skips them anyway.
    const context = await importContextAction({}).catch(() => null);
    const names = context?.ok ? context.data.names : [];
    setStep({ name: "preview", file, reading, rows: previewImport(reading.rows, names) });
  }

  async function load(picked: File) {
    const tooLarge = fileSizeError(picked.size);
    if (tooLarge) return setStep(choose(tooLarge));
    setStep(choose(null, true));
    const bytes = await picked.arrayBuffer().catch(() => null);
    if (bytes === null) return setStep(choose({ key: "importFileUnreadable" }));
    const content = readFileText(new Uint8Array(bytes));
    if (!content.ok) return setStep(choose(content.error));
    const { text } = content;
    const source = detectSource(picked.name, text);
    if (source === null) return setStep(choose({ key: "importFileUnsupported" }));
    const file = { name: picked.name, text, source };
    if (source !== "spreadsheet") return read(file, { today: localToday(), labels });
    const analysis = analyzeSpreadsheet(text);
    if (!analysis.ok) return setStep(choose(analysis.error));
    setStep({ name: "map", file, analysis });
  }

  async function write(rows: PreviewRow[], file: LoadedFile, reading: ImportReading, onDuplicate: DuplicateChoice) {
    setStep({ name: "importing", done: 0, total: rows.length });
    const run = await runImport(
      rows,
      { source: file.source, fileName: file.name, onDuplicate, categories: reading.categories },
      { start: startImportAction, categories: importCategoriesAction, chunk: importChunkAction },
      (done, total) => setStep({ name: "importing", done, total }),
    );
    setStep({ name: "done", run });
  }

  async function undo() {
    setUndoing(true);
    const result = await undoLastImportAction({}).catch(() => null);
    setUndoing(false);
    if (!result?.ok) return failed("imports.undoFailed", result?.formError ?? null);
    toast.success(t("undone"), { description: t("undoneDescription", { count: result.data.count }) });
    changeOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={common("close")}
        className="flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-4xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader className="border-b px-6 pt-6 pb-4 pr-12">
          <DialogTitle>{step.name === "map" ? t("map.title") : step.name === "ask" ? t("ask.title") : step.name === "preview" ? t("preview.title") : t("title")}</DialogTitle>
          <DialogDescription>
            {"file" in step ? t("detected", { source: t(`sources.${step.file.source}`) }) : t("description")}
          </DialogDescription>
        </DialogHeader>
        {step.name === "choose" ? (
          <ChooseStep error={step.error} reading={step.reading} onFile={load} onCancel={() => changeOpen(false)} onStatement={onStatement} />
        ) : step.name === "map" ? (
          <MapStep
            key={step.analysis.delimiter}
            analysis={step.analysis}
            onDelimiter={(delimiter) => {
              const analysis = analyzeSpreadsheet(step.file.text, { delimiter });
              setStep(analysis.ok ? { ...step, analysis } : choose(analysis.error));
            }}
            onBack={() => setStep(choose())}
            onNext={(spreadsheet: SpreadsheetChoice) => read(step.file, { today: localToday(), labels, spreadsheet })}
          />
        ) : step.name === "ask" ? (
          <AskStep
            symbols={step.reading.ambiguousSymbols}
            rowsWithoutCurrency={step.reading.rowsWithoutCurrency}
            answers={{ symbolCurrencies: step.answers.symbolCurrencies ?? {}, currency: step.answers.currency }}
            onBack={() => setStep(choose())}
            onNext={(answers: CurrencyAnswers) => read(step.file, { ...step.answers, ...answers })}
          />
        ) : step.name === "preview" ? (
          <PreviewStep
            rows={step.rows}
            onBack={() => setStep(choose())}
            onImport={(onDuplicate) => write(step.rows, step.file, step.reading, onDuplicate)}
          />
        ) : step.name === "importing" ? (
          <div role="status" className="flex items-center justify-center gap-3 px-6 py-16 text-sm">
            <Spinner className="size-5" />
            {t("importing", { done: step.done, total: step.total })}
          </div>
        ) : (
          <DoneStep run={step.run} undoing={undoing} onUndo={undo} onClose={() => changeOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
