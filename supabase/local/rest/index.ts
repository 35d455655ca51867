// The PostgREST subset behind /rest/v1: one transaction per request, run as the JWT's role with
// the request settings PostgREST sets, and the JSON body built by Postgres.
import type { Database, Transaction } from "../db";
import { RestError, errorResponse, restError, singularError, toRestError } from "./errors";
import { assertSwitchable, resolveIdentity, type Identity } from "./identity";
import { parsePrefer, type Preferences } from "./prefer";
import { parseQueryParams, type QueryParams } from "./query-params";
import { parseJsonBody, resolveColumns, resolveTable, unionOfKeys } from "./resolve";
import { resolveSchema } from "./schema-header";
import type { SchemaCache } from "./schema-cache";
import { deleteStatement, insertStatement, readStatement, updateStatement, type ResultRow, type Statement } from "./statements";

export type RestService = { handle(request: Request, path: string): Promise<Response> };

const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";
const SET_CONFIG_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), " +
  "set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true), " +
  "set_config('request.path', $5, true), set_config('request.headers', $6, true), set_config('request.cookies', $7, true)";

type Plan = {
  statement: Statement;
  singular: boolean;
  readOnly: boolean;
  status: number;
  emptyStatus: number;
  representation: boolean;
};

function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

async function runPlan(db: Database, request: Request, path: string, schema: string, identity: Identity, plan: Plan): Promise<ResultRow> {
  return db.transaction(async (tx: Transaction) => {
    if (plan.readOnly) await tx.query("SET TRANSACTION READ ONLY");
    if (!["anon", "authenticated", "service_role"].includes(identity.role)) {
      const exists = await tx.query("select 1 from pg_catalog.pg_roles where rolname = $1", [identity.role]);
      assertSwitchable(identity.role, exists.rows.length > 0);
    }
    const headers = Object.fromEntries(request.headers);
    await tx.query(SET_CONFIG_SQL, [
      schema === "public" ? '"public", "extensions"' : `"${schema}", "public", "extensions"`,
      identity.role,
      JSON.stringify(identity.claims),
      request.method,
      path,
      JSON.stringify(headers),
      JSON.stringify(cookiesOf(request)),
    ]);
    const result = await tx.query<ResultRow>(plan.statement.sql, plan.statement.params);
    const row = result.rows[0];
    if (plan.singular && row.page_total !== 1) throw singularError(row.page_total);
    return row;
  });
}

function contentRange(query: QueryParams, row: ResultRow, prefer: Preferences, isRead: boolean): string {
  const total = prefer.countExact ? String(isRead ? row.total : row.page_total) : "*";
  if (row.page_total === 0) return `*/${total}`;
  const first = isRead ? query.offset : 0;
  return `${first}-${first + row.page_total - 1}/${total}`;
}

async function plan(request: Request, cache: SchemaCache, schema: string, tableName: string, query: QueryParams, prefer: Preferences): Promise<Plan | null> {
  const table = await resolveTable(cache, schema, tableName);
  const singular = (request.headers.get("accept") ?? "").includes(OBJECT_MEDIA_TYPE);
  const method = request.method;
  if (method === "GET" || method === "HEAD") {
    const shape = { singular, countExact: prefer.countExact, representation: true };
    return { statement: readStatement(table, query, shape), singular, readOnly: true, status: 200, emptyStatus: 200, representation: true };
  }
  const shape = { singular, countExact: prefer.countExact, representation: prefer.returnRepresentation };
  const mutation = { singular, readOnly: false, representation: prefer.returnRepresentation };
  if (method === "DELETE") {
    return { ...mutation, statement: deleteStatement(table, query, shape), status: 200, emptyStatus: 204 };
  }
  if (method !== "POST" && method !== "PATCH") {
    throw restError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  const text = await request.text();
  const body = parseJsonBody(text);
  if (method === "POST") {
    const columns = query.columns ?? unionOfKeys(body.rows);
    const checked = await resolveColumns(cache, table, columns);
    const payload = body.isArray ? text : `[${text}]`;
    const statement = insertStatement(checked, columns, payload, query, { ...shape, missingDefault: prefer.missingDefault });
    return { ...mutation, statement, status: 201, emptyStatus: 201 };
  }
  if (body.isArray) throw restError(400, "PGRST102", "Empty or invalid json", "a JSON object was expected for an update");
  const columns = Object.keys(body.rows[0]);
  if (columns.length === 0) return null;
  const checked = await resolveColumns(cache, table, columns);
  return { ...mutation, statement: updateStatement(checked, columns, text, query, shape), status: 200, emptyStatus: 204 };
}

function emptyUpdate(representation: boolean, singular: boolean): Response {
  if (singular) return errorResponse(singularError(0));
  return representation
    ? new Response("[]", { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", "Content-Range": "*/*" } })
    : new Response(null, { status: 204, headers: { "Content-Range": "*/*" } });
}

export function createRestService(deps: { db: Database; schemaCache: SchemaCache }): RestService {
  const { db, schemaCache } = deps;

  async function handle(request: Request, path: string): Promise<Response> {
    let identity: Identity = { role: "anon", claims: { role: "anon" } };
    try {
      const url = new URL(request.url);
      const tableName = decodeURIComponent(path.replace(/^\/+/, "").replace(/\/+$/, ""));
      const schema = resolveSchema(request, schemaCache.exposedSchemas);
      identity = await resolveIdentity(request.headers.get("authorization"));
      if (tableName === "") return rootResponse(schemaCache, schema);
      if (tableName.includes("/")) throw restError(404, "PGRST125", `Invalid path specified in request URL`);
      const query = parseQueryParams(url.searchParams);
      const prefer = parsePrefer(request.headers.get("prefer"));
      const built = await plan(request, schemaCache, schema, tableName, query, prefer);
      if (!built) return emptyUpdate(prefer.returnRepresentation, (request.headers.get("accept") ?? "").includes(OBJECT_MEDIA_TYPE));

      const row = await runPlan(db, request, path, schema, identity, built);
      const isRead = built.readOnly;
      const headers: Record<string, string> = { "Content-Range": contentRange(query, row, prefer, isRead) };
      if (prefer.applied.length > 0) headers["Preference-Applied"] = prefer.applied.join(", ");
      if (!built.representation) return new Response(null, { status: built.emptyStatus, headers });
      headers["Content-Type"] = `${built.singular ? OBJECT_MEDIA_TYPE : "application/json"}; charset=utf-8`;
      return new Response(request.method === "HEAD" ? null : row.body, { status: built.status, headers });
    } catch (error) {
      const restFailure = error instanceof RestError ? error : toRestError(error, identity.role !== "anon");
      return errorResponse(restFailure);
    }
  }

  return { handle };
}

function rootResponse(cache: SchemaCache, schema: string): Response {
  const paths = Object.fromEntries(cache.tableNames(schema).map((name) => [`/${name}`, {}]));
  const body = { swagger: "2.0", info: { title: "standard public schema", version: "local" }, basePath: "/", paths };
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/openapi+json; charset=utf-8" } });
}
