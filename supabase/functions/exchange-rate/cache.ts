import { fetchUpstream, isRecord, parseJson } from "../_shared/upstream.ts";
import type { Currency } from "./currencies.ts";
import type { RateTable } from "./providers.ts";

export type CacheConfig = { supabaseUrl: string; serviceRoleKey: string; timeoutMs: number };

export type CachedRate = { rate: number; source: string; date: string };

function endpoint(config: CacheConfig): string {
  return `${config.supabaseUrl.replace(/\/$/, "")}/rest/v1/exchange_rates`;
}

function headers(config: CacheConfig): Record<string, string> {
  return {
    apikey: config.serviceRoleKey,
    Authorization: `Bearer ${config.serviceRoleKey}`,
    Accept: "application/json",
  };
}

function enabled(config: CacheConfig): boolean {
  return config.supabaseUrl !== "" && config.serviceRoleKey !== "";
}

/** A cache failure is a miss: the caller still gets an answer from the provider. */
export async function readCachedRate(
  config: CacheConfig,
  base: Currency,
  target: Currency,
  date: string,
): Promise<CachedRate | undefined> {
  if (!enabled(config)) return undefined;
  const query = `base=eq.${base}&target=eq.${target}&rate_date=eq.${date}&select=rate,source,rate_date&limit=1`;
  const result = await fetchUpstream(`${endpoint(config)}?${query}`, config.timeoutMs, {
    headers: headers(config),
  });
  if (result.kind !== "response" || result.status !== 200) {
    if (result.kind === "response") console.warn(`exchange_rates read failed: HTTP ${result.status}`);
    return undefined;
  }
  const rows = parseJson(result.text);
  const row = Array.isArray(rows) ? rows[0] : undefined;
  if (!isRecord(row)) return undefined;
  const rate = Number(row.rate);
  if (!Number.isFinite(rate) || rate <= 0 || typeof row.source !== "string") return undefined;
  return { rate, source: row.source, date: String(row.rate_date) };
}

async function latestRow(config: CacheConfig, base: Currency, target: Currency): Promise<CachedRate | undefined> {
  const query = `base=eq.${base}&target=eq.${target}&select=rate,source,rate_date&order=rate_date.desc&limit=1`;
  const result = await fetchUpstream(`${endpoint(config)}?${query}`, config.timeoutMs, { headers: headers(config) });
  if (result.kind !== "response" || result.status !== 200) return undefined;
  const rows = parseJson(result.text);
  const row = Array.isArray(rows) ? rows[0] : undefined;
  if (!isRecord(row)) return undefined;
  const rate = Number(row.rate);
  if (!Number.isFinite(rate) || rate <= 0 || typeof row.source !== "string") return undefined;
  return { rate, source: row.source, date: String(row.rate_date) };
}

/** The newest stored rate for the pair on any day, read either way round: what answers while the provider is down. */
export async function readLatestRate(
  config: CacheConfig,
  base: Currency,
  target: Currency,
): Promise<CachedRate | undefined> {
  if (!enabled(config)) return undefined;
  const [direct, inverse] = await Promise.all([latestRow(config, base, target), latestRow(config, target, base)]);
  const inverted = inverse && { ...inverse, rate: 1 / inverse.rate };
  if (direct && inverted) return direct.date >= inverted.date ? direct : inverted;
  return direct ?? inverted;
}

/** Stores every target of one provider answer; a 409 means another request stored the day already. */
export async function storeRateTable(config: CacheConfig, table: RateTable): Promise<void> {
  if (!enabled(config)) return;
  const fetchedAt = new Date().toISOString();
  const rows = Object.entries(table.rates)
    .filter(([target]) => target !== table.base)
    .map(([target, rate]) => ({
      base: table.base,
      target,
      rate,
      rate_date: table.date,
      source: table.source,
      fetched_at: fetchedAt,
    }));
  const result = await fetchUpstream(endpoint(config), config.timeoutMs, {
    method: "POST",
    headers: { ...headers(config), "Content-Type": "application/json", Prefer: "return=minimal" },
    body: JSON.stringify(rows),
  });
  if (result.kind !== "response") console.warn(`exchange_rates write failed: ${result.kind}`);
  else if (result.status >= 300 && result.status !== 409) {
    console.warn(`exchange_rates write failed: HTTP ${result.status} ${result.text.slice(0, 200)}`);
  }
}
