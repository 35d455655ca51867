import { ArrowRight, CalendarClock, Check, FileText, WifiOff } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { landingIcon } from "./landing-icons";
import { SAMPLE_MONTH_DAYS, sampleAccount, sampleMoney, type SampleCategory } from "./sample-account";

// Pictures of the product drawn in HTML in the page's language: no image to download before the
// page can paint, and nothing dated that would go stale in a prerendered page. Their figures are the
// sample account's, the one the dashboard preview shows.
async function sample() {
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  return { account: sampleAccount(locale), money: sampleMoney(locale), format };
}

const SHADES: Record<SampleCategory, string> = { streaming: "bg-primary", ai: "bg-primary/65", software: "bg-primary/35" };

export async function InsightsMock() {
  const t = await getTranslations("landing.tour.insights");
  const { account, money } = await sample();
  const largest = Math.max(...account.next12Months);
  return (
    <div aria-hidden="true" className="landing-mock space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-xs text-muted-foreground">{t("next12")}</span>
        <span className="text-xl font-semibold tabular-nums">{money(account.next12Total, true)}</span>
      </div>
      <div className="flex h-24 items-end gap-1.5">
        {account.next12Months.map((total, index) => (
          <span key={index} className="flex-1 rounded-t-md bg-primary/80" style={{ height: `${(total / largest) * 100}%` }} />
        ))}
      </div>
      <div className="flex h-3 overflow-hidden rounded-full">
        {account.categories.map(({ key, percent }) => (
          <span key={key} className={SHADES[key]} style={{ width: `${percent}%` }} />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs">
        {account.categories.map(({ key, percent }) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`size-2 shrink-0 rounded-full ${SHADES[key]}`} />
            <span className="min-w-0 flex-1 truncate">{t(`categories.${key}`)}</span>
            <span className="text-muted-foreground tabular-nums">{percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function CalendarMock() {
  const t = await getTranslations("landing.tour.calendar");
  const { account, format } = await sample();
  const icons = new Map(account.subscriptions.map((subscription) => [subscription.chargeDay, subscription.icon]));
  // The sample's month starts on a Monday, like this Monday-first week (1 January 2024 was a Monday).
  const weekdays = Array.from({ length: 7 }, (_, day) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + day)), { weekday: "narrow", timeZone: "UTC" }),
  );
  return (
    <div aria-hidden="true" className="landing-mock">
      <p className="text-xs font-medium text-muted-foreground">{t("month")}</p>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center text-[0.7rem] tabular-nums">
        {weekdays.map((day, index) => (
          <span key={index} className="text-muted-foreground">{day}</span>
        ))}
        {Array.from({ length: SAMPLE_MONTH_DAYS }, (_, index) => index + 1).map((day) => {
          const icon = icons.get(day);
          return (
            <span
              key={day}
              className={`grid h-7 place-items-center rounded-md ${icon ? "bg-accent font-semibold text-accent-foreground" : ""}`}
            >
              {icon ? <img src={landingIcon(icon)} alt="" width={16} height={16} loading="lazy" className="size-4" /> : day}
            </span>
          );
        })}
      </div>
    </div>
  );
}

const FILES = ["wallos.json", "subtrackr.csv", "bank.csv"];

export async function ImportMock() {
  const t = await getTranslations("landing.tour.import");
  return (
    <div aria-hidden="true" className="landing-mock flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {FILES.map((file) => (
          <li key={file} className="inline-flex items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs">
            <FileText className="size-3.5 text-muted-foreground" />
            {file}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm font-medium">
        <ArrowRight className="size-4 text-muted-foreground" />
        <Check className="size-4 text-success" />
        {t("ready", { count: 12 })}
      </p>
    </div>
  );
}

export async function PushMock() {
  const t = await getTranslations("landing.tour.push");
  const appName = (await getTranslations("common"))("appName");
  const { account, money } = await sample();
  // The charge the dashboard preview says comes tomorrow.
  const tomorrow = account.subscriptions.find((subscription) => subscription.renewsIn === 1)!;
  return (
    <div aria-hidden="true" className="landing-mock landing-push rounded-2xl border bg-background p-3 shadow-md">
      <div className="flex items-center gap-2 text-[0.7rem] text-muted-foreground">
        <span className="grid size-5 place-items-center rounded-md bg-primary text-primary-foreground">
          <CalendarClock className="size-3" />
        </span>
        <span className="min-w-0 flex-1 truncate">{appName}</span>
        <span>{t("now")}</span>
      </div>
      <p className="mt-2 text-sm font-semibold">{t("sampleTitle", { name: tomorrow.name })}</p>
      <p className="text-sm text-muted-foreground">{t("sampleBody", { price: money(tomorrow.price) })}</p>
    </div>
  );
}

export async function OfflineMock() {
  const t = await getTranslations("offline");
  return (
    <div aria-hidden="true" className="landing-mock space-y-2">
      <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium">
        <WifiOff className="size-3.5 text-warning" />
        {t("title")}
      </p>
      {["netflix", "spotify"].map((icon) => (
        <div key={icon} className="flex items-center gap-3 rounded-lg border bg-background p-2">
          <img src={landingIcon(icon)} alt="" width={20} height={20} loading="lazy" className="size-5" />
          <span className="h-2 flex-1 rounded-full bg-muted" />
          <span className="h-2 w-10 rounded-full bg-muted" />
        </div>
      ))}
    </div>
  );
}
