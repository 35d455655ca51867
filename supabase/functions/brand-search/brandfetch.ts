import { fetchUpstream, isRecord, parseJson } from "../_shared/upstream.ts";
import { type BrandResult, MAX_RESULTS } from "./brand-result.ts";

export type BrandfetchConfig = { apiUrl: string; clientId: string; timeoutMs: number };

/** `error` is what callers are told; `detail`, Brandfetch's own words, is for the function's log only. */
export type BrandfetchResult = { ok: true; results: BrandResult[] } | { ok: false; status: number; error: string; detail: string };

const AUTH_ERRORS: Record<number, string> = { 401: "brandfetch_unauthorized", 403: "brandfetch_forbidden" };

/** Brandfetch explains refusals in `message` (older answers use `detail` or a bare `error`). */
function errorDetail(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const field of ["message", "detail", "error"]) {
    const value = body[field];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

function toBrandResult(item: unknown): BrandResult | undefined {
  if (!isRecord(item) || typeof item.domain !== "string" || !item.domain) return undefined;
  const name = typeof item.name === "string" && item.name.trim() ? item.name.trim() : item.domain;
  return {
    brandId: typeof item.brandId === "string" && item.brandId ? item.brandId : item.domain,
    domain: item.domain,
    name,
    icon: typeof item.icon === "string" && item.icon ? item.icon : null,
    claimed: item.claimed === true,
    verified: item.verified === true,
  };
}

export async function searchBrandfetch(config: BrandfetchConfig, query: string): Promise<BrandfetchResult> {
  const url = `${config.apiUrl}/${encodeURIComponent(query)}?c=${encodeURIComponent(config.clientId)}`;
  const result = await fetchUpstream(url, config.timeoutMs, { headers: { Accept: "application/json" } });
  const unavailable = (error: string, detail: string) => ({ ok: false, status: 502, error, detail }) as const;
  if (result.kind === "timeout") return unavailable("upstream_timeout", `Brandfetch did not answer within ${config.timeoutMs} ms`);
  if (result.kind === "unreachable") return unavailable("upstream_unreachable", `Brandfetch is unreachable: ${result.message}`);
  const body = parseJson(result.text);
  const authError = AUTH_ERRORS[result.status];
  if (authError) return { ok: false, status: result.status, error: authError, detail: `Brandfetch answered ${result.status}: ${errorDetail(body) ?? ""}` };
  if (result.status === 429) return unavailable("upstream_rate_limited", "Brandfetch is rate limiting requests (HTTP 429)");
  if (result.status < 200 || result.status >= 300) return unavailable("upstream_refused", `Brandfetch answered HTTP ${result.status}`);
  if (!Array.isArray(body)) return unavailable("upstream_malformed", "Brandfetch sent a malformed response");
  const results = body.map(toBrandResult).filter((item): item is BrandResult => item !== undefined);
  return { ok: true, results: results.slice(0, MAX_RESULTS) };
}
