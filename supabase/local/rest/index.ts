// The PostgREST subset behind /rest/v1: one transaction per request, run as the JWT's role with
// the request settings PostgREST sets, and the JSON body built by Postgres.
import type { Database, Transaction } from "../db";
import { RestError, errorResponse, restError, singularError, toRestError } from "./errors";
import { assertSwitchable, resolveIdentity, type Identity } from "./identity";
import { appliedPreferences, parsePrefer, type PlanKind, type Preferences } from "./prefer";
import { parseQueryParams, type QueryParams } from "./query-params";
import { parseJsonBody, resolveColumns, resolveTable, unionOfKeys } from "./resolve";
import { planCall } from "./rpc";
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
  kind: PlanKind;
  statement: Statement;
  singular: boolean;
  readOnly: boolean;
  status: number;
  emptyStatus: number;
  representation: boolean;
  /** Void functions answer 204 with no body. */
  noContent?: boolean;
  hasConflictTarget?: boolean;
  upsert?: boolean;
};

type RequestContext = { request: Request; path: string; schema: string; identity: Identity };

function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** Plans (inside the transaction, so RPC sees the catalog as it is now), then runs as the request's role. */
async function runPlan(db: Database, ctx: RequestContext, planner: (tx: Transaction) => Promise<Plan>): Promise<{ plan: Plan; row: ResultRow }> {
  const { request, identity, schema } = ctx;
  return db.transaction(async (tx: Transaction) => {
    const plan = await planner(tx);
    if (plan.readOnly) await tx.query("SET TRANSACTION READ ONLY");
    if (!["anon", "authenticated", "service_role"].includes(identity.role)) {
      const exists = await tx.query("select 1 from pg_catalog.pg_roles where rolname = $1", [identity.role]);
      assertSwitchable(identity.role, exists.rows.length > 0);
    }
    await tx.query(SET_CONFIG_SQL, [
      schema === "public" ? '"public", "extensions"' : `"${schema}", "public", "extensions"`,
      identity.role,
      JSON.stringify(identity.claims),
      request.method,
      ctx.path,
      JSON.stringify(Object.fromEntries(request.headers)),
      JSON.stringify(cookiesOf(request)),
    ]);
    const result = await tx.query<ResultRow>(plan.statement.sql, plan.statement.params);
    const row = result.rows[0];
    if (plan.singular && row.page_total !== 1) throw singularError(row.page_total);
    return { plan, row };
  });
}

function contentRange(query: QueryParams, row: ResultRow, prefer: Preferences, isRead: boolean): string {
  const total = prefer.countExact ? String(isRead ? row.total : row.page_total) : "*";
  if (row.page_total === 0) return `*/${total}`;
  const first = isRead ? query.offset : 0;
  return `${first}-${first + row.page_total - 1}/${total}`;
}

/** PostgREST's rangeStatus: 206 for part of a counted result, 416 past its end. */
function rangeStatus(query: QueryParams, row: ResultRow, prefer: Preferences): number {
  if (!prefer.countExact || row.total === null) return 200;
  if (query.offset > row.total) return 416;
  return row.page_total < row.total ? 206 : 200;
}

/** A function can set response.status and response.headers; they win over what PostgREST computed. */
function overrides(row: ResultRow, status: number, headers: Record<string, string>): { status: number; headers: Headers } {
  let finalStatus = status;
  if (row.response_status !== null) {
    const parsed = Number(row.response_status);
    if (!Number.isInteger(parsed) || parsed < 100 || parsed > 599) {
      throw restError(500, "PGRST112", "response.status guc must be a valid status code");
    }
    finalStatus = parsed;
  }
  const result = new Headers(headers);
  if (row.response_headers !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.response_headers);
    } catch {
      parsed = null;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every((h) => typeof h === "object" && h !== null && Object.keys(h).length === 1 && typeof Object.values(h)[0] === "string");
    if (!valid) throw restError(500, "PGRST111", "response.headers guc must be a JSON array composed of objects with a single key and a string value");
    for (const header of parsed as Record<string, string>[]) for (const [name, value] of Object.entries(header)) result.set(name, value);
  }
  return { status: finalStatus, headers: result };
}

