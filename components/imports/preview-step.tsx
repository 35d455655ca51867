"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { countPreview, countPreviewPayments, type PreviewRow } from "@/lib/import-export/preview/read-file";
import type { DuplicateChoice } from "@/lib/import-export/run/run-import";
import { PreviewTable } from "./preview-table";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";

const PAGE = 100;

export function PreviewStep({
  rows,
  onBack,
  onImport,
}: {
  rows: PreviewRow[];
  onBack: () => void;
  onImport: (onDuplicate: DuplicateChoice) => void;
}) {
  const t = useTranslations("imports");
  const id = useId();
  const counts = useMemo(() => countPreview(rows), [rows]);
  const [onDuplicate, setOnDuplicate] = useState<DuplicateChoice>("skip");
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const online = useOnline();
  const shown = problemsOnly ? rows.filter((row) => row.kind === "invalid") : rows;
  const importing = counts.new + (onDuplicate === "update" ? counts.duplicate : 0);
  const payments = countPreviewPayments(rows, onDuplicate === "update" ? ["new", "duplicate"] : ["new"]);

  return (
    <StepLayout
      footer={
        <StepButtons
          back={t("chooseAnother")}
          onBack={onBack}
          next={t("preview.submit", { count: importing })}
          nextDisabled={importing === 0 || !online}
          onNext={() => onImport(onDuplicate)}
        />
      }
    >
      <div className="grid gap-4">
        <p role="status" className="text-sm font-medium">
          {t("preview.counts", counts)}
          {payments > 0 ? ` ${t("preview.payments", { count: payments })}` : null}
        </p>
        {counts.duplicate > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("preview.duplicates")}</legend>
            <RadioGroup value={onDuplicate} onValueChange={(value) => setOnDuplicate(value === "update" ? "update" : "skip")}>
              {(["skip", "update"] as const).map((choice) => (
                <div key={choice} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${choice}`} value={choice} />
                  <Label htmlFor={`${id}-${choice}`} className="font-normal">
                    {t(`preview.${choice}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        ) : null}
        {counts.invalid > 0 ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-filter`}>{t("preview.filter")}</Label>
            <div className="w-56">
              <NativeSelect
                id={`${id}-filter`}
                value={problemsOnly ? "problems" : "all"}
                onChange={(event) => setProblemsOnly(event.target.value === "problems")}
              >
                <option value="all">{t("preview.all")}</option>
                <option value="problems">{t("preview.problems")}</option>
              </NativeSelect>
            </div>
          </div>
        ) : null}
        <PreviewTable rows={shown.slice(0, limit)} />
        {shown.length > limit ? (
          <Button type="button" variant="outline" size="sm" className="justify-self-center" onClick={() => setLimit((current) => current + PAGE)}>
            {t("preview.showMore", { count: Math.min(PAGE, shown.length - limit) })}
          </Button>
        ) : null}
      </div>
    </StepLayout>
  );
}
