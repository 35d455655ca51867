"use client";

import { useTranslations } from "next-intl";
import type { DetectionReason, RecurringCharge } from "@/lib/recurring-charges/types";
import { useReviewFormat } from "./use-review-format";

/** The detector's reasons in one short line: "Why: known subscription · 6 charges · monthly, within 2 days". */
export function WhyLine({ charge }: { charge: RecurringCharge }) {
  const t = useTranslations("statements.reasons");
  const cadence = useTranslations("statements.cadences");
  const { money, date } = useReviewFormat();
  const text = (reason: DetectionReason): string => {
    switch (reason.kind) {
      case "knownMerchant":
        return t("knownMerchant");
      case "occurrences":
        return t("occurrences", { count: reason.count });
      case "regularGaps":
        return t("regularGaps", { cadence: cadence(reason.cadence), days: reason.maxDeviationDays });
      case "steadyAmount":
        return reason.spreadPercent < 1 ? t("sameAmount") : t("steadyAmount", { percent: Math.round(reason.spreadPercent) });
      case "priceChange":
        return t("priceChange", {
          from: money(reason.fromMilli / 1000, charge.currency),
          to: money(reason.toMilli / 1000, charge.currency),
          date: date(reason.since),
        });
      case "refundNetted":
        return t("refundNetted", { count: reason.count });
    }
  };
  if (charge.reasons.length === 0) return null;
  return <p className="text-xs text-muted-foreground">{t("why", { reasons: charge.reasons.map(text).join(" · ") })}</p>;
}
