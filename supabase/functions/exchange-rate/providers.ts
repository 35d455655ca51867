import { fetchUpstream, isRecord, parseJson } from "../_shared/upstream.ts";
import { CURRENCIES, type Currency, utcDate } from "./currencies.ts";

export type RateTable = {
  base: Currency;
  /** The provider's own rate date, yyyy-MM-dd in UTC. */
  date: string;
  source: string;
  rates: Partial<Record<Currency, number>>;
};

/** Why no rate came: what callers are told. */
export type ProviderFailure =
  | "upstream_timeout"
  | "upstream_unreachable"
  | "upstream_rate_limited"
  | "upstream_refused"
  | "upstream_malformed";

/** `detail` is for the function's log only: a fetch error names the URL, and the keyed URL holds the key. */
export type ProviderResult = { ok: true; table: RateTable } | { ok: false; reason: ProviderFailure; detail: string };

export type ProviderConfig = {
  keylessUrl: string;
  keyedUrl: string;
  apiKey: string;
  timeoutMs: number;
};

type Provider = { source: string; url: string; ratesField: "rates" | "conversion_rates" };

function chooseProvider(config: ProviderConfig, base: Currency): Provider {
  if (config.apiKey) {
    const key = encodeURIComponent(config.apiKey);
    return {
      source: "exchangerate-api.com",
      url: `${config.keyedUrl}/${key}/latest/${base}`,
      ratesField: "conversion_rates",
    };
  }
  return { source: "open.er-api.com", url: `${config.keylessUrl}/${base}`, ratesField: "rates" };
}

function rateDate(body: Record<string, unknown>): string | undefined {
  const unix = body.time_last_update_unix;
  if (typeof unix === "number" && Number.isFinite(unix)) return utcDate(new Date(unix * 1000));
  const text = body.time_last_update_utc;
  if (typeof text === "string" && !Number.isNaN(Date.parse(text))) return utcDate(new Date(text));
  return undefined;
}

function pickRates(value: unknown): Partial<Record<Currency, number>> {
  const rates: Partial<Record<Currency, number>> = {};
  if (!isRecord(value)) return rates;
  for (const code of CURRENCIES) {
    const rate = value[code];
    if (typeof rate === "number" && Number.isFinite(rate) && rate > 0) rates[code] = rate;
  }
  return rates;
}

/** One call answers every target for a base, which is what makes a per-day cache worthwhile. */
export async function fetchRateTable(config: ProviderConfig, base: Currency): Promise<ProviderResult> {
  const provider = chooseProvider(config, base);
  const name = provider.source;
  const result = await fetchUpstream(provider.url, config.timeoutMs, {
    headers: { Accept: "application/json" },
  });
  const fail = (reason: ProviderFailure, detail: string): ProviderResult => ({
    ok: false,
    reason,
    detail: config.apiKey ? detail.replaceAll(config.apiKey, "[key]").replaceAll(encodeURIComponent(config.apiKey), "[key]") : detail,
  });
  if (result.kind === "timeout") return fail("upstream_timeout", `${name} did not answer within ${config.timeoutMs} ms`);
  if (result.kind === "unreachable") return fail("upstream_unreachable", `${name} is unreachable: ${result.message}`);

  const body = parseJson(result.text);
  const errorType = isRecord(body) && typeof body["error-type"] === "string" ? body["error-type"] : undefined;
  if (result.status === 429) return fail("upstream_rate_limited", `${name} is rate limiting requests (HTTP 429)`);
  if (result.status < 200 || result.status >= 300) {
    return fail("upstream_refused", `${name} answered HTTP ${result.status}${errorType ? ` (${errorType})` : ""}`);
  }
  if (!isRecord(body)) return fail("upstream_malformed", `${name} sent a response that is not JSON`);
  if (body.result !== "success") return fail("upstream_refused", `${name} reported an error: ${errorType ?? "unknown"}`);
  const date = rateDate(body);
  const rates = pickRates(body[provider.ratesField]);
  if (!date || Object.keys(rates).length === 0 || (body.base_code !== undefined && body.base_code !== base)) {
    return fail("upstream_malformed", `${name} sent a malformed rate table`);
  }
  return { ok: true, table: { base, date, source: name, rates } };
}
