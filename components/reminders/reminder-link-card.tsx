import { BellOff, CircleAlert, CircleCheck, Clock } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { formatDay } from "@/lib/dates/format-date";
import type { ReminderLink } from "@/lib/reminders/links/follow-link";

export async function ReminderLinkCard({
  link,
  token,
  locale,
}: {
  link: ReminderLink | null;
  token: string;
  locale: Locale;
}) {
  const t = await getTranslations("reminderLink");
  const common = await getTranslations("common");
  const action = link?.action ?? null;
  const values = {
    name: link?.subscription_name ?? "",
    what: link?.kind && link.occurrence_date ? t(`what.${link.kind}`, { date: formatDay(link.occurrence_date, locale, { year: true }) }) : "",
    date: link?.snooze_until ? formatDay(link.snooze_until, locale, { year: true }) : "",
  };

  let icon = <CircleAlert aria-hidden="true" className="size-10 text-destructive" />;
  let title = t("unavailable");
  let description = link ? t(link.status === "expired" ? "expired" : "invalid") : t("error");
  let confirm: string | null = null;
  if (link && action && (link.status === "done" || link.status === "applied")) {
    icon = <CircleCheck aria-hidden="true" className="size-10 text-success" />;
    title = t(`done.${action}.title`);
    description = t(`done.${action}.description`, values);
  } else if (link?.status === "ready" && action) {
    icon = action === "snooze" ? <Clock aria-hidden="true" className="size-10 text-primary" /> : <BellOff aria-hidden="true" className="size-10 text-primary" />;
    title = t(`ask.${action}.title`);
    description = t(`ask.${action}.description`, values);
    confirm = t(`ask.${action}.confirm`, values);
  }

  return (
    <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-xs">
      <p className="text-sm font-semibold text-primary">{common("appName")}</p>
      <div className="mt-6 flex justify-center">{icon}</div>
      <h1 className="mt-4 text-xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      {confirm ? (
        <form method="post" action={`/reminders/${encodeURIComponent(token)}/apply?lang=${locale}`} className="mt-8">
          <input type="hidden" name="confirm" value="1" />
          <Button type="submit" className="w-full">
            {confirm}
          </Button>
        </form>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <Link href={`/settings?lang=${locale}#notifications`} className="text-primary underline-offset-4 hover:underline">
          {t("settings")}
        </Link>
        <Link href={`/dashboard?lang=${locale}`} className="text-primary underline-offset-4 hover:underline">
          {t("dashboard")}
        </Link>
      </div>
    </div>
  );
}
