"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ColumnSelect, columnOf, columnValue, type SelectOption } from "@/components/form/column-select";
import { FormMessage } from "@/components/form/form";
import { SampleTable } from "@/components/form/sample-table";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CURRENCIES, isCurrency } from "@/lib/currency/currencies";
import {
  DELIMITERS,
  type DateOrder,
  type DecimalSeparator,
  type Delimiter,
  type SpreadsheetAnalysis,
  type SpreadsheetMapping,
  type SuggestedMapping,
} from "@/lib/import-export/preview/read-file";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";
import { useCycleName } from "@/components/subscriptions/use-cycle-name";

export type SpreadsheetChoice = { delimiter: Delimiter; decimalSeparator: DecimalSeparator; dateOrder: DateOrder; mapping: SpreadsheetMapping };

const DELIMITER_NAMES: Record<Delimiter, "comma" | "semicolon" | "tab" | "pipe"> = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe" };
const DATE_ORDERS: DateOrder[] = ["YMD", "DMY", "MDY"];
const FIXED_CYCLES = ["custom:months:1", "1year", "custom:months:3", "6months", "custom:days:7", "30days", "once"];
const COLUMN_FIELDS = ["name", "price", "startDate", "endDate", "category", "notes", "websiteUrl", "paymentMethod"] as const;
const REQUIRED = new Set(["name", "price", "currency", "cycle"]);

// Select values: "col:3", "fixed:USD", "price" (written with each price) or "" (not in the file).
type Choices = Record<(typeof COLUMN_FIELDS)[number] | "currency" | "cycle", string>;

function toChoices(mapping: SuggestedMapping): Choices {
  const { currency, cycle } = mapping;
  return {
    name: columnValue(mapping.name),
    price: columnValue(mapping.price),
    startDate: columnValue(mapping.startDate),
    endDate: columnValue(mapping.endDate),
    category: columnValue(mapping.category),
    notes: columnValue(mapping.notes),
    websiteUrl: columnValue(mapping.websiteUrl),
    paymentMethod: columnValue(mapping.paymentMethod),
    // What the file does not say, the user chooses: nothing is guessed.
    currency: !currency ? "" : "fromPrice" in currency ? "price" : "column" in currency ? columnValue(currency.column) : `fixed:${currency.fixed}`,
    cycle: !cycle ? "" : "column" in cycle ? columnValue(cycle.column) : `fixed:${cycle.fixed}`,
  };
}

function toMapping(choices: Choices): SpreadsheetMapping | null {
  const name = columnOf(choices.name);
  const price = columnOf(choices.price);
  if (name === null || price === null || choices.currency === "" || choices.cycle === "") return null;
  const currencyColumn = columnOf(choices.currency);
  const fixedCurrency = choices.currency.slice(6);
  const cycleColumn = columnOf(choices.cycle);
  return {
    name,
    price,
    currency:
      currencyColumn !== null ? { column: currencyColumn } : isCurrency(fixedCurrency) ? { fixed: fixedCurrency } : { fromPrice: true },
    cycle: cycleColumn !== null ? { column: cycleColumn } : { fixed: choices.cycle.slice(6) },
    startDate: columnOf(choices.startDate),
    endDate: columnOf(choices.endDate),
    category: columnOf(choices.category),
    notes: columnOf(choices.notes),
    websiteUrl: columnOf(choices.websiteUrl),
    paymentMethod: columnOf(choices.paymentMethod),
  };
}

