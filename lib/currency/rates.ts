import { CURRENCIES, isCurrency, type Currency } from "./currencies";
import { fallbackRatesInto, type RateTable } from "./fallback-rates";

export type FunctionsInvoker = {
  functions: {
    invoke(
      functionName: string,
      options: { body: { baseCurrency: Currency; targetCurrency: Currency }; signal?: AbortSignal },
    ): Promise<{ data: unknown; error: unknown }>;
  };
};

export type ExchangeRates = {
  rates: RateTable;
  missing: Currency[];
  source: "live" | "fallback" | "mixed";
  date: string | null;
  sources: string[];
};

export type ExchangeRateOptions = { now?: Date; timeoutMs?: number };

type Quote = { rate: number; date: string | null; source: string };
type CacheEntry = { quote: Promise<Quote | null>; retryAfter: number | null };

export const EXCHANGE_RATE_FUNCTION = "exchange-rate";
const DEFAULT_TIMEOUT_MS = 3000;
const FAILURE_RETRY_MS = 5 * 60 * 1000;

// Rates are public market data, not user data, so one cache can serve every request in the process.
const cache = new Map<string, CacheEntry>();

export function resetExchangeRateCache(): void {
  cache.clear();
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function parseAnswer(data: unknown, base: Currency, target: Currency): Quote | null {
  const body: unknown = typeof data === "string" ? safeJson(data) : data;
  if (typeof body !== "object" || body === null) return null;
  const answer = body as Record<string, unknown>;
  const rate = typeof answer.rate === "string" ? Number(answer.rate) : answer.rate;
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) return null;
  if ((isCurrency(answer.base) && answer.base !== base) || (isCurrency(answer.target) && answer.target !== target)) {
    return null;
  }
  const source = typeof answer.source === "string" ? answer.source.replace(/ \((cached|stored)\)$/, "") : "exchange-rate";
  const date = typeof answer.date === "string" ? answer.date : null;
  return { rate, date, source };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function requestQuote(
  supabase: FunctionsInvoker,
  base: Currency,
  target: Currency,
  timeoutMs: number,
): Promise<Quote | null> {
  // Not AbortSignal.timeout: the race gives up even if the client ignores the signal, and fake timers drive it.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const { data, error } = await Promise.race([
      supabase.functions.invoke(EXCHANGE_RATE_FUNCTION, {
        body: { baseCurrency: base, targetCurrency: target },
        signal: controller.signal,
      }),
      timeout,
    ]);
    if (error) throw error;
    const quote = parseAnswer(data, base, target);
    if (!quote) throw new Error(`unusable answer ${JSON.stringify(data)}`);
    return quote;
  } catch (error) {
    console.error(`Exchange rate ${base}→${target} unavailable; using the built-in table.`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function cachedQuote(
  supabase: FunctionsInvoker,
  base: Currency,
  target: Currency,
  now: Date,
  timeoutMs: number,
): Promise<Quote | null> {
  const day = utcDay(now);
  const key = `${day}:${base}:${target}`;
  const entry = cache.get(key);
  if (entry && (entry.retryAfter === null || now.getTime() < entry.retryAfter)) return entry.quote;

  for (const staleKey of cache.keys()) {
    if (!staleKey.startsWith(`${day}:`)) cache.delete(staleKey);
  }
  const fresh: CacheEntry = { quote: requestQuote(supabase, base, target, timeoutMs), retryAfter: null };
  fresh.quote.then((quote) => {
    if (quote === null) fresh.retryAfter = now.getTime() + FAILURE_RETRY_MS;
  });
  cache.set(key, fresh);
  return fresh.quote;
}

export async function getExchangeRates(
  supabase: FunctionsInvoker,
  defaultCurrency: Currency,
  currencies: Iterable<Currency>,
  { now = new Date(), timeoutMs = DEFAULT_TIMEOUT_MS }: ExchangeRateOptions = {},
): Promise<ExchangeRates> {
  const rates = fallbackRatesInto(defaultCurrency);
  const requested = new Set(currencies);
  const wanted = CURRENCIES.filter((currency) => currency !== defaultCurrency && requested.has(currency));
  const quotes = await Promise.all(
    wanted.map((currency) => cachedQuote(supabase, currency, defaultCurrency, now, timeoutMs)),
  );

  const live = quotes.flatMap((quote, index) => (quote ? [{ currency: wanted[index], quote }] : []));
  for (const { currency, quote } of live) rates[currency] = quote.rate;

  const missing = wanted.filter((currency) => rates[currency] === undefined);
  const dates = live.map(({ quote }) => quote.date).filter((date): date is string => date !== null);
  return {
    rates,
    missing,
    source: live.length === wanted.length ? "live" : live.length === 0 ? "fallback" : "mixed",
    date: dates.reduce<string | null>((newest, date) => (newest === null || date > newest ? date : newest), null),
    sources: [...new Set(live.map(({ quote }) => quote.source))],
  };
}
