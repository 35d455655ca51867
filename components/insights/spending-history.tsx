import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TableScroller } from "@/components/controls/table-scroller";
import type { Currency } from "@/lib/currency/currencies";
import { formatMonth } from "@/lib/dates/format-date";
import type { SpendingHistory as History } from "@/lib/insights/history";
import type { SpendHistory } from "@/lib/payments/spend-history";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { BarChart } from "./bar-chart";
import { InsightsSection } from "./insights-section";

/** `spent` holds the totals, recorded or estimated; `history`, the estimate's exchange rates. */
type Props = { history: History; spent: SpendHistory; currency: Currency; locale: string; children?: ReactNode };

export function SpendingHistory({ history, spent, currency, locale, children }: Props) {
  const t = useTranslations("insights.history");
  const tp = useTranslations("insights.payments");
  const money = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const { months } = spent;
  const fallbacks = new Map(history.months.map((month) => [month.month, month.fallbackCount]));
  const estimated = months.some((month) => month.hasEstimates);
  const current = months.at(-1)?.month;

  return (
    <InsightsSection
      id="history"
      title={t("title")}
      description={current ? t("description", { month: formatMonth(current, locale) }) : undefined}
    >
      {months.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
          <div className="grid gap-3">
            <TableScroller labelledBy="history-title">
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-muted-foreground">
                  <tr className="border-b">
                    <th scope="col" className="py-1.5 pr-3 font-medium">{t("month")}</th>
                    <th scope="col" className="py-1.5 pr-3 text-right font-medium">{t("charges")}</th>
                    <th scope="col" className="py-1.5 text-right font-medium">{t("spent")}</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month} className="border-b last:border-0" data-estimate={month.hasEstimates ? "" : undefined}>
                      <th scope="row" className="py-1.5 pr-3 text-left font-medium">{formatMonth(month.month, locale)}</th>
                      <td className="py-1.5 pr-3 text-right text-muted-foreground tabular-nums">
                        {count(month.recordedCount + month.estimatedCount)}
                      </td>
                      <td className="py-1.5 text-right tabular-nums">
                        {month.hasEstimates ? (
                          <span role="img" aria-label={tp("estimateMark")} title={tp("estimateMark")} className="mr-1 text-muted-foreground">
                            ≈
                          </span>
                        ) : null}
                        {(fallbacks.get(month.month) ?? 0) > 0 ? (
                          <span className="mr-1 text-warning" title={t("fallbackMarker", { count: fallbacks.get(month.month) ?? 0 })}>
                            *<span className="sr-only">{t("fallbackMarker", { count: fallbacks.get(month.month) ?? 0 })}</span>
                          </span>
                        ) : null}
                        {money(month.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t font-semibold">
                    <th scope="row" className="py-1.5 pr-3 text-left">{t("total")}</th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {count(months.reduce((sum, month) => sum + month.recordedCount + month.estimatedCount, 0))}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{money(spent.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroller>
            <p className="text-xs text-muted-foreground" data-estimates={estimated ? "" : undefined}>
              {estimated ? tp("estimates") : tp("allRecorded")}
            </p>
            <RatesUsed history={history} />
          </div>
          <BarChart
            label={t("chartLabel", {
              list: months
                .map((m) => {
                  const values = { month: formatMonth(m.month, locale), amount: money(m.total) };
                  return m.hasEstimates ? tp("chartEstimate", values) : `${values.month} ${values.amount}`;
                })
                .join(", "),
            })}
            bars={months.map((m) => ({
              key: m.month,
              label: `${m.hasEstimates ? "≈ " : ""}${formatMonth(m.month, locale, "short")}`,
              value: m.total,
              estimate: m.hasEstimates,
            }))}
          />
        </div>
      )}
      {children}
    </InsightsSection>
  );
}

function RatesUsed({ history }: { history: History }) {
  const t = useTranslations("insights.history");
  const { convertedCount, fallbackCount, unconvertedCount } = history;
  return (
    <div className="grid gap-1 text-xs text-muted-foreground" data-rate-fallbacks={fallbackCount}>
      {convertedCount > 0 ? (
        <p>
          {fallbackCount === 0
            ? t("ratesOfDay", { count: convertedCount })
            : t("ratesFallback", { converted: convertedCount, fallback: fallbackCount })}
        </p>
      ) : null}
      {unconvertedCount > 0 ? <p>{t("unconverted", { count: unconvertedCount })}</p> : null}
    </div>
  );
}
