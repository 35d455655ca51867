import { BellOff, CircleAlert, CircleCheck, CircleSlash, Clock, Wallet } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { currencyDecimals } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { Locale } from "@/lib/i18n/locales";
import { formatDay } from "@/lib/dates/format-date";
import type { ReminderLink } from "@/lib/reminders/links/follow-link";

const askIcons = {
  snooze: <Clock aria-hidden="true" className="size-10 text-primary" />,
  stop: <BellOff aria-hidden="true" className="size-10 text-primary" />,
  unsubscribe: <BellOff aria-hidden="true" className="size-10 text-primary" />,
  paid: <Wallet aria-hidden="true" className="size-10 text-primary" />,
  paid_other: <Wallet aria-hidden="true" className="size-10 text-primary" />,
  skipped: <CircleSlash aria-hidden="true" className="size-10 text-primary" />,
};

export async function ReminderLinkCard({
  link,
  token,
  locale,
  invalidAmount = false,
}: {
  link: ReminderLink | null;
  token: string;
  locale: Locale;
  invalidAmount?: boolean;
}) {
  const t = await getTranslations("reminderLink");
  const common = await getTranslations("common");
  const action = link?.action ?? null;
  const values = {
    name: link?.subscription_name ?? "",
    what: link?.kind && link.occurrence_date ? t(`what.${link.kind}`, { date: formatDay(link.occurrence_date, locale, { year: true }) }) : "",
    date: link?.snooze_until ? formatDay(link.snooze_until, locale, { year: true }) : "",
    amount: link?.amount != null && link.currency ? formatMoney(link.amount, link.currency, locale) : "",
    answer: link?.answer ?? "other",
  };
  const askAmount = action === "paid_other" && link?.status !== "done" && link?.currency ? link.currency : null;

  let icon = <CircleAlert aria-hidden="true" className="size-10 text-destructive" />;
  let title = t("unavailable");
  let description = link ? t(link.status === "expired" ? "expired" : "invalid") : t("error");
  let confirm: string | null = null;
  if (link?.status === "answered") {
    icon = <CircleCheck aria-hidden="true" className="size-10 text-muted-foreground" />;
    title = t("answered.title");
    description = t("answered.description", values);
  } else if (link && action && (link.status === "done" || link.status === "applied")) {
    icon = <CircleCheck aria-hidden="true" className="size-10 text-success" />;
    title = t(`done.${action}.title`);
    description = t(`done.${action}.description`, values);
  } else if ((link?.status === "ready" || link?.status === "bad_amount") && action) {
    icon = askIcons[action];
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
          {askAmount ? (
            <div className="mb-4 grid gap-2 text-left">
              <Label htmlFor="answer-amount">{t("amountLabel", { currency: askAmount })}</Label>
              <Input
                id="answer-amount"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                maxLength={40}
                aria-invalid={invalidAmount || undefined}
                aria-describedby={invalidAmount ? "answer-amount-error" : undefined}
              />
              {invalidAmount ? (
                <p id="answer-amount-error" className="text-sm text-destructive">
                  {t("invalidAmount", { decimals: currencyDecimals(askAmount) })}
                </p>
              ) : null}
            </div>
          ) : null}
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
