import { useTranslations } from "next-intl";
import { TableScroller } from "@/components/controls/table-scroller";
import type { Currency } from "@/lib/currency/currencies";
import { formatCardDate } from "@/lib/dates/date-only";
import type { Savings } from "@/lib/insights/savings";
import { insightsHref, SAVINGS_SHOWN, type InsightsView } from "@/lib/insights/view";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { InsightsSection } from "./insights-section";
import { ShowAllLink } from "./show-all-link";

type Props = { savings: Savings; view: InsightsView; currency: Currency; locale: string };

/** What cancelling saved: each cancelled subscription's would-be charges since its cancellation, largest first. */
export function SavingsTable({ savings, view, currency, locale }: Props) {
  const t = useTranslations("insights.savings");
  const shown = view.allSavings ? savings.items : savings.items.slice(0, SAVINGS_SHOWN);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <InsightsSection id="savings" title={t("title")} description={t("assumption")}>
      {savings.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <TableScroller labelledBy="savings-title">
          <table className="w-full text-sm">
            <thead className="text-left align-bottom text-xs break-keep text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-1.5 pr-2 font-medium sm:pr-3">{t("subscription")}</th>
                <th scope="col" className="py-1.5 pr-2 font-medium sm:pr-3">{t("cancelledOn")}</th>
                <th scope="col" className="py-1.5 pr-2 text-right font-medium sm:pr-3">{t("charges")}</th>
                <th scope="col" className="py-1.5 text-right font-medium">{t("amount")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.subscriptionId} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium break-words sm:pr-3">{item.name}</th>
                  <td className="py-1.5 pr-2 text-muted-foreground tabular-nums sm:pr-3">{formatCardDate(item.cancelledOn)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums sm:pr-3">{count(item.chargeCount)}</td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                    {item.currency !== currency ? (
                      <span className="block text-xs text-muted-foreground sm:mr-2 sm:inline">{formatMoney(item.amount, item.currency, locale)}</span>
                    ) : null}
                    {item.converted === null ? "—" : formatMoney(item.converted, currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t font-semibold">
                <th scope="row" colSpan={3} className="py-1.5 pr-2 text-left sm:pr-3">{t("total")}</th>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(savings.total, currency, locale, { whole: true })}</td>
              </tr>
            </tfoot>
          </table>
          {shown.length < savings.items.length ? (
            <ShowAllLink href={insightsHref(view, { allSavings: true }, "savings")} label={t("showAll", { count: savings.items.length })} />
          ) : null}
        </TableScroller>
      )}
    </InsightsSection>
  );
}
