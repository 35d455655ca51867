import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/currency/currencies";
import { formatCardDate, type CalendarDate } from "@/lib/dates/date-only";
import type { PriceHistoryEntry } from "@/lib/subscriptions/price-history";
import { PriceHistoryText } from "./price-history-text";

type Props = { entries: PriceHistoryEntry[]; currency: Currency; locale: string; today: CalendarDate };

export function PriceHistoryList({ entries, currency, locale, today }: Props) {
  const t = useTranslations("priceHistory");
  return (
    <ol className="grid gap-1.5 text-sm">
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.date}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <time dateTime={entry.date} className="w-[5.5rem] shrink-0 text-muted-foreground tabular-nums">
            {formatCardDate(entry.date)}
          </time>
          <span className="tabular-nums">
            <PriceHistoryText entry={entry} currency={currency} locale={locale} />
          </span>
          {entry.date > today ? <span className="text-xs font-medium text-warning">{t("upcoming")}</span> : null}
        </li>
      ))}
    </ol>
  );
}
