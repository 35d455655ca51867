import { errorResponse, preflightResponse } from "./responses.ts";

export type JsonObject = Record<string, unknown>;

export type ParsedRequest = { ok: true; body: JsonObject } | { ok: false; response: Response };

/** Answers preflights and wrong methods, and reads the POST body as a JSON object. */
export async function readPostJson(req: Request): Promise<ParsedRequest> {
  if (req.method === "OPTIONS") return { ok: false, response: preflightResponse() };
  if (req.method !== "POST") {
    const response = errorResponse(405, "method_not_allowed");
    response.headers.set("Allow", "POST, OPTIONS");
    return { ok: false, response };
  }
  let body: unknown;
  try {
    body = JSON.parse(await req.text());
  } catch {
    return { ok: false, response: errorResponse(400, "invalid_json") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: errorResponse(400, "invalid_body") };
  }
  return { ok: true, body: body as JsonObject };
}
