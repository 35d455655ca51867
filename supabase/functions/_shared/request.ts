import { errorResponse, preflightResponse } from "./responses.ts";

export type JsonObject = Record<string, unknown>;

export type ParsedRequest = { ok: true; body: JsonObject } | { ok: false; response: Response };

/** Answers preflights and wrong methods, and reads the POST body as a JSON object. */
export async function readPostJson(req: Request): Promise<ParsedRequest> {
  if (req.method === "OPTIONS") return { ok: false, response: preflightResponse() };
  if (req.method !== "POST") {
    const response = errorResponse(405, `Method ${req.method} is not allowed; use POST`);
    response.headers.set("Allow", "POST, OPTIONS");
    return { ok: false, response };
  }
  let body: unknown;
  try {
    body = JSON.parse(await req.text());
  } catch {
    return { ok: false, response: errorResponse(400, "The request body must be valid JSON") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: errorResponse(400, "The request body must be a JSON object") };
  }
  return { ok: true, body: body as JsonObject };
}
