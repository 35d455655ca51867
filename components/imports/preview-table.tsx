"use client";

import { useLocale, useTranslations } from "next-intl";
import { cycleLabel } from "@/components/dashboard/card-facts";
import { Badge } from "@/components/ui/badge";
import { useValidationMessage } from "@/components/ui/form";
import { isCurrency } from "@/lib/currency/currencies";
import { formatCardDate, isValidCalendarDate } from "@/lib/dates/calendar-date";
import type { PreviewRow } from "@/lib/imports/preview";
import { isValidCycle } from "@/lib/subscriptions/cycle";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { isLifecycleStatus } from "@/lib/subscriptions/lifecycle";

const KIND_VARIANT = { new: "success", duplicate: "secondary", invalid: "destructive" } as const;

/** The rows as they will be saved, each with what will happen to it and why. */
export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const message = useValidationMessage();
  const problem = (item: { key: string; values?: Record<string, string | number> }) => message(item.key, item.values);
  const fieldName = (field: string | undefined) =>
    field && t.has(`subscriptionForm.fields.${field}`) ? `${t(`subscriptionForm.fields.${field}`)}: ` : "";

  const price = ({ price, currency }: PreviewRow["input"]["values"]) => {
    const amount = typeof price === "number" ? price : Number(price);
    return isCurrency(currency) && Number.isFinite(amount) ? formatMoney(amount, currency, locale) : `${price} ${currency}`;
  };
  const cycle = (value: string) => {
    if (!isValidCycle(value)) return value;
    const label = cycleLabel(value);
    return "count" in label ? t(`subscriptionCard.cycle.${label.key}`, { count: label.count }) : t(`subscriptionCard.cycle.${label.key}`);
  };
  const date = (value: string) => (isValidCalendarDate(value) ? formatCardDate(value) : value || "—");

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-xs">
          <tr>
            {["line", "name", "price", "cycle", "dates", "status", "category", "result"].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
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
                <th scope="row" className="max-w-56 px-3 py-2 font-medium break-words">
                  {values.name || "—"}
                </th>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{price(values)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{cycle(values.cycle)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {date(values.startDate)} → {date(values.endDate)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {isLifecycleStatus(status) ? t(`subscriptionForm.statuses.${status}`) : status}
                </td>
                <td className="px-3 py-2">{row.input.category?.name ?? "—"}</td>
                <td className="min-w-44 px-3 py-2">
                  <Badge variant={KIND_VARIANT[row.kind]}>{t(`imports.preview.${row.kind}`)}</Badge>
                  {row.problems.length > 0 ? (
                    <ul className="mt-1 grid gap-0.5 text-xs text-destructive">
                      {row.problems.map((item, index) => (
                        <li key={index}>
                          {fieldName(item.field)}
                          {problem(item)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
