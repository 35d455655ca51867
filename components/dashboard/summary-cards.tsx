import { CalendarRange, CircleCheck, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { Toggletip } from "@/components/controls/toggletip";
import type { Currency } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { SubscriptionSummary } from "@/lib/subscriptions/summary";

type Props = { summary: SubscriptionSummary; defaultCurrency: Currency; locale: string; approximate?: boolean };

export function SummaryCards({ summary, defaultCurrency, locale, approximate = false }: Props) {
  const t = useTranslations("dashboard.summary");
  const money = (amount: number) => {
    const text = formatMoney(amount, defaultCurrency, locale, { whole: true });
    return approximate ? t("about", { amount: text }) : text;
  };

  return (
    // On a phone the three figures share one short row, so the first cards show on the first screen.
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
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
        help={
          <Toggletip label={t("annualHelpLabel")} align="end" className="-my-1 ml-auto">
            {t("annualHelp")}
          </Toggletip>
        }
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
  help,
  highlight = false,
}: {
  id: string;
  icon: React.ReactNode;
  label: string;
  value: string;
  hint: string;
  help?: React.ReactNode;
  highlight?: boolean;
}) {
  return (
    <li
      aria-labelledby={id}
      className={
        highlight
          ? "@container min-w-0 rounded-xl border border-primary/20 bg-primary p-3 text-primary-foreground shadow-sm sm:p-5"
          : "@container min-w-0 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-5"
      }
    >
      <div className={`flex items-center gap-2 text-xs sm:text-sm [&>svg]:hidden sm:[&>svg]:block [&>svg]:size-4 ${highlight ? "text-primary-foreground/80" : "text-muted-foreground"}`}>
        {icon}
        <span id={id}>{label}</span>
        {help}
      </div>
      <p
        className="mt-1 text-[length:clamp(0.625rem,var(--fit),1rem)] font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:mt-3 sm:text-[length:clamp(0.625rem,var(--fit),1.875rem)]"
        style={{ "--fit": fittingSize(value) } as React.CSSProperties}
      >
        {value}
      </p>
      <p className={`mt-1 hidden text-sm sm:block ${highlight ? "text-primary-foreground/80" : "text-muted-foreground"}`}>{hint}</p>
    </li>
  );
}

/**
 * Three cards share a phone's row: the figure takes the size at which its longest stretch fits the
 * card's width (`cqi`: the card is a size container), up to the design's size, rather than break
 * inside its digits. "about" may take a line of its own, so the longest stretch between plain spaces
 * counts (a currency's no-break space stays inside it). A figure is at most 0.62 em a character.
 */
function fittingSize(value: string): string {
  const longest = Math.max(...value.split(" ").map((word) => word.length));
  return `calc(100cqi / ${(longest * 0.62).toFixed(2)})`;
}
