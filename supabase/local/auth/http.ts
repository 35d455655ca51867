// Response helpers: GoTrue answers in the 2024-01-01 error shape only when the request asked for it.
import { AuthApiError, OAuthStyleError, badRequest } from "./errors";

const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION = "2024-01-01";

function wantsVersionedErrors(request: Request): boolean {
  const asked = request.headers.get(API_VERSION_HEADER);
  return asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= API_VERSION;
}

function baseHeaders(request: Request, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (wantsVersionedErrors(request)) headers.set(API_VERSION_HEADER, API_VERSION);
  return headers;
}

export function json(request: Request, status: number, body: unknown, extra?: HeadersInit): Response {
  const headers = baseHeaders(request, extra);
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

export function noContent(request: Request): Response {
  return new Response(null, { status: 204, headers: baseHeaders(request) });
}

export function redirect(request: Request, status: 302 | 303, location: string): Response {
  return new Response(null, { status, headers: baseHeaders(request, { Location: location }) });
}

export function html(request: Request, status: number, body: string): Response {
  const headers = baseHeaders(request, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  return new Response(body, { status, headers });
}

export function errorResponse(request: Request, error: AuthApiError | OAuthStyleError): Response {
  if (error instanceof OAuthStyleError) {
    return json(request, 400, { error: error.error, error_description: error.description });
  }
  const headers = { "x-sb-error-code": error.code };
  if (wantsVersionedErrors(request)) {
    return json(request, error.status, { code: error.code, message: error.message, ...error.extra }, headers);
  }
  const legacy = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return json(request, error.status, legacy, headers);
}

export function notFoundResponse(): Response {
  return new Response("404 page not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Reads a JSON object body; an empty body counts as `{}`, as in GoTrue. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("bad_json", "Could not parse request body as JSON: json: cannot unmarshal into object");
  }
  return parsed as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : "";
}

export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
