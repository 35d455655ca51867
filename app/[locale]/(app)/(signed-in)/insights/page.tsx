import { cookies } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { LoadError } from "@/components/dashboard/load-error";
import { InsightsContent } from "@/components/insights/insights-content";
import { getSignedInUser } from "@/lib/auth/signed-in-user";
import { monthOf } from "@/lib/dates/year-month";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { buildInsights } from "@/lib/insights/build-insights";
import { insightsView } from "@/lib/insights/view";
import { loadPaidInsights } from "@/lib/payments/load-paid-insights";
import { paidInsights } from "@/lib/payments/paid-insights";
import { variableSummary } from "@/lib/payments/variable-estimates";
import { pageTitle } from "@/lib/seo/page-title";
import { createClient } from "@/lib/supabase/server";

export function generateMetadata({ params }: PageProps<"/[locale]/insights">) {
  return pageTitle(params, "insights");
}

export default async function InsightsPage({ params, searchParams }: PageProps<"/[locale]/insights">) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const [supabase, cookieStore, query, user] = await Promise.all([createClient(), cookies(), searchParams, getSignedInUser()]);
  const timeZone = timeZoneFromCookie(cookieStore.get(TIME_ZONE_COOKIE)?.value);
  const result = await loadPaidInsights(supabase, user, timeZone);

  let content = <LoadError />;
  if (result.status === "ok") {
    const rates = result.data.exchangeRates.rates;
    const { subscriptions, payments, defaultCurrency, today, priceChanges } = result.data;
    // Variable bills count at their forecast, as on the dashboard.
    const variable = variableSummary(subscriptions, payments, { rates, defaultCurrency, today, priceChanges });
    const data = { ...result.data, summary: variable.summary };
    const insights = buildInsights({ ...data, rates, monthlyTotal: variable.summary.monthlyTotal, forecasts: variable.forecasts, locale });
    const paid = paidInsights(data, insights);
    const view = insightsView(query, paid.calendar.map((m) => m.month), monthOf(data.today));
    content = (
      <InsightsContent data={data} insights={insights} paid={paid} view={view} locale={locale} approximate={variable.approximate} />
    );
  }

  return <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{content}</main>;
}
