import type { Category } from "@/lib/categories/types";
import type { Currency } from "@/lib/currency/currencies";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { addDays, addMonths, dayOfMonth, type CalendarDate } from "@/lib/dates/date-only";
import { lastDayOf, monthOf } from "@/lib/dates/year-month";
import { spendByCategory } from "@/lib/insights/by-category";
import { upcomingMonths } from "@/lib/insights/upcoming";
import type { Locale } from "@/lib/i18n/locales";
import { NAMED_CYCLES } from "@/lib/subscriptions/cycle";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { summarize } from "@/lib/subscriptions/summary";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";

// The one account behind every picture of the product on the landing: the dashboard preview, the
// insights, the calendar and the notification show the same four subscriptions, and their totals,
// shares and months come from the code that computes a real account's. The day is fixed because the
// page is prerendered; it is never shown. February 2027 starts on a Monday and has four full weeks.
export const SAMPLE_TODAY: CalendarDate = "2027-02-02";
export const SAMPLE_MONTH_DAYS = dayOfMonth(lastDayOf(monthOf(SAMPLE_TODAY)));

type SampleCurrency = Extract<Currency, "USD" | "TWD">;
const SAMPLE_CURRENCY: Record<Locale, SampleCurrency> = { en: "USD", "zh-TW": "TWD", es: "USD" };

/** The insights' category names, under `landing.tour.insights.categories`. */
export type SampleCategory = "streaming" | "ai" | "software";
const CATEGORY_IDS: Record<SampleCategory, number> = { streaming: 1, ai: 2, software: 3 };

type Sample = {
  name: string;
  icon: string;
  category: SampleCategory;
  cycle: string;
  price: Record<SampleCurrency, number>;
  /** The price from the renewal after next ("from next month"). */
  next?: Record<SampleCurrency, number>;
  /** Days from the sample's today to its next charge. */
  renewsIn: number;
};

const SAMPLES: Sample[] = [
  { name: "Netflix", icon: "netflix", category: "streaming", cycle: NAMED_CYCLES.monthly, price: { USD: 15.49, TWD: 390 }, renewsIn: 1 },
  {
    name: "Spotify",
    icon: "spotify",
    category: "streaming",
    cycle: NAMED_CYCLES.monthly,
    price: { USD: 11.99, TWD: 149 },
    next: { USD: 12.99, TWD: 179 },
    renewsIn: 12,
  },
  { name: "Microsoft 365", icon: "microsoft", category: "software", cycle: NAMED_CYCLES.yearly, price: { USD: 99.99, TWD: 2190 }, renewsIn: 18 },
  { name: "ChatGPT Plus", icon: "chatgpt", category: "ai", cycle: NAMED_CYCLES.monthly, price: { USD: 20, TWD: 650 }, renewsIn: 23 },
];

export type SampleSubscription = {
  name: string;
  icon: string;
  cycle: string;
  price: number;
  nextPrice: number | null;
  renewsIn: number;
  /** Day of the sample's month of its next charge. */
  chargeDay: number;
};

export type SampleAccount = {
  currency: Currency;
  subscriptions: SampleSubscription[];
  monthlyTotal: number;
  annualEstimate: number;
  /** Every charge due over the next twelve months, at the price in force on its day. */
  next12Total: number;
  /** Each month's charges, the first month being the sample's current one. */
  next12Months: number[];
  categories: { key: SampleCategory; percent: number }[];
};

function accountOf(currency: SampleCurrency): SampleAccount {
  const rows: Subscription[] = SAMPLES.map((sample, index) => {
    const renewal = addDays(SAMPLE_TODAY, sample.renewsIn);
    return {
      id: index + 1,
      name: sample.name,
      brand: sample.name,
      price: sample.price[currency],
      currency,
      startDate: "2024-01-01",
      endDate: renewal,
      cycle: sample.cycle,
      iconUrl: null,
      autoRenew: true,
      categoryId: CATEGORY_IDS[sample.category],
      notes: null,
      websiteUrl: null,
      paymentMethod: null,
      variableAmount: false,
      amountMin: null,
      amountMax: null,
      status: "active",
      trialEndsOn: null,
      pausedOn: null,
      cancelledOn: null,
      createdAt: "2024-01-01T00:00:00Z",
      updatedAt: "2024-01-01T00:00:00Z",
    };
  });
  const priceChanges: PriceChange[] = SAMPLES.flatMap((sample, index) =>
    sample.next
      ? [
          {
            id: index + 1,
            subscriptionId: index + 1,
            oldPrice: sample.price[currency],
            newPrice: sample.next[currency],
            effectiveDate: addMonths(addDays(SAMPLE_TODAY, sample.renewsIn), 1),
            createdAt: "2024-01-01T00:00:00Z",
          },
        ]
      : [],
  );
  const categories: Category[] = Object.entries(CATEGORY_IDS).map(([key, id]) => ({
    id,
    name: key,
    description: null,
    color: "#000000",
    createdAt: "2024-01-01T00:00:00Z",
    updatedAt: "2024-01-01T00:00:00Z",
  }));
  const context = { today: SAMPLE_TODAY, rates: fallbackRatesInto(currency), defaultCurrency: currency, priceChanges };
  const { monthlyTotal, annualEstimate } = summarize(rows, context);
  const months = upcomingMonths(rows, { priceChanges, pauses: [] }, context).map((month) => month.total);
  const shares = spendByCategory(rows, categories, { ...context, locale: "en" }, monthlyTotal);
  return {
    currency,
    subscriptions: SAMPLES.map((sample) => ({
      name: sample.name,
      icon: sample.icon,
      cycle: sample.cycle,
      price: sample.price[currency],
      nextPrice: sample.next?.[currency] ?? null,
      renewsIn: sample.renewsIn,
      chargeDay: dayOfMonth(addDays(SAMPLE_TODAY, sample.renewsIn)),
    })),
    monthlyTotal,
    annualEstimate,
    next12Total: sumAmounts(months),
    next12Months: months,
    categories: shares.map((share) => ({ key: share.category!.name as SampleCategory, percent: share.percent })),
  };
}

const ACCOUNTS: Record<SampleCurrency, SampleAccount> = { USD: accountOf("USD"), TWD: accountOf("TWD") };

export function sampleAccount(locale: Locale): SampleAccount {
  return ACCOUNTS[SAMPLE_CURRENCY[locale]];
}

/** The sample's amounts as the app writes them in the page's language: cents on prices, whole figures on totals. */
export function sampleMoney(locale: Locale): (amount: number, whole?: boolean) => string {
  const { currency } = sampleAccount(locale);
  return (amount, whole = false) => formatMoney(amount, currency, locale, { whole });
}
