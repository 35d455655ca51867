// The apikey check hosted Supabase makes, and the Authorization rewrite of the CLI's gateway
// (internal/start/start.go BearerToken) that turns the new sb_ keys into the legacy JWTs.
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys";

export function apiKeyOf(request: Request, url: URL): string | null {
  return request.headers.get("apikey") ?? url.searchParams.get("apikey");
}

export function missingApiKeyResponse(): Response {
  return Response.json(
    { message: "No API key found in request", hint: "No `apikey` request header or url param was found." },
    { status: 401 },
  );
}

/** The Authorization header the upstream service sees, or null for none. */
export function rewrittenAuthorization(authorization: string | null, apiKey: string | null): string | null {
  if (authorization && !authorization.startsWith("Bearer sb_")) return authorization;
  if (apiKey === SECRET_KEY) return `Bearer ${SERVICE_ROLE_KEY}`;
  if (apiKey === PUBLISHABLE_KEY) return `Bearer ${ANON_KEY}`;
  if (apiKey) return `Bearer ${apiKey}`;
  return null;
}
