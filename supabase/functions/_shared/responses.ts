import { corsHeaders } from "./cors.ts";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8" },
  });
}

/** `error` is a fixed code (`invalid_json`, `rate_unavailable`): never an upstream's or the runtime's own words. */
export function errorResponse(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ error, ...extra }, status);
}

export function preflightResponse(): Response {
  return new Response("ok", { headers: corsHeaders });
}
