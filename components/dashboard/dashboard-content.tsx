import { useTranslations } from "next-intl";
import type { DashboardData } from "@/lib/dashboard/load-dashboard";
import type { LedgerEntry } from "@/lib/payments/charges";
import type { VariableForecasts } from "@/lib/payments/variable-estimates";
import { ManageCategoriesButton } from "@/components/categories/manage-categories-button";
import { ImportButton } from "@/components/imports/import-button";
import { StatementButton } from "@/components/statement-import/statement-button";
import { AddSubscriptionButton } from "@/components/subscriptions/add-subscription-button";
import { MarkAllDue } from "@/components/payments/mark-all-due";
import type { SubscriptionFilter } from "@/lib/subscriptions/filter";
import type { BoardView } from "@/lib/subscriptions/board-view";
import { CurrencyProposal } from "./currency-proposal";
import { EmptyState } from "./empty-state";
import { RatesNote } from "./rates-note";
import { SubscriptionBoard } from "./subscription-board";
import { SummaryCards } from "./summary-cards";
import { UnconvertedNote } from "./unconverted-note";

export function DashboardContent({
  data,
  dueCharges,
  forecasts,
  approximate = false,
  locale,
  initialView,
  initialFilter,
}: {
  data: DashboardData;
  /** Manual renewals' charges of the last month still waiting for an answer, oldest first. */
  dueCharges: LedgerEntry[];
  forecasts?: VariableForecasts;
  /** The totals include a variable bill. */
  approximate?: boolean;
  locale: string;
  initialView: BoardView;
  initialFilter: SubscriptionFilter;
}) {
  const t = useTranslations("dashboard");
  const { subscriptions, categories, priceChanges, exchangeRates, defaultCurrency, today, summary } = data;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("heading")}</h1>
          <RatesNote exchangeRates={exchangeRates} defaultCurrency={defaultCurrency} hasForeign={subscriptions.some((s) => s.currency !== defaultCurrency)} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ImportButton defaultCurrency={defaultCurrency} />
          {/* On a phone the import dialog offers it, and the header keeps three buttons. */}
          <StatementButton defaultCurrency={defaultCurrency} className="hidden sm:inline-flex" />
          <ManageCategoriesButton categories={categories} />
          <AddSubscriptionButton categories={categories} defaultCurrency={defaultCurrency} />
        </div>
      </div>

      {data.currencyConfirmed ? null : <CurrencyProposal current={defaultCurrency} />}
      <SummaryCards summary={summary} defaultCurrency={defaultCurrency} locale={locale} approximate={approximate} />
      <UnconvertedNote count={summary.unconvertedCount} currencies={exchangeRates.missing} locale={locale} />
      {dueCharges.length >= 2 ? <MarkAllDue entries={dueCharges} /> : null}

      {subscriptions.length === 0 ? (
        <EmptyState defaultCurrency={defaultCurrency} />
      ) : (
        <SubscriptionBoard
          subscriptions={subscriptions}
          categories={categories}
          priceChanges={priceChanges}
          dueCharges={dueCharges}
          forecasts={forecasts}
          rates={exchangeRates.rates}
          defaultCurrency={defaultCurrency}
          today={today}
          locale={locale}
          initialView={initialView}
          initialFilter={initialFilter}
        />
      )}
    </div>
  );
}
