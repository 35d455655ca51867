// PostgREST's error responses (Error.hs): always {code, details, hint, message} with nulls kept,
// plus a Proxy-Status header naming the code.

export type RestErrorBody = {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
};

/** A failure that already knows its HTTP status; thrown anywhere in request handling. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, details, hint, message });
}

export function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Proxy-Status": `PostgREST; error=${error.body.code}`,
      ...error.headers,
    },
  });
}

export const parseError = (message: string, details: string | null = null) =>
  restError(400, "PGRST100", message, details);

export const singularError = (rows: number) =>
  restError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`,
  );

export const invalidBodyError = (details: string) =>
  restError(400, "PGRST102", "Empty or invalid json", details);

export const unknownColumnError = (column: string, table: string) =>
  restError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);

export const unknownTableError = (schema: string, table: string, suggestion: string | null) =>
  restError(
    404,
    "PGRST205",
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );

export const invalidSchemaError = (schema: string, exposed: readonly string[]) =>
  restError(
    406,
    "PGRST106",
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(", ")}`,
  );

export function jwtError(reason: "malformed" | "expired" | "invalid", message: string): RestError {
  if (reason === "expired") {
    return new RestError(
      401,
      { code: "PGRST303", details: null, hint: null, message: "JWT expired" },
      { "WWW-Authenticate": 'Bearer error="invalid_token", error_description="JWT expired"' },
    );
  }
  return new RestError(
    401,
    { code: "PGRST301", details: null, hint: null, message },
    { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  );
}

type PgError = {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
};

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as PgError).code === "string" &&
    typeof (error as PgError).message === "string"
  );
}

/** PostgREST's mapping of SQLSTATE to HTTP status (Error.hs pgErrorStatus, v14). */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409, "23505": 409, "25006": 405, "53400": 500, "57P01": 503, "P0001": 400, "42P01": 404, "42P17": 500,
  };
  if (code in exact) return exact[code];
  if (code === "42501") return authenticated ? 403 : 401;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400;
  if (code === "42883") return message.startsWith("function xmlagg(") ? 406 : 404;
  if (code.startsWith("PT")) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 999 ? status : 500;
  }
  const byClass: Record<string, number> = {
    "08": 503, "09": 500, "0L": 403, "0P": 403, "25": 500, "28": 403, "2D": 500, "38": 500, "39": 500, "3B": 500,
    "40": 500, "53": 503, "54": 500, "55": 500, "57": 500, "58": 500, F0: 500, HV: 500, P0: 500, XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

const PGRST_MESSAGE_HINT = "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const PGRST_DETAIL_HINT = "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

function jsonObject(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{json}', detail = '{json}'`: the function picks the whole response. */
function raisedResponse(error: PgError): RestError {
  const unparsable = (details: string, hint: string) =>
    restError(500, "PGRST121", `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint);
  const body = jsonObject(error.message);
  if (!body || typeof body.code !== "string" || typeof body.message !== "string") {
    return unparsable(`Invalid JSON value for MESSAGE: '${error.message}'`, PGRST_MESSAGE_HINT);
  }
  if (error.detail === undefined) return unparsable("DETAIL is missing in the RAISE statement", PGRST_DETAIL_HINT);
  const detail = jsonObject(error.detail);
  const headers = detail?.headers;
  if (!detail || typeof detail.status !== "number" || typeof headers !== "object" || headers === null || Array.isArray(headers)) {
    return unparsable(`Invalid JSON value for DETAIL: '${error.detail}'`, PGRST_DETAIL_HINT);
  }
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return new RestError(
    detail.status,
    { code: body.code, details: text(body.details), hint: text(body.hint), message: body.message },
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  );
}

/** Turns anything thrown while running a request into PostgREST's error response. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error) && error.code === "PGRST") return raisedResponse(error);
  if (isPgError(error) && /^[0-9A-Z]{5}$/.test(error.code)) {
    const status = pgErrorStatus(error.code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
    return new RestError(
      status,
      { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
      headers,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return restError(500, "PGRST000", message);
}
