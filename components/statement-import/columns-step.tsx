"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";
import { ColumnSelect, columnOf, columnValue } from "@/components/form/column-select";
import { FormMessage } from "@/components/form/form";
import { SampleTable } from "@/components/form/sample-table";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { BankCsvMapping } from "@/lib/import-export/formats/statements/bank-csv";
import type { StatementError } from "@/lib/import-export/formats/statements/types";
import { columnMapping, dataRows, decimalOf, initialColumnChoices, readSamples, type ColumnField, type SampleReading } from "./column-choices";
import type { MapOutcome } from "./use-statement-flow";
import { useReviewFormat } from "./use-review-format";
import { useStatementError } from "./use-statement-error";

/** A CSV whose columns match no bank we know: the user says which column holds what, with the first rows to go by. */
export function ColumnsStep({
  file,
  earlier,
  error,
  currency,
  onBack,
  onMap,
}: {
  file: MapOutcome;
  earlier?: BankCsvMapping;
  error: StatementError | null;
  currency: string;
  onBack: () => void;
  onMap: (mapping: BankCsvMapping) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const errorText = useStatementError();
  const format = useReviewFormat();
  const [choices, setChoices] = useState(() => initialColumnChoices(file.header, earlier));
  const [tried, setTried] = useState(false);
  const rows = dataRows(choices, file);
  const result = columnMapping(choices, rows);
  // Once Continue was pressed, what is still missing or repeated is shown as the user fixes it.
  const problem = tried && !result.ok ? result : null;

  function next() {
    if (result.ok) return onMap(result.mapping);
    setTried(true);
  }

  const select = (field: ColumnField, blank?: string) => (
    <ColumnSelect
      id={`${id}-${field}`}
      label={t(`statements.columns.fields.${field}`)}
      header={file.header}
      value={columnValue(choices[field])}
      invalid={problem?.fields.includes(field)}
      blank={blank}
      onChange={(value) => setChoices((current) => ({ ...current, [field]: columnOf(value) }))}
    />
  );

  const toggle = (field: "firstRowIsData" | "chargesPositive", className: string) => (
    <div className={`flex items-start gap-2 ${className}`}>
      <Checkbox
        id={`${id}-${field}`}
        className="mt-0.5"
        checked={choices[field]}
        onCheckedChange={(value) => setChoices((current) => ({ ...current, [field]: value === true }))}
      />
      <Label htmlFor={`${id}-${field}`} className="leading-snug font-normal">
        {t(`statements.columns.${field}`)}
      </Label>
    </div>
  );

  const amountText = (amount: SampleReading["amount"]) =>
    amount === null ? "" : "bad" in amount ? t("statements.columns.unreadable", { value: amount.bad }) : format.money(amount.value / 1000, currency);
  const readings = readSamples(choices, rows)
    .filter((row) => row.date !== "" || row.description !== "" || row.amount !== null)
    .map((row) => [row.date, row.description, amountText(row.amount)]);

  return (
    <StepLayout
      footer={<StepButtons back={t("statements.back")} onBack={onBack} next={t("statements.next")} onNext={next} />}
    >
      <div className="grid gap-6">
        {error ? (
          <Alert variant="destructive">
            <AlertTitle>{t("statements.columns.misread")}</AlertTitle>
            <AlertDescription>{errorText(error)}</AlertDescription>
          </Alert>
        ) : null}

        <section className="grid gap-4 sm:grid-cols-2" aria-label={t("statements.columns.title")}>
          {toggle("firstRowIsData", "sm:col-span-2")}
          {select("date")}
          {select("description")}
          <fieldset className="grid gap-3 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">{t("statements.columns.amounts")}</legend>
            <RadioGroup
              value={choices.amounts}
              onValueChange={(value) => setChoices((current) => ({ ...current, amounts: value === "split" ? "split" : "signed" }))}
            >
              {(["signed", "split"] as const).map((kind) => (
                <div key={kind} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${kind}`} value={kind} />
                  <Label htmlFor={`${id}-${kind}`} className="font-normal">
                    {t(`statements.columns.${kind}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          {choices.amounts === "signed" ? (
            <>
              {select("amount")}
              {toggle("chargesPositive", "sm:mt-7")}
            </>
          ) : (
            <>
              {select("debit")}
              {select("credit", t("imports.map.notMapped"))}
            </>
          )}
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-decimal`}>{t("imports.map.decimal")}</Label>
            <NativeSelect
              id={`${id}-decimal`}
              value={decimalOf(choices, rows)}
              onChange={(event) => setChoices((current) => ({ ...current, decimal: event.target.value === "," ? "," : "." }))}
            >
              <option value=".">{t("imports.map.decimals.dot")}</option>
              <option value=",">{t("imports.map.decimals.comma")}</option>
            </NativeSelect>
          </div>
        </section>
        <FormMessage>{problem ? t(`statements.columns.${problem.problem}`, { amounts: choices.amounts }) : null}</FormMessage>

        {readings.length > 0 ? (
          <div className="grid gap-2">
            <SampleTable
              title={t("statements.columns.preview")}
              header={[t("statements.columns.fields.date"), t("statements.columns.fields.description"), t("statements.columns.fields.amount")]}
              rows={readings}
            />
            <p className="text-xs text-muted-foreground">{t("statements.columns.previewHint")}</p>
          </div>
        ) : null}
        <SampleTable
          title={t("imports.map.sample")}
          header={choices.firstRowIsData ? file.header.map((_, index) => t("statements.columns.number", { index: index + 1 })) : file.header}
          rows={rows}
        />
      </div>
    </StepLayout>
  );
}
