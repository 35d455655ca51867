import { ArrowRight, CalendarClock, Check, FileText, WifiOff } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENCY } from "./dashboard-preview";

// Pictures of the product drawn in HTML in the page's language: no image to download before the
// page can paint, and nothing dated that would go stale in a prerendered page.
async function sampleMoney() {
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  const currency = CURRENCY[locale];
  const digits = currency === "TWD" ? 0 : 2;
  const money = (value: number) =>
    format.number(value, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return { money, locale, format };
}

const CATEGORIES = [
  { key: "streaming", share: 0.42, className: "bg-primary" },
  { key: "software", share: 0.31, className: "bg-primary/70" },
  { key: "cloud", share: 0.15, className: "bg-primary/45" },
  { key: "other", share: 0.12, className: "bg-primary/25" },
] as const;
const YEAR: Record<Locale, number> = { en: 612.36, "zh-TW": 15_348, es: 612.36 };
// Each month's charges as a share of the largest: the yearly plans fall in March and September.
const MONTHS = [0.46, 0.46, 1, 0.46, 0.5, 0.46, 0.46, 0.46, 0.82, 0.46, 0.5, 0.46];

export async function InsightsMock() {
  const t = await getTranslations("landing.tour.insights");
  const { money, locale } = await sampleMoney();
  return (
    <div aria-hidden="true" className="landing-mock space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-xs text-muted-foreground">{t("next12")}</span>
        <span className="text-xl font-semibold tabular-nums">{money(YEAR[locale])}</span>
      </div>
      <div className="flex h-24 items-end gap-1.5">
        {MONTHS.map((height, index) => (
          <span key={index} className="flex-1 rounded-t-md bg-primary/80" style={{ height: `${height * 100}%` }} />
        ))}
      </div>
      <div className="flex h-3 overflow-hidden rounded-full">
        {CATEGORIES.map(({ key, share, className }) => (
          <span key={key} className={className} style={{ width: `${share * 100}%` }} />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs">
        {CATEGORIES.map(({ key, share, className }) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`size-2 shrink-0 rounded-full ${className}`} />
            <span className="min-w-0 flex-1 truncate">{t(`categories.${key}`)}</span>
            <span className="text-muted-foreground tabular-nums">{Math.round(share * 100)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CHARGE_DAYS = new Map([
  [3, "netflix"],
  [12, "spotify"],
  [18, "icloud"],
  [23, "chatgpt"],
]);

export async function CalendarMock() {
  const t = await getTranslations("landing.tour.calendar");
  const { format } = await sampleMoney();
  // A Monday-first week (1 January 2024 was a Monday), named in the page's language.
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
        {Array.from({ length: 28 }, (_, index) => index + 1).map((day) => {
          const icon = CHARGE_DAYS.get(day);
          return (
            <span
              key={day}
              className={`grid h-7 place-items-center rounded-md ${icon ? "bg-accent font-semibold text-accent-foreground" : ""}`}
            >
              {icon ? <img src={`/brand-icons/${icon}.svg`} alt="" width={16} height={16} loading="lazy" className="size-4" /> : day}
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
  const { money, locale } = await sampleMoney();
  const price = money({ en: 11.99, "zh-TW": 149, es: 11.99 }[locale]);
  return (
    <div aria-hidden="true" className="landing-mock landing-push rounded-2xl border bg-background p-3 shadow-md">
      <div className="flex items-center gap-2 text-[0.7rem] text-muted-foreground">
        <span className="grid size-5 place-items-center rounded-md bg-primary text-primary-foreground">
          <CalendarClock className="size-3" />
        </span>
        <span className="min-w-0 flex-1 truncate">{appName}</span>
        <span>{t("now")}</span>
      </div>
      <p className="mt-2 text-sm font-semibold">{t("sampleTitle", { name: "Spotify" })}</p>
      <p className="text-sm text-muted-foreground">{t("sampleBody", { price })}</p>
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
          <img src={`/brand-icons/${icon}.svg`} alt="" width={20} height={20} loading="lazy" className="size-5" />
          <span className="h-2 flex-1 rounded-full bg-muted" />
          <span className="h-2 w-10 rounded-full bg-muted" />
        </div>
      ))}
    </div>
  );
}