export function MapStep({
  analysis,
  onDelimiter,
  onBack,
  onNext,
}: {
  analysis: SpreadsheetAnalysis;
  onDelimiter: (delimiter: Delimiter) => void;
  onBack: () => void;
  onNext: (choice: SpreadsheetChoice) => void;
}) {
  const t = useTranslations();
  const cycleName = useCycleName();
  const id = useId();
  const [decimalSeparator, setDecimalSeparator] = useState(analysis.decimalSeparator);
  const [dateOrder, setDateOrder] = useState(analysis.dateOrder);
  const [choices, setChoices] = useState(() => toChoices(analysis.mapping));
  const [missing, setMissing] = useState(false);

  function next() {
    const mapping = toMapping(choices);
    setMissing(mapping === null);
    if (mapping) onNext({ delimiter: analysis.delimiter, decimalSeparator, dateOrder, mapping });
  }

  const select = (field: keyof Choices, extra: SelectOption[] = [], blank: "notMapped" | "choose" = "notMapped") => (
    <ColumnSelect
      key={field}
      id={`${id}-${field}`}
      label={t(`imports.map.fields.${field}`)}
      header={analysis.header}
      value={choices[field]}
      invalid={missing && REQUIRED.has(field) && choices[field] === ""}
      onChange={(value) => setChoices((current) => ({ ...current, [field]: value }))}
      blank={blank === "notMapped" ? t("imports.map.notMapped") : undefined}
      extra={extra}
    />
  );

  return (
    <StepLayout
      footer={<StepButtons back={t("imports.preview.back")} onBack={onBack} next={t("imports.next")} onNext={next} />}
    >
      <div className="grid gap-6">
        <section className="grid gap-4 sm:grid-cols-3" aria-label={t("imports.map.title")}>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-delimiter`}>{t("imports.map.delimiter")}</Label>
            <NativeSelect
              id={`${id}-delimiter`}
              value={analysis.delimiter}
              onChange={(event) => onDelimiter(DELIMITERS.find((delimiter) => delimiter === event.target.value) ?? ",")}
            >
              {DELIMITERS.map((delimiter) => (
                <option key={delimiter} value={delimiter}>
                  {t(`imports.map.delimiters.${DELIMITER_NAMES[delimiter]}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-decimal`}>{t("imports.map.decimal")}</Label>
            <NativeSelect id={`${id}-decimal`} value={decimalSeparator} onChange={(event) => setDecimalSeparator(event.target.value === "," ? "," : ".")}>
              <option value=".">{t("imports.map.decimals.dot")}</option>
              <option value=",">{t("imports.map.decimals.comma")}</option>
            </NativeSelect>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-dates`}>{t("imports.map.dateOrder")}</Label>
            <NativeSelect
              id={`${id}-dates`}
              value={dateOrder}
              aria-describedby={analysis.dateOrderCertain ? undefined : `${id}-dates-hint`}
              onChange={(event) => setDateOrder(DATE_ORDERS.find((order) => order === event.target.value) ?? "YMD")}
            >
              {DATE_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`imports.map.dateOrders.${order}`)}
                </option>
              ))}
            </NativeSelect>
            {analysis.dateOrderCertain ? null : (
              <p id={`${id}-dates-hint`} className="text-xs text-warning">
                {t("imports.map.dateOrderUnsure")}
              </p>
            )}
          </div>
        </section>

        <section className="grid gap-4 sm:grid-cols-2" aria-label={t("imports.map.description")}>
          {select("name", [], "choose")}
          {select("price", [], "choose")}
          {select(
            "currency",
            [
              { value: "price", label: t("imports.map.currencyFromPrice") },
              ...CURRENCIES.map((currency) => ({ value: `fixed:${currency}`, label: t("imports.map.sameForAll", { value: currency }) })),
            ],
            "choose",
          )}
          {select(
            "cycle",
            FIXED_CYCLES.map((cycle) => ({
              value: `fixed:${cycle}`,
              label: t("imports.map.sameForAll", { value: cycleName(cycle) }),
            })),
            "choose",
          )}
          {COLUMN_FIELDS.slice(2).map((field) => select(field))}
        </section>
        <FormMessage>{missing ? t("imports.map.required") : null}</FormMessage>

        <SampleTable title={t("imports.map.sample")} header={analysis.header} rows={analysis.sampleRows} />
      </div>
    </StepLayout>
  );
}
