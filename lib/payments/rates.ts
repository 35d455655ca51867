import "server-only";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "@/lib/currency/currencies";
import { getCachedRates } from "@/lib/currency/queries";
import { getExchangeRates } from "@/lib/currency/rates";
import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { historicalRates, MAX_RATE_AGE_DAYS, type RateLookup } from "@/lib/insights/historical-rates";
import type { ServerClient } from "@/lib/supabase/server";

/** The currency payments are frozen into: the user's default currency. */
export async function baseCurrencyOf(supabase: ServerClient, userId: string): Promise<Currency> {
  const { data } = await supabase.from("user_profiles").select("default_currency").eq("id", userId).maybeSingle();
  return data && isCurrency(data.default_currency) ? data.default_currency : DEFAULT_CURRENCY;
}

/** The stored daily rates around the paid dates, and today's rates as the fallback that freezes nothing. */
export async function paymentRates(
  supabase: ServerClient,
  baseCurrency: Currency,
  currencies: readonly Currency[],
  paidDates: readonly CalendarDate[],
): Promise<RateLookup> {
  const foreign = currencies.filter((currency) => currency !== baseCurrency);
  if (foreign.length === 0 || paidDates.length === 0) return historicalRates([], baseCurrency, {});
  const sorted = [...paidDates].sort();
  const [cached, today] = await Promise.all([
    getCachedRates(supabase, { into: baseCurrency, currencies: foreign, from: addDays(sorted[0], -MAX_RATE_AGE_DAYS), to: sorted[sorted.length - 1] }),
    getExchangeRates(supabase, baseCurrency, foreign),
  ]);
  return historicalRates(cached, baseCurrency, today.rates);
}
