import { useTranslations } from "next-intl";
import { PriceHistoryText } from "@/components/subscriptions/price-history-text";
import { TableScroller } from "@/components/controls/table-scroller";
import { formatCardDate, type CalendarDate } from "@/lib/dates/date-only";
import type { PriceHistoryEntry } from "@/lib/subscriptions/price-history";
import type { Subscription } from "@/lib/subscriptions/types";
import { insightsHref, PRICE_HISTORIES_SHOWN, type InsightsView } from "@/lib/insights/view";
import { ShowAllLink } from "./show-all-link";

export type SubscriptionPriceHistory = { subscription: Subscription; entries: PriceHistoryEntry[] };

type Props = { histories: SubscriptionPriceHistory[]; view: InsightsView; locale: string; today: CalendarDate };

export function PriceHistories({ histories, view, locale, today }: Props) {
  const t = useTranslations("insights.priceHistory");
  const shown = view.allPriceHistories ? histories : histories.slice(0, PRICE_HISTORIES_SHOWN);
  const upcoming = useTranslations("priceHistory")("upcoming");
  return (
    <div className="mt-6 border-t pt-5">
      <h3 id="price-history" className="text-base font-semibold">
        {t("title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      {histories.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <TableScroller labelledBy="price-history" className="mt-3">
          <table aria-labelledby="price-history" className="w-full text-sm [&_tr]:border-b [&_tr:last-child]:border-0 [&_td]:py-2 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:align-top [&_th]:font-medium">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col">{t("subscription")}</th>
                <th scope="col">{t("prices")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ subscription, entries }) => (
                <tr key={subscription.id}>
                  <th scope="row">{subscription.name}</th>
                  <td className="tabular-nums">
                    {entries.map((entry, index) => (
                      <span key={index} className="mr-4 inline-block">
                        <span className="text-muted-foreground">{formatCardDate(entry.date)}</span>{" "}
                        <PriceHistoryText entry={entry} currency={subscription.currency} locale={locale} />
                        {entry.date > today ? <span className="ml-1 text-xs font-medium text-warning">{upcoming}</span> : null}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length < histories.length ? (
            <ShowAllLink href={insightsHref(view, { allPriceHistories: true }, "price-history")} label={t("showAll", { count: histories.length })} />
          ) : null}
        </TableScroller>
      )}
    </div>
  );
}
