"use client";

import { useTranslations } from "next-intl";
import type { RecurringCharge } from "@/lib/recurring-charges/types";
import { FoldedList } from "./folded-list";
import { useReviewFormat } from "./use-review-format";

/** The bookings a finding rests on, folded away until asked for. */
export function ChargeList({ charges, currency }: { charges: RecurringCharge["charges"]; currency: string }) {
  const t = useTranslations("statements.review");
  const { money, date } = useReviewFormat();
  return (
    <FoldedList
      summary={t("charges", { count: charges.length })}
      rows={() =>
        charges.map((charge) => (
          <li key={charge.key} className="grid grid-cols-[auto_auto_1fr] gap-x-3">
            <span className="tabular-nums">{date(charge.date)}</span>
            <span className="text-right tabular-nums">{money(Math.abs(charge.amountMilli) / 1000, currency)}</span>
            <span className="truncate text-muted-foreground">{charge.label}</span>
          </li>
        ))
      }
    />
  );
}
