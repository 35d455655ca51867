import { BellRing, CalendarDays, Database, KeyRound, UserRound, UserRoundCog } from "lucide-react";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountActions } from "@/components/settings/account-actions";
import { CalendarSection } from "@/components/settings/calendar-section";
import { DataSection } from "@/components/settings/data-section";
import { FormStatusAlert } from "@/components/settings/form-status";
import { NotificationsForm } from "@/components/settings/notifications-form";
import { PasswordForm } from "@/components/settings/password-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { PushSection } from "@/components/settings/push-section";
import { ReminderHistory } from "@/components/settings/reminder-history";
import { SettingsSection } from "@/components/settings/settings-section";
import { TwoFactorSection } from "@/components/settings/two-factor-section";
import { PROVIDER_NAMES } from "@/lib/auth/identity";
import { getSignedInUser } from "@/lib/auth/signed-in-user";
import { getTwoFactorStatus } from "@/lib/auth/two-factor";
import { getCalendarFeed } from "@/lib/ical-feed/queries";
import { vapidPublicKey } from "@/lib/env";
import { getLastImport } from "@/lib/import-export/run/queries";
import { ACCOUNT_CLOSED_PATH, getAccount, getOrCreateProfile } from "@/lib/profile/queries";
import { getPushDevices } from "@/lib/push/queries";
import { isLocale } from "@/lib/i18n/locales";
import { getRecentDigests } from "@/lib/reminders/settings/queries";
import { getRequestReminderPreferences } from "@/lib/reminders/settings/request-preferences";
import { pageTitle } from "@/lib/seo/page-title";
import { createClient } from "@/lib/supabase/server";

export function generateMetadata({ params }: PageProps<"/[locale]/settings">) {
  return pageTitle(params, "settings");
}

export default async function SettingsPage({ params }: PageProps<"/[locale]/settings">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [supabase, user] = await Promise.all([createClient(), getSignedInUser()]);
  const [profile, account, lastImport, reminders, calendarFeed, twoFactor] = await Promise.all([
    getOrCreateProfile(supabase, user),
    getAccount(supabase),
    getLastImport(supabase),
    Promise.all([getRequestReminderPreferences(user.id), getRecentDigests(supabase, user.id), getPushDevices(supabase, user.id)]).catch(
      () => null,
    ),
    getCalendarFeed(supabase, user.id),
    getTwoFactorStatus(supabase, user.id),
  ]);
  if (profile.status === "deleted") redirect(ACCOUNT_CLOSED_PATH);
  const t = await getTranslations("settings");
  const providerName = account?.provider ? PROVIDER_NAMES[account.provider] : null;

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <SettingsSection
        id="profile"
        title={t("profile.title")}
        description={t("profile.description")}
        icon={<UserRound />}
      >
        {profile.status === "ok" ? (
          <ProfileForm profile={profile.profile} account={account} />
        ) : (
          <FormStatusAlert status={{ kind: "error", message: t("profile.loadError") }} />
        )}
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title={t("notifications.title")}
        description={t("notifications.description")}
        icon={<BellRing />}
      >
        {reminders ? (
          <div className="grid gap-6">
            <NotificationsForm preferences={reminders[0]} />
            <PushSection devices={reminders[2]} vapidKey={vapidPublicKey()} />
            <ReminderHistory digests={reminders[1]} />
          </div>
        ) : (
          <FormStatusAlert status={{ kind: "error", message: t("notifications.loadError") }} />
        )}
      </SettingsSection>
      <SettingsSection
        id="calendar"
        title={t("calendar.title")}
        description={t("calendar.description")}
        icon={<CalendarDays />}
      >
        <CalendarSection feed={calendarFeed} />
      </SettingsSection>
      <SettingsSection
        id="security"
        title={t("password.title")}
        description={providerName ? t("password.providerDescription", { provider: providerName }) : t("password.description")}
        icon={<KeyRound />}
      >
        {/* A Google or Apple account has no password to check a change against: its provider guards the sign-in. */}
        <div className="grid gap-5">
          {providerName ? (
            <p className="text-sm text-muted-foreground">{t("password.providerNote", { provider: providerName })}</p>
          ) : (
            <PasswordForm />
          )}
          <TwoFactorSection status={twoFactor} />
        </div>
      </SettingsSection>
      <SettingsSection id="data" title={t("data.title")} description={t("data.description")} icon={<Database />}>
        <DataSection lastImport={lastImport} defaultCurrency={profile.status === "ok" ? profile.profile.defaultCurrency : undefined} />
      </SettingsSection>
      <SettingsSection
        id="account"
        title={t("account.title")}
        description={t("account.description")}
        icon={<UserRoundCog />}
        tone="danger"
      >
        <AccountActions account={account} />
      </SettingsSection>
    </main>
  );
}
