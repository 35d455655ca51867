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
    if (typeof query !== "string" || !query.trim()) {
      return errorResponse(400, "query must be a non-empty string");
    }
    const text = query.trim();
    if (text.length > MAX_QUERY_LENGTH) {
      return errorResponse(400, `query must be at most ${MAX_QUERY_LENGTH} characters`);
    }

    if (!config.clientId) return jsonResponse({ results: searchCatalogue(text, MAX_RESULTS) });

    const found = await searchBrandfetch(config, text);
    if (found.ok) return jsonResponse({ results: found.results });
    const extra = found.detail === undefined ? {} : { detail: found.detail };
    return errorResponse(found.status, found.error, extra);
  };
}
