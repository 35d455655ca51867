"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { useValidationMessage } from "@/components/form/form";
import { TableScroller } from "@/components/controls/table-scroller";
import { isCurrency } from "@/lib/currency/currencies";
import { formatCardDate, isValidCalendarDate } from "@/lib/dates/date-only";
import type { PreviewProblem, PreviewRow } from "@/lib/import-export/preview/read-file";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { isLifecycleStatus } from "@/lib/subscriptions/lifecycle";
import { cn } from "@/lib/utils";
import { useCycleName } from "@/components/subscriptions/use-cycle-name";

const KIND_VARIANT = { new: "success", duplicate: "secondary", invalid: "destructive" } as const;
const COLUMNS = ["line", "name", "price", "cycle", "dates", "status", "category", "result"] as const;
// On a phone only the row number and the name keep a column: the rest is told under the name.
const WIDE_ONLY = "hidden sm:table-cell";
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function ReminderNote({ reminders }: { reminders: PreviewRow["input"]["reminders"] }) {
  const t = useTranslations("subscriptionForm.reminders");
  if (!reminders) return null;
  const note = !reminders.enabled ? `${t("title")}: ${t("modes.off")}` : reminders.remindToCancel ? t("remindToCancel") : null;
  return note ? <p className="text-xs whitespace-normal text-muted-foreground">{note}</p> : null;
}

function RowResult({ row, problem }: { row: PreviewRow; problem: (item: PreviewProblem) => string }) {
  const t = useTranslations("imports.preview");
  return (
    <>
      <Badge variant={KIND_VARIANT[row.kind]}>{t(row.kind)}</Badge>
      {row.problems.length > 0 ? (
        <ul className="mt-1 grid gap-0.5 text-xs text-destructive">
          {row.problems.map((item, index) => (
            <li key={index}>{problem(item)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const message = useValidationMessage();
  const cycleName = useCycleName();
  const captionId = useId();

  const fieldLabel = (field: string | undefined) => {
    const key = [`subscriptionForm.fields.${field}`, `imports.preview.fields.${field}`].find((candidate) => field && t.has(candidate));
    return key ? t(key) : null;
  };
  const problem = (item: PreviewProblem) => {
    const text = message(item.key, item.values) ?? "";
    const field = fieldLabel(item.field);
    return field ? t("imports.preview.problem", { field, problem: text }) : text;
  };
  // "1e9" shows as written, a refused price without its currency: neither looks like an amount to be saved.
  const price = (row: PreviewRow) => {
    const { price: written, currency } = row.input.values;
    const text = String(written);
    if (!PLAIN_NUMBER.test(text)) return text || "—";
    const number = format.number(Number(text), { minimumFractionDigits: 2 });
    if (row.problems.some((item) => item.field === "price")) return number;
    return isCurrency(currency) ? formatMoney(Number(text), currency, locale) : `${number} ${currency}`;
  };
  const date = (value: string) => (isValidCalendarDate(value) ? formatCardDate(value) : value || "—");
  const dates = ({ startDate, endDate }: PreviewRow["input"]["values"]) => `${date(startDate)} → ${date(endDate)}`;

  return (
    <TableScroller labelledBy={captionId} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t("imports.preview.rows")}
        </caption>
        <thead className="bg-muted/60 text-xs">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cn("px-3 py-2 font-medium whitespace-nowrap", column !== "line" && column !== "name" && WIDE_ONLY)}>
                {t(`imports.preview.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { values } = row.input;
            const status = values.status ?? "active";
            return (
              <tr key={row.line} className="border-t align-top">
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-medium break-words sm:max-w-56">
                  <span className="whitespace-break-spaces">{values.name || "—"}</span>
                  <div className="mt-1 grid justify-items-start gap-1 font-normal sm:hidden">
                    <p className="text-xs text-muted-foreground">{[price(row), cycleName(values.cycle), dates(values)].join(" · ")}</p>
                    <RowResult row={row} problem={problem} />
                  </div>
                </th>
                <td className={cn(WIDE_ONLY, "px-3 py-2 whitespace-nowrap tabular-nums")}>{price(row)}</td>
                <td className={cn(WIDE_ONLY, "px-3 py-2 whitespace-nowrap")}>{cycleName(values.cycle)}</td>
                <td className={cn(WIDE_ONLY, "px-3 py-2 whitespace-nowrap tabular-nums")}>{dates(values)}</td>
                <td className={cn(WIDE_ONLY, "px-3 py-2 whitespace-nowrap")}>
                  {isLifecycleStatus(status) ? t(`subscriptionForm.statuses.${status}`) : status}
                  <ReminderNote reminders={row.input.reminders} />
                </td>
                <td className={cn(WIDE_ONLY, "px-3 py-2 whitespace-break-spaces")}>{row.input.category?.name ?? "—"}</td>
                <td className={cn(WIDE_ONLY, "min-w-44 px-3 py-2")}>
                  <RowResult row={row} problem={problem} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
