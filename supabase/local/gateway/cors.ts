// CORS as the CLI's Kong cors plugin answers it: preflights handled at the gateway, and the
// headers supabase-js must read (Content-Range, X-Supabase-Api-Version) exposed to browsers.

const ALLOW_METHODS = "GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS";
const DEFAULT_ALLOW_HEADERS =
  "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, " +
  "content-profile, range, x-retry-count, x-region";
const EXPOSE_HEADERS = "Content-Range, Range, X-Supabase-Api-Version, X-Total-Count, x-sb-error-code";

export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": ALLOW_METHODS,
      "Access-Control-Allow-Headers": request.headers.get("access-control-request-headers") ?? DEFAULT_ALLOW_HEADERS,
      "Access-Control-Max-Age": "3600",
      Vary: "Origin, Access-Control-Request-Headers",
    },
  });
}

/** Copies the response with CORS headers added where the upstream did not set its own. */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  if (!headers.has("access-control-allow-origin")) headers.set("Access-Control-Allow-Origin", "*");
  if (!headers.has("access-control-expose-headers")) headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
