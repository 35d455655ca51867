import type { Currency } from "@/lib/currency/currencies";
import type { RateTable } from "@/lib/currency/fallback-rates";
import type { CachedRate } from "@/lib/currency/queries";
import { addDays, compareDates, type CalendarDate } from "@/lib/dates/date-only";

export const MAX_RATE_AGE_DAYS = 31;

export type DayRate = { rate: number; day: CalendarDate | null };

export type RateLookup = (currency: Currency, date: CalendarDate) => DayRate | null;

type Series = { days: CalendarDate[]; rates: number[] };

function seriesByCurrency(cached: readonly CachedRate[], defaultCurrency: Currency): Map<Currency, Series> {
  const byDay = new Map<Currency, Map<CalendarDate, number>>();
  const put = (currency: Currency, day: CalendarDate, rate: number, direct: boolean) => {
    if (!Number.isFinite(rate) || rate <= 0) return;
    let days = byDay.get(currency);
    if (!days) byDay.set(currency, (days = new Map()));
    // A direct quote beats the inverse of the other direction on the same day.
    if (direct || !days.has(day)) days.set(day, rate);
  };
  for (const row of cached) {
    if (row.target === defaultCurrency && row.base !== defaultCurrency) put(row.base, row.rateDate, row.rate, true);
  }
  for (const row of cached) {
    if (row.base === defaultCurrency && row.target !== defaultCurrency) put(row.target, row.rateDate, 1 / row.rate, false);
  }
  const series = new Map<Currency, Series>();
  for (const [currency, days] of byDay) {
    const sorted = [...days.entries()].sort(([a], [b]) => compareDates(a, b));
    series.set(currency, { days: sorted.map(([day]) => day), rates: sorted.map(([, rate]) => rate) });
  }
  return series;
}

function lastOnOrBefore(days: readonly CalendarDate[], date: CalendarDate): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (days[middle] <= date) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export function historicalRates(
  cached: readonly CachedRate[],
  defaultCurrency: Currency,
  todayRates: RateTable,
): RateLookup {
  const series = seriesByCurrency(cached, defaultCurrency);
  return (currency, date) => {
    if (currency === defaultCurrency) return { rate: 1, day: date };
    const own = series.get(currency);
    const index = own ? lastOnOrBefore(own.days, date) : -1;
    if (own && index >= 0 && own.days[index] >= addDays(date, -MAX_RATE_AGE_DAYS)) {
      return { rate: own.rates[index], day: own.days[index] };
    }
    const today = todayRates[currency];
    const base = todayRates[defaultCurrency] ?? 1;
    return typeof today === "number" && today > 0 ? { rate: today / base, day: null } : null;
  };
}

/** Many charges share a day: each currency's rate is looked up once per day. */
export function rateOncePerDay(rateOn: RateLookup): RateLookup {
  const rates = new Map<string, DayRate | null>();
  return (currency, date) => {
    const key = `${currency}${date}`;
    let rate = rates.get(key);
    if (rate === undefined) rates.set(key, (rate = rateOn(currency, date)));
    return rate;
  };
}
