import { readPostJson } from "../_shared/request.ts";
import { errorResponse, jsonResponse } from "../_shared/responses.ts";
import { type CacheConfig, readCachedRate, readLatestRate, storeRateTable } from "./cache.ts";
import { type Currency, parseCurrency, utcDate } from "./currencies.ts";
import { fetchRateTable, type ProviderConfig, type ProviderResult } from "./providers.ts";

export type ExchangeRateConfig = { provider: ProviderConfig; cache: CacheConfig };

export type ExchangeRateAnswer = {
  rate: number;
  base: Currency;
  target: Currency;
  date: string;
  source: string;
  cached: boolean;
  /** Set when the provider failed and the answer is the newest rate stored on an earlier day. */
  stale?: true;
};

export function createExchangeRateHandler(config: ExchangeRateConfig): (req: Request) => Promise<Response> {
  // Concurrent cold requests for one base share a single provider call.
  const inFlight = new Map<Currency, Promise<ProviderResult>>();

  async function loadTable(base: Currency): Promise<ProviderResult> {
    const pending = inFlight.get(base);
    if (pending) return pending;
    const request = fetchRateTable(config.provider, base).then(async (result) => {
      if (result.ok) await storeRateTable(config.cache, result.table);
      return result;
    });
    inFlight.set(base, request);
    try {
      return await request;
    } finally {
      inFlight.delete(base);
    }
  }

  return async (req) => {
    const parsed = await readPostJson(req);
    if (!parsed.ok) return parsed.response;
    const base = parseCurrency(parsed.body.baseCurrency);
    if (!base.ok) return errorResponse(400, base.error, { field: "baseCurrency" });
    const target = parseCurrency(parsed.body.targetCurrency);
    if (!target.ok) return errorResponse(400, target.error, { field: "targetCurrency" });

    const pair = { base: base.currency, target: target.currency };
    const today = utcDate(new Date());
    if (pair.base === pair.target) {
      return jsonResponse({
        rate: 1,
        ...pair,
        date: today,
        source: "same currency",
        cached: false,
      } satisfies ExchangeRateAnswer);
    }

    const cached = await readCachedRate(config.cache, pair.base, pair.target, today);
    if (cached) {
      const answer: ExchangeRateAnswer = {
        rate: cached.rate,
        ...pair,
        date: cached.date,
        source: `${cached.source} (cached)`,
        cached: true,
      };
      return jsonResponse(answer);
    }

    const loaded = await loadTable(pair.base);
    const rate = loaded.ok ? loaded.table.rates[pair.target] : undefined;
    if (!loaded.ok || rate === undefined) {
      if (loaded.ok) console.error(`exchange-rate: ${loaded.table.source} has no ${pair.base}→${pair.target} rate`);
      else console.error(`exchange-rate: ${loaded.detail}`);
      const stored = await readLatestRate(config.cache, pair.base, pair.target);
      if (stored) {
        return jsonResponse({
          rate: stored.rate,
          ...pair,
          date: stored.date,
          source: `${stored.source} (stored)`,
          cached: true,
          stale: true,
        } satisfies ExchangeRateAnswer);
      }
      return errorResponse(502, "rate_unavailable", { reason: loaded.ok ? "rate_missing" : loaded.reason });
    }
    const answer: ExchangeRateAnswer = {
      rate,
      ...pair,
      date: loaded.table.date,
      source: loaded.table.source,
      cached: false,
    };
    return jsonResponse(answer);
  };
}
