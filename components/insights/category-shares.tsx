import { useTranslations } from "next-intl";
import { TableScroller } from "@/components/controls/table-scroller";
import type { Currency } from "@/lib/currency/currencies";
import type { CategoryShare } from "@/lib/insights/by-category";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { InsightsSection } from "./insights-section";

type Props = { shares: CategoryShare[]; monthlyTotal: number; currency: Currency; locale: string };

export function CategoryShares({ shares, monthlyTotal, currency, locale }: Props) {
  const t = useTranslations("insights.categories");
  const money = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: "percent" }).format(value / 100);
  const name = (share: CategoryShare) => share.category?.name ?? t("uncategorized");
  const starts = shares.map((_, index) => shares.slice(0, index).reduce((sum, share) => sum + share.amount, 0));

  return (
    <InsightsSection id="categories" title={t("title")} description={t("description", { total: money(monthlyTotal) })}>
      {shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="grid gap-5">
          <svg
            role="img"
            aria-label={t("chartLabel", { list: shares.map((share) => `${name(share)} ${percent(share.percent)}`).join(", ") })}
            viewBox="0 0 100 8"
            preserveAspectRatio="none"
            className="h-6 w-full overflow-hidden rounded-md"
          >
            {shares.map((share, index) => (
              <rect
                key={share.key}
                x={(starts[index] / monthlyTotal) * 100}
                y={0}
                width={(share.amount / monthlyTotal) * 100}
                height={8}
                fill={share.color}
              />
            ))}
          </svg>
          <TableScroller labelledBy="categories-title">
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">{t("category")}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t("amount")}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t("share")}</th>
                </tr>
              </thead>
              <tbody>
                {shares.map((share) => (
                  <tr key={share.key} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      <span className="flex min-w-0 items-center gap-2">
                        <span aria-hidden="true" className="size-3 shrink-0 rounded-sm print:border" style={{ backgroundColor: share.color }} />
                        <span className="truncate">{name(share)}</span>
                      </span>
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(share.displayAmount)}</td>
                    <td className="py-2 text-right tabular-nums">{percent(share.percent)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t font-semibold">
                  <th scope="row" className="py-2 pr-3 text-left">{t("total")}</th>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(monthlyTotal)}</td>
                  <td className="py-2 text-right tabular-nums">{percent(100)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroller>
        </div>
      )}
    </InsightsSection>
  );
}