async function tablePlan(request: Request, cache: SchemaCache, schema: string, tableName: string, query: QueryParams, prefer: Preferences): Promise<Plan | null> {
  const table = await resolveTable(cache, schema, tableName);
  const singular = (request.headers.get("accept") ?? "").includes(OBJECT_MEDIA_TYPE);
  const method = request.method;
  if (method === "GET" || method === "HEAD") {
    const shape = { singular, countExact: prefer.countExact, representation: true };
    return { kind: "read", statement: readStatement(table, query, shape), singular, readOnly: true, status: 200, emptyStatus: 200, representation: true };
  }
  const shape = { singular, countExact: prefer.countExact, representation: prefer.returnRepresentation };
  const mutation = { singular, readOnly: false, representation: prefer.returnRepresentation };
  if (method === "DELETE") {
    return { ...mutation, kind: "delete", statement: deleteStatement(table, query, shape), status: 200, emptyStatus: 204 };
  }
  if (method !== "POST" && method !== "PATCH") {
    throw restError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  const text = await request.text();
  const body = parseJsonBody(text);
  if (method === "POST") {
    const columns = query.columns ?? unionOfKeys(body.rows);
    const checked = await resolveColumns(cache, table, columns);
    const conflictColumns = query.onConflict ?? checked.primaryKey;
    if (query.onConflict) await resolveColumns(cache, checked, query.onConflict);
    const conflict = prefer.resolution && conflictColumns.length > 0 ? { resolution: prefer.resolution, columns: conflictColumns } : null;
    const payload = body.isArray ? text : `[${text}]`;
    const statement = insertStatement(checked, columns, payload, query, { ...shape, missingDefault: prefer.missingDefault, conflict });
    return {
      ...mutation,
      kind: "insert",
      statement,
      status: 201,
      emptyStatus: 201,
      hasConflictTarget: conflictColumns.length > 0,
      upsert: conflict?.resolution === "merge-duplicates",
    };
  }
  if (body.isArray) throw restError(400, "PGRST102", "Empty or invalid json", "a JSON object was expected for an update");
  const columns = Object.keys(body.rows[0]);
  if (columns.length === 0) return null;
  const checked = await resolveColumns(cache, table, columns);
  return { ...mutation, kind: "update", statement: updateStatement(checked, columns, text, query, shape), status: 200, emptyStatus: 204 };
}

function emptyUpdate(representation: boolean, singular: boolean): Response {
  if (singular) return errorResponse(singularError(0));
  return representation
    ? new Response("[]", { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", "Content-Range": "*/*" } })
    : new Response(null, { status: 204, headers: { "Content-Range": "*/*" } });
}

function respond(request: Request, plan: Plan, row: ResultRow, query: QueryParams, prefer: Preferences): Response {
  const isRead = plan.kind === "read" || plan.kind === "call";
  const headers: Record<string, string> = { "Content-Range": contentRange(query, row, prefer, isRead) };
  const applied = appliedPreferences(prefer, plan.kind, plan.hasConflictTarget ?? false);
  if (applied) headers["Preference-Applied"] = applied;
  let status = isRead ? rangeStatus(query, row, prefer) : plan.status;
  // An upsert that only updated rows answers 200 instead of 201.
  if (plan.upsert && (row.inserted ?? 0) <= 0) status = 200;
  if (plan.noContent || !plan.representation) {
    const final = overrides(row, plan.noContent ? 204 : plan.emptyStatus === 201 ? status : plan.emptyStatus, headers);
    return new Response(null, final);
  }
  headers["Content-Type"] = `${plan.singular ? OBJECT_MEDIA_TYPE : "application/json"}; charset=utf-8`;
  const final = overrides(row, status, headers);
  return new Response(request.method === "HEAD" ? null : row.body, final);
}

export function createRestService(deps: { db: Database; schemaCache: SchemaCache }): RestService {
  const { db, schemaCache } = deps;

  async function handle(request: Request, path: string): Promise<Response> {
    let identity: Identity = { role: "anon", claims: { role: "anon" } };
    try {
      const url = new URL(request.url);
      const resource = decodeURIComponent(path.replace(/^\/+/, "").replace(/\/+$/, ""));
      const schema = resolveSchema(request, schemaCache.exposedSchemas);
      identity = await resolveIdentity(request.headers.get("authorization"));
      if (resource === "") return rootResponse(schemaCache, schema);
      const prefer = parsePrefer(request.headers.get("prefer"));
      const singular = (request.headers.get("accept") ?? "").includes(OBJECT_MEDIA_TYPE);
      const ctx = { request, path, schema, identity };

      const rpc = /^rpc\/([^/]+)$/.exec(resource);
      if (rpc) {
        const query = parseQueryParams(url.searchParams, { rpcRead: request.method === "GET" || request.method === "HEAD" });
        const body = request.method === "POST" ? await request.text() : "";
        const { plan, row } = await runPlan(db, ctx, async (tx) => {
          const call = await planCall(tx, { method: request.method, schema, name: rpc[1], body, query, singular, countExact: prefer.countExact });
          return {
            kind: "call",
            statement: call.statement,
            singular,
            readOnly: call.readOnly,
            status: 200,
            emptyStatus: 200,
            representation: true,
            noContent: call.routine.returnsVoid,
          };
        });
        return respond(request, plan, row, query, prefer);
      }
      if (resource.includes("/")) throw restError(404, "PGRST125", `Invalid path specified in request URL`);

      const query = parseQueryParams(url.searchParams);
      const built = await tablePlan(request, schemaCache, schema, resource, query, prefer);
      if (!built) return emptyUpdate(prefer.returnRepresentation, singular);
      const { row } = await runPlan(db, ctx, async () => built);
      return respond(request, built, row, query, prefer);
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
