import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Currency } from "@/lib/currency/currencies";
import Link from "next/link";
import { formatDay, formatMonth } from "@/lib/dates/format-date";
import type { ChargeDay } from "@/lib/insights/month-grid";
import type { ChargeNote, UpcomingCharge } from "@/lib/insights/upcoming";
import { CHARGES_SHOWN_PER_DAY, insightsHref, type InsightsView } from "@/lib/insights/view";
import type { MarkedCharge } from "@/lib/payments/past-charges";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { ChargeStateBadge } from "./charge-marks";

type Props = { view: InsightsView; total: number; days: ChargeDay<MarkedCharge>[]; currency: Currency; locale: string };

const NOTE_VARIANT: Record<ChargeNote, "info" | "warning" | "secondary" | "success"> = {
  trial: "success",
  trialEnds: "info",
  newPrice: "warning",
  final: "secondary",
  oneTime: "secondary",
};

// A month can hold a thousand charges: the rows are plain cells styled from the table, which
// keeps the page's markup small.
const TABLE_CLASS =
  "w-full text-sm [&_tbody]:scroll-mt-20 [&_tbody]:border-b [&_tbody:last-child]:border-0 [&_tbody:target]:bg-accent/50 [&_td]:py-1 [&_td:last-child]:text-right [&_td:nth-child(2)]:text-right [&_td:nth-child(2)]:text-xs [&_td:nth-child(2)]:text-muted-foreground [&_td]:tabular-nums";

export function MonthCharges({ view, total, days, currency, locale }: Props) {
  const t = useTranslations("insights");
  const { month } = view;
  const count = days.reduce((sum, day) => sum + day.charges.length, 0);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    <div className="mt-6 border-t pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="month-charges" className="text-base font-semibold">
          {t("calendar.chargesTitle", { month: formatMonth(month, locale) })}
        </h3>
        <p className="text-sm text-muted-foreground tabular-nums">
          {t("calendar.dayTotal", { count, amount: formatMoney(total, currency, locale, { whole: true }) })}
        </p>
      </div>
      {days.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("calendar.none", { month: formatMonth(month, locale) })}</p>
      ) : (
        <table aria-labelledby="month-charges" className={`mt-2 ${TABLE_CLASS}`}>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("calendar.subscription")}</th>
              <th scope="col">{t("calendar.original")}</th>
              <th scope="col">{t("calendar.amount", { currency })}</th>
            </tr>
          </thead>
          {days.map((day) => (
            <tbody key={day.date} id={`day-${day.date}`}>
              <tr>
                <th scope="rowgroup" colSpan={2} className="pt-3 pb-1 text-left font-semibold">
                  {formatDay(day.date, locale)}
                </th>
                <td className="pt-3 pb-1 text-muted-foreground">
                  {t("calendar.dayTotal", { count: day.charges.length, amount: formatMoney(day.total, currency, locale, { whole: true }) })}
                </td>
              </tr>
              {shownCharges(day, view).map((charge) => (
                <tr key={charge.subscriptionId} data-state={charge.state ?? undefined}>
                  <td>
                    {charge.name}
                    <ChargeStateBadge charge={charge} locale={locale} />
                    {charge.notes.length > 0 ? <ChargeNotes notes={charge.notes} /> : null}
                  </td>
                  <td>{charge.currency === currency ? null : formatMoney(charge.amount, charge.currency, locale)}</td>
                  <td>{charge.converted === null ? "—" : money(charge.converted)}</td>
                </tr>
              ))}
              {shownCharges(day, view).length < day.charges.length ? (
                <tr className="print:hidden">
                  <td colSpan={3}>
                    <Link
                      href={insightsHref(view, { day: day.date }, `day-${day.date}`)}
                      prefetch={false}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {t("calendar.more", {
                        count: day.charges.length - CHARGES_SHOWN_PER_DAY,
                        amount: money(sumAmounts(day.charges.slice(CHARGES_SHOWN_PER_DAY).map((charge) => charge.converted ?? 0))),
                      })}
                    </Link>
                  </td>
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}

function shownCharges(day: ChargeDay<MarkedCharge>, view: InsightsView): MarkedCharge[] {
  return view.day === day.date ? day.charges : day.charges.slice(0, CHARGES_SHOWN_PER_DAY);
}

function ChargeNotes({ notes }: { notes: UpcomingCharge["notes"] }) {
  const t = useTranslations("insights.notes");
  return notes.map((note) => (
    <Badge key={note} variant={NOTE_VARIANT[note]} className="ml-2">
      {t(note)}
    </Badge>
  ));
}
