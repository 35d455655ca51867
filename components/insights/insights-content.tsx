import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { addCalendarMonths } from "@/lib/dates/year-month";
import { firstDayOfWeek, type Locale } from "@/lib/i18n/locales";
import type { Insights } from "@/lib/insights/build-insights";
import { chargesByDay } from "@/lib/insights/month-grid";
import type { InsightsData } from "@/lib/insights/load-insights";
import type { InsightsView } from "@/lib/insights/view";
import type { PaidInsights } from "@/lib/payments/paid-insights";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { CategoryShares } from "./category-shares";
import { InsightsSection } from "./insights-section";
import { KeyFigures } from "./key-figures";
import { MonthGrid } from "./month-grid";
import { MonthCharges } from "./month-charges";
import { PriceHistories } from "./price-histories";
import { RatesUsed } from "./rates-used";
import { SavingsTable } from "./savings-table";
import { SpendingHistory } from "./spending-history";
import { UpcomingMonths } from "./upcoming-months";

type Props = {
  data: InsightsData;
  insights: Insights;
  paid: PaidInsights;
  view: InsightsView;
  locale: Locale;
  /** The monthly total counts a variable bill at its estimate. */
  approximate?: boolean;
};

export function InsightsContent({ data, insights, paid, view, locale, approximate = false }: Props) {
  const t = useTranslations("insights");
  const { defaultCurrency: currency, subscriptions, summary, today, exchangeRates } = data;
  const money = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  const months = paid.calendar.map((m) => m.month);
  const { month } = view;
  const selected = paid.calendar.find((m) => m.month === month) ?? paid.calendar[0];
  const days = chargesByDay(selected.charges);
  const previous = addCalendarMonths(month, -1);
  const next = addCalendarMonths(month, 1);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        <RatesUsed
          exchangeRates={exchangeRates}
          defaultCurrency={currency}
          currencies={new Set(subscriptions.map((s) => s.currency))}
          locale={locale}
        />
      </div>

      <KeyFigures
        figures={[
          {
            id: "monthly",
            label: t("summary.monthly"),
            value: approximate ? t("summary.monthlyAbout", { amount: money(summary.monthlyTotal) }) : money(summary.monthlyTotal),
            hint: t("summary.monthlyHint"),
          },
          {
            id: "upcoming",
            label: t("summary.upcoming"),
            value: money(insights.upcomingTotal),
            hint: t("summary.upcomingHint", { count: insights.upcoming.reduce((sum, m) => sum + m.charges.length, 0) }),
          },
          {
            id: "history",
            label: t("summary.history"),
            value: money(paid.spent.total),
            hint: t("summary.historyHint", { count: paid.spent.months.length }),
          },
          {
            id: "savings",
            label: t("summary.savings"),
            value: money(insights.savings.total),
            hint: t("summary.savingsHint", { count: insights.savings.items.length }),
          },
        ]}
      />

      {subscriptions.length === 0 ? (
        <section className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center">
          <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">{t("emptyDescription")}</p>
          <Button asChild className="mt-5">
            <Link href="/dashboard">{t("toDashboard")}</Link>
          </Button>
        </section>
      ) : (
        <>
          <CategoryShares shares={insights.byCategory} monthlyTotal={summary.monthlyTotal} currency={currency} locale={locale} />
          <UpcomingMonths months={insights.upcoming} total={insights.upcomingTotal} view={view} currency={currency} locale={locale} />
          <InsightsSection id="calendar" title={t("calendar.title")}>
            <MonthGrid
              view={view}
              previous={months.includes(previous) ? previous : null}
              next={months.includes(next) ? next : null}
              days={days}
              today={today}
              weekStartsOn={firstDayOfWeek[locale]}
              currency={currency}
              locale={locale}
            />
            <MonthCharges view={view} total={selected.total} days={days} currency={currency} locale={locale} />
          </InsightsSection>
          <SpendingHistory history={insights.history} spent={paid.spent} currency={currency} locale={locale}>
            <PriceHistories histories={insights.priceHistories} view={view} locale={locale} today={today} />
          </SpendingHistory>
          <SavingsTable savings={insights.savings} view={view} currency={currency} locale={locale} />
        </>
      )}
    </div>
  );
}
