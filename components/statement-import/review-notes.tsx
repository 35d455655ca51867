"use client";

import { CalendarClock, Copy, History, ShieldCheck } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useReviewFormat } from "./use-review-format";
import type { ReviewData } from "./use-statement-flow";

/** What was read, whether it was read before or dropped twice, and whether it is long enough to show yearly charges. */
export function ReviewNotes({ data }: { data: ReviewData }) {
  const t = useTranslations("statements.review");
  const same = useTranslations("statements.files");
  const format = useFormatter();
  const { date } = useReviewFormat();
  const { files, coverage, alreadyRead, twins } = data;
  const periods = files.flatMap((file) => (file.period ? [file.period] : []));
  const from = periods.map((period) => period.from).sort()[0];
  const to = periods.map((period) => period.to).sort().at(-1);
  const transactions = files.reduce((sum, file) => sum + file.transactionCount, 0);

  return (
    <div className="grid gap-2 text-sm">
      <p role="status" className="font-medium">
        {t("summary", { files: files.length, transactions })}
        {from && to ? ` · ${t("period", { from: date(from), to: date(to) })}` : null}
      </p>
      {alreadyRead.length > 0 ? (
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2">
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {alreadyRead.length === 1
              ? t("alreadyReadOne", { file: alreadyRead[0].name, date: format.dateTime(new Date(alreadyRead[0].readAt), { dateStyle: "medium" }) })
              : t("alreadyReadMany", { count: alreadyRead.length })}
          </span>
        </p>
      ) : null}
      {twins.map((twin, index) => (
        <p key={`${index}:${twin.name}`} className="flex items-start gap-2 rounded-md bg-muted px-3 py-2">
          <Copy aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{same("same", { file: twin.name, other: twin.sameAs })}</span>
        </p>
      ))}
      {coverage.yearlyMayBeMissing ? (
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("coverage", { months: Math.max(1, Math.round(coverage.monthsCovered)) })}</span>
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        {t("privacy")}
      </p>
    </div>
  );
}
