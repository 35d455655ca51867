import { readPostJson } from "../_shared/request.ts";
import { errorResponse, jsonResponse } from "../_shared/responses.ts";
import { MAX_RESULTS } from "./brand-result.ts";
import { type BrandfetchConfig, searchBrandfetch } from "./brandfetch.ts";
import { searchCatalogue } from "./catalogue-search.ts";

const MAX_QUERY_LENGTH = 100;

export function createBrandSearchHandler(config: BrandfetchConfig): (req: Request) => Promise<Response> {
  return async (req) => {
    const parsed = await readPostJson(req);
    if (!parsed.ok) return parsed.response;
    const { query } = parsed.body;
    if (typeof query !== "string" || !query.trim()) return errorResponse(400, "query_required");
    const text = query.trim();
    if (text.length > MAX_QUERY_LENGTH) return errorResponse(400, "query_too_long", { max: MAX_QUERY_LENGTH });

    if (!config.clientId) return jsonResponse({ results: searchCatalogue(text, MAX_RESULTS) });
    // The query is a path segment of Brandfetch's URL, and fetch resolves "." and ".." (even as
    // %2E) there before sending: a query without a letter or digit names no brand anyway.
    if (!/[\p{L}\p{N}]/u.test(text)) return jsonResponse({ results: [] });

    const found = await searchBrandfetch(config, text);
    if (found.ok) return jsonResponse({ results: found.results });
    console.error(`brand-search: ${found.detail}`);
    return errorResponse(found.status, found.error);
  };
}
