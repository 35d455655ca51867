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

/** PostgREST's mapping of SQLSTATE to HTTP status (pgErrorStatus). */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  if (code === "42501") return authenticated ? 403 : 401;
  if (code === "23503" || code === "23505" || code === "23P01") return 409;
  if (code === "25006") return 405;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "42P01" || (code === "42883" && message.startsWith("function "))) return 404;
  if (code === "42P17" || code === "53400") return 500;
  if (code === "57P01") return 503;
  if (code === "P0001") return 400;
  const prefix = code.slice(0, 2);
  if (prefix === "08" || prefix === "53") return 503;
  if (prefix === "0L" || prefix === "0P" || prefix === "28") return 403;
  if (["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "P0", "XX"].includes(prefix)) {
    return 500;
  }
  return 400;
}

/** Turns anything thrown while running a request into PostgREST's error response. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
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
