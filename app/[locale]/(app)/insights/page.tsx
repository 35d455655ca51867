import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadError } from "@/components/dashboard/load-error";
import { TimeZoneSync } from "@/components/dashboard/time-zone-sync";
import { InsightsContent } from "@/components/insights/insights-content";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/queries";
import { monthOf } from "@/lib/dates/year-month";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { buildInsights } from "@/lib/insights/build-insights";
import { loadInsights } from "@/lib/insights/load-insights";
import { insightsView } from "@/lib/insights/view";
import { createClient } from "@/lib/supabase/server";

// The locale is passed explicitly: metadata renders before the page's setRequestLocale, and a
// locale-less lookup here would fix the whole request's messages to the default language.
export async function generateMetadata({ params }: PageProps<"/[locale]/insights">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "insights" });
  return { title: t("title"), robots: { index: false } };
}

export default async function InsightsPage({ params, searchParams }: PageProps<"/[locale]/insights">) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const [supabase, cookieStore, query, t] = await Promise.all([createClient(), cookies(), searchParams, getTranslations("insights")]);
  const user = await requireUser(supabase);
  const timeZone = timeZoneFromCookie(cookieStore.get(TIME_ZONE_COOKIE)?.value);
  const result = await loadInsights(supabase, user, timeZone);

  let content = <LoadError />;
  if (result.status === "ok") {
    const { data } = result;
    const insights = buildInsights({
      ...data,
      rates: data.exchangeRates.rates,
      monthlyTotal: data.summary.monthlyTotal,
      locale,
    });
    const view = insightsView(query, insights.upcoming.map((m) => m.month), monthOf(data.today));
    content = <InsightsContent data={data} insights={insights} view={view} locale={locale} />;
  }

  return (
    <>
      <AppHeader user={user}>
        <Button asChild variant="ghost" size="sm" className="print:hidden">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("back")}</span>
          </Link>
        </Button>
      </AppHeader>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{content}</main>
      <TimeZoneSync serverTimeZone={timeZone} />
      <LocaleSync locale={locale} />
    </>
  );
}
