import { CalendarRange, CircleCheck, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import type { Currency } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { SubscriptionSummary } from "@/lib/subscriptions/summary";

type Props = { summary: SubscriptionSummary; defaultCurrency: Currency; locale: string };

export function SummaryCards({ summary, defaultCurrency, locale }: Props) {
  const t = useTranslations("dashboard.summary");
  const money = (amount: number) => formatMoney(amount, defaultCurrency, locale, { whole: true });

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <SummaryCard
        icon={<Wallet aria-hidden="true" />}
        id="summary-monthly"
        label={t("monthlyTotal")}
        value={money(summary.monthlyTotal)}
        hint={t("subscriptionCount", { count: summary.count })}
        highlight
      />
      <SummaryCard
        icon={<CircleCheck aria-hidden="true" />}
        id="summary-active"
        label={t("activeCount")}
        value={new Intl.NumberFormat(locale).format(summary.activeCount)}
        hint={t("activeHint")}
      />
      <SummaryCard
        icon={<CalendarRange aria-hidden="true" />}
        id="summary-annual"
        label={t("annualEstimate")}
        value={money(summary.annualEstimate)}
        hint={t("annualHint")}
      />
    </ul>
  );
}

function SummaryCard({
  id,
  icon,
  label,
  value,
  hint,
  highlight = false,
}: {
  id: string;
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  highlight?: boolean;
}) {
  return (
    <li
      aria-labelledby={id}
      className={
        highlight
          ? "rounded-xl border border-primary/20 bg-primary p-5 text-primary-foreground shadow-sm"
          : "rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
      }
    >
      <div className={`flex items-center gap-2 text-sm [&>svg]:size-4 ${highlight ? "text-primary-foreground/80" : "text-muted-foreground"}`}>
        {icon}
        <span id={id}>{label}</span>
      </div>
      <p className="mt-3 text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className={`mt-1 text-sm ${highlight ? "text-primary-foreground/80" : "text-muted-foreground"}`}>{hint}</p>
    </li>
  );
}
