import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import type { Currency } from "@/lib/currency/currencies";
import { dayOfMonth, type CalendarDate } from "@/lib/dates/date-only";
import type { CalendarMonth } from "@/lib/dates/year-month";
import { formatDay, formatMonth, formatWeekday } from "@/lib/dates/format-date";
import { calendarWeeks, weekdayOrder, type ChargeDay, type WeekStart } from "@/lib/insights/month-grid";
import { insightsHref, type InsightsView } from "@/lib/insights/view";
import type { MarkedCharge } from "@/lib/payments/past-charges";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { cn } from "@/lib/utils";
import { CalendarKeys } from "./calendar-keys";
import { DayMark, dayMark } from "./charge-marks";

type Props = {
  view: InsightsView;
  previous: CalendarMonth | null;
  next: CalendarMonth | null;
  days: ChargeDay<MarkedCharge>[];
  today: CalendarDate;
  weekStartsOn: WeekStart;
  currency: Currency;
  locale: string;
};

export function MonthGrid({ view, previous, next, days, today, weekStartsOn, currency, locale }: Props) {
  const { month } = view;
  const t = useTranslations("insights.calendar");
  const byDate = new Map(days.map((day) => [day.date, day]));
  const whole = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  // Narrow cells on a phone show a short figure without the currency; the cell's name has it in full.
  const compact = (amount: number) =>
    new Intl.NumberFormat(locale, { notation: "compact", maximumSignificantDigits: 2 }).format(amount);

  return (
    <CalendarKeys>
      <div className="mb-3 flex items-center justify-between gap-2">
        <MonthLink view={view} month={previous} direction="previous" label={t("previous")} locale={locale} />
        <h3 id="calendar-month" className="text-base font-semibold" data-month={month}>
          {formatMonth(month, locale)}
        </h3>
        <MonthLink view={view} month={next} direction="next" label={t("next")} locale={locale} />
      </div>
      <table aria-labelledby="calendar-month" aria-describedby="calendar-hint" className="calendar-grid w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
        <thead>
          <tr>
            {weekdayOrder(weekStartsOn).map((weekday) => (
              <th key={weekday} scope="col" abbr={formatWeekday(weekday, locale, "long")} className="pb-1 text-xs font-medium text-muted-foreground">
                {formatWeekday(weekday, locale, "short")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(month, weekStartsOn).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, column) => {
                if (date === null) return <td key={`blank-${column}`} />;
                const day = byDate.get(date);
                const mark = day ? dayMark(day.charges) : null;
                const isToday = date === today;
                const number = isToday ? (
                  <span className="grid size-5 place-items-center rounded-full bg-primary font-semibold text-primary-foreground sm:size-6">
                    {dayOfMonth(date)}
                  </span>
                ) : (
                  <span>{dayOfMonth(date)}</span>
                );
                const common = { "data-day": date, "data-column": column, "aria-current": isToday ? ("date" as const) : undefined };
                return (
                  <td key={date}>
                    {day ? (
                      <a {...common} href={`#day-${date}`}>
                        {/* Named by the whole sentence, which holds the day and amount shown. */}
                        <span aria-hidden="true" className="flex items-center justify-between gap-0.5">
                          {number}
                          {mark ? <span className="text-[10px] sm:text-xs">{mark}</span> : null}
                        </span>
                        <span
                          aria-hidden="true"
                          className="self-end text-[10px] leading-tight font-semibold whitespace-nowrap tabular-nums sm:text-xs"
                        >
                          <span className="sm:hidden">{compact(day.total)}</span>
                          <span className="hidden sm:inline">{whole(day.total)}</span>
                        </span>
                        <span className="sr-only">
                          {t("dayLabel", { day: formatDay(date, locale), count: day.charges.length, amount: whole(day.total) })}
                          {mark ? <>{", "}<DayMark mark={mark} /></> : null}
                        </span>
                      </a>
                    ) : (
                      <span {...common} data-past={date < today ? "" : undefined} tabIndex={-1}>
                        <span aria-hidden="true">{number}</span>
                        <span className="sr-only">
                          {date < today ? t("past", { day: formatDay(date, locale) }) : t("noCharges", { day: formatDay(date, locale) })}
                        </span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* A touch screen has no arrow keys to press: the hint is left to describe the grid to screen readers. */}
      <p id="calendar-hint" className="mt-2 text-xs text-muted-foreground print:hidden pointer-coarse:hidden">
        {t("keyboardHint")}
      </p>
    </CalendarKeys>
  );
}

function MonthLink({
  view,
  month,
  direction,
  label,
  locale,
}: {
  view: InsightsView;
  month: CalendarMonth | null;
  direction: "previous" | "next";
  label: string;
  locale: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  const className = buttonVariants({ variant: "outline", size: "sm", className: "print:hidden" });
  if (month === null) {
    return (
      <span aria-disabled="true" className={cn(className, "pointer-events-none opacity-40")}>
        <Icon aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Link
      href={insightsHref(view, { month, day: null }, "calendar")}
      prefetch={false}
      data-calendar-nav={direction}
      data-target={month}
      className={className}
    >
      <Icon aria-hidden="true" />
      <span aria-hidden="true" className="hidden sm:inline">
        {formatMonth(month, locale, "short")}
      </span>
      <span className="sr-only">{`${label}: ${formatMonth(month, locale)}`}</span>
    </Link>
  );
}
