import Link from "next/link";
import { useTranslations } from "next-intl";
import { TableScroller } from "@/components/controls/table-scroller";
import type { Currency } from "@/lib/currency/currencies";
import { formatMonth } from "@/lib/dates/format-date";
import type { UpcomingMonth } from "@/lib/insights/upcoming";
import { insightsHref, type InsightsView } from "@/lib/insights/view";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { BarChart } from "./bar-chart";
import { InsightsSection } from "./insights-section";

type Props = { months: UpcomingMonth[]; total: number; view: InsightsView; currency: Currency; locale: string };

export function UpcomingMonths({ months, total, view, currency, locale }: Props) {
  const selected = view.month;
  const t = useTranslations("insights.upcoming");
  const money = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const current = months[0]?.month;
  const amount = (due: number, range?: { min: number; max: number }) =>
    range && range.min !== range.max ? t("range", { min: money(range.min), max: money(range.max) }) : money(due);
  const varies = months.some(({ range }) => range && range.min !== range.max);
  const totalRange = varies
    ? {
        min: months.reduce((sum, m) => sum + (m.range?.min ?? m.total), 0),
        max: months.reduce((sum, m) => sum + (m.range?.max ?? m.total), 0),
      }
    : undefined;

  return (
    <InsightsSection
      id="upcoming"
      title={t("title")}
      description={current ? t("description", { month: formatMonth(current, locale) }) : undefined}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <TableScroller labelledBy="upcoming-title">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-1.5 pr-3 font-medium">{t("month")}</th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">{t("charges")}</th>
                <th scope="col" className="py-1.5 text-right font-medium">{t("due")}</th>
              </tr>
            </thead>
            <tbody>
              {months.map(({ month, total: due, charges, range }) => (
                <tr key={month} className={month === selected ? "border-b bg-accent/60 last:border-0" : "border-b last:border-0"}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                    <Link
                      href={insightsHref(view, { month, day: null }, "calendar")}
                      prefetch={false}
                      aria-current={month === selected ? "true" : undefined}
                      aria-label={t("choose", { month: formatMonth(month, locale) })}
                      className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none print:text-foreground print:no-underline"
                    >
                      {formatMonth(month, locale)}
                    </Link>
                  </th>
                  <td className="py-1.5 pr-3 text-right text-muted-foreground tabular-nums">{count(charges.length)}</td>
                  <td className="py-1.5 text-right tabular-nums">{amount(due, range)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t font-semibold">
                <th scope="row" className="py-1.5 pr-3 text-left">{t("total")}</th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{count(months.reduce((sum, m) => sum + m.charges.length, 0))}</td>
                <td className="py-1.5 text-right tabular-nums">{amount(total, totalRange)}</td>
              </tr>
            </tfoot>
          </table>
          {varies ? <p className="mt-2 text-xs text-muted-foreground">{t("rangeNote")}</p> : null}
        </TableScroller>
        <BarChart
          label={t("chartLabel", { list: months.map((m) => `${formatMonth(m.month, locale)} ${money(m.total)}`).join(", ") })}
          bars={months.map((m) => ({ key: m.month, label: formatMonth(m.month, locale, "short"), value: m.total, highlight: m.month === selected }))}
        />
      </div>
    </InsightsSection>
  );
}
