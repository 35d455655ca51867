import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

type Sample = { name: string; icon: string; price: Record<Locale, number>; next?: Record<Locale, number>; days: number };

export const CURRENCY: Record<Locale, string> = { en: "USD", "zh-TW": "TWD", es: "USD" };
const SAMPLES: Sample[] = [
  { name: "Netflix", icon: "netflix", price: { en: 15.49, "zh-TW": 390, es: 15.49 }, days: 1 },
  {
    name: "Spotify",
    icon: "spotify",
    price: { en: 11.99, "zh-TW": 149, es: 11.99 },
    next: { en: 12.99, "zh-TW": 179, es: 12.99 },
    days: 12,
  },
  { name: "iCloud+", icon: "icloud", price: { en: 2.99, "zh-TW": 90, es: 2.99 }, days: 18 },
  { name: "ChatGPT Plus", icon: "chatgpt", price: { en: 20, "zh-TW": 650, es: 20 }, days: 23 },
];
/** Every sample renews by itself, so none is "expiring". */
export async function DashboardPreview() {
  const t = await getTranslations("landing.preview");
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  const currency = CURRENCY[locale];
  const digits = currency === "TWD" ? 0 : 2;
  const money = (value: number, fraction = digits) =>
    format.number(value, { style: "currency", currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction });
  const monthly = SAMPLES.reduce((sum, sample) => sum + sample.price[locale], 0);

  return (
    <div aria-hidden="true" data-testid="dashboard-preview" className="landing-preview relative rounded-2xl border bg-card p-4 shadow-xl sm:p-5">
      <div className="grid grid-cols-2 gap-3">
        {[
          [t("monthly"), money(Math.round(monthly), 0)],
          [t("annual"), money(Math.round(monthly * 12), 0)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-background p-4">
            <p className="text-xs text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
          </div>
        ))}
      </div>
      <ul className="mt-3 space-y-2">
        {SAMPLES.map((sample) => (
          <li key={sample.name} className="landing-preview-row flex items-center gap-3 rounded-xl border bg-background p-3">
            <img
              src={`/brand-icons/${sample.icon}.svg`}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
              className="size-8"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{sample.name}</p>
              {/* Wraps rather than cut: the price change is the point of its line. */}
              <p className={`text-xs ${sample.next ? "text-primary" : "text-muted-foreground"}`}>
                {sample.next ? t("priceChange", { price: money(sample.next[locale]) }) : t("renewsIn", { days: sample.days })}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className="text-sm font-semibold tabular-nums">{money(sample.price[locale])}</span>
              {/* Phones have room for the price and the renewal line only. */}
              <span className="hidden items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap sm:inline-flex">
                <span className="size-1.5 rounded-full bg-success" />
                {t("autoRenews")}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
