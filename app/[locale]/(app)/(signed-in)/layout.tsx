import { ArrowLeft, ChartColumn } from "lucide-react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { TimeZoneSync } from "@/components/layout/time-zone-sync";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { PageActions } from "@/components/layout/page-actions";
import { PageLoading } from "@/components/layout/page-loading";
import { ReminderPreferencesSync } from "@/components/reminders/preferences-sync";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { getSignedInUser } from "@/lib/auth/signed-in-user";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { isLocale } from "@/lib/i18n/locales";
import { getRequestReminderPreferences } from "@/lib/reminders/settings/request-preferences";

export const metadata: Metadata = { robots: { index: false } };

// The fallback matches the pages' own loading screen, so the first paint is the same spinner
// while the user is resolved as while the page loads its data.
export default async function SignedInLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInShell locale={locale}>{children}</SignedInShell>
    </Suspense>
  );
}

async function SignedInShell({ locale, children }: { locale: string; children: ReactNode }) {
  const [user, cookieStore, insights, settings] = await Promise.all([
    getSignedInUser(),
    cookies(),
    getTranslations("insights"),
    getTranslations("settings"),
  ]);
  return (
    <>
      <AppHeader user={user}>
        <PageActions
          actions={{
            dashboard: (
              <Link href="/insights" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <ChartColumn aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{insights("link")}</span>
              </Link>
            ),
            insights: (
              <Button asChild variant="ghost" size="sm" className="print:hidden">
                <Link href="/dashboard">
                  <ArrowLeft aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{insights("back")}</span>
                </Link>
              </Button>
            ),
            settings: (
              <Button asChild variant="ghost" size="sm">
                <Link href="/dashboard">
                  <ArrowLeft aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{settings("back")}</span>
                </Link>
              </Button>
            ),
          }}
        />
      </AppHeader>
      {children}
      <TimeZoneSync serverTimeZone={timeZoneFromCookie(cookieStore.get(TIME_ZONE_COOKIE)?.value)} />
      <LocaleSync locale={locale} />
      <Suspense fallback={null}>
        <PreferencesSync userId={user.id} />
      </Suspense>
    </>
  );
}

async function PreferencesSync({ userId }: { userId: string }) {
  const preferences = await getRequestReminderPreferences(userId).catch(() => null);
  if (!preferences) return null;
  return (
    <ReminderPreferencesSync
      timeZone={preferences.timeZoneAuto ? preferences.timeZone : null}
      locale={preferences.localeAuto ? preferences.locale : null}
    />
  );
}
