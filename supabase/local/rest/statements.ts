// The main statement of each request, shaped like PostgREST's (Query/QueryBuilder.hs, Statements.hs):
// the rows go through a `pgrst_source` CTE and Postgres builds the JSON body, which is passed on as text.
import type { QueryParams } from "./query-params";
import type { Resolution } from "./prefer";
import type { TableInfo } from "./schema-cache";
import { Params, ident, literal, qualifiedTable, renderOrder, renderSelectList, renderWhere } from "./sql";

export type Statement = { sql: string; params: string[] };
export type ResultRow = {
  total: number | null;
  page_total: number;
  body: string;
  /** What the statement left in the response.headers / response.status settings. */
  response_headers: string | null;
  response_status: string | null;
  /** Upserts: rows inserted rather than updated. */
  inserted: number | null;
};

type Shape = { singular: boolean; countExact: boolean; representation: boolean };

const setting = (name: string) => `nullif(current_setting('${name}', true), '')`;

function bodyExpression(shape: Shape): string {
  if (!shape.representation) return "''";
  return shape.singular
    ? "coalesce((json_agg(_postgrest_t)->0)::text, 'null')"
    : "coalesce(json_agg(_postgrest_t), '[]')::text";
}

function wrap(source: string, innerQuery: string, parts: { total: string; pageTotal?: string; body: string }): string {
  return (
    `WITH pgrst_source AS (${source}) SELECT ${parts.total} AS total, ` +
    `${parts.pageTotal ?? "pg_catalog.count(*)::int"} AS page_total, ${parts.body} AS body, ` +
    `${setting("response.headers")} AS response_headers, ${setting("response.status")} AS response_status, ` +
    `${setting("pgrst.inserted")}::int AS inserted FROM (${innerQuery}) _postgrest_t`
  );
}

function page(query: QueryParams): string {
  return `${query.limit === null ? "" : ` LIMIT ${query.limit}`}${query.offset ? ` OFFSET ${query.offset}` : ""}`;
}

export function readStatement(table: TableInfo, query: QueryParams, shape: Shape): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const where = renderWhere(from, query.conditions, params);
  const source = `SELECT ${renderSelectList(from, query.select)} FROM ${from}${where}${renderOrder(from, query.order)}${page(query)}`;
  const total = shape.countExact ? `(SELECT pg_catalog.count(*) FROM ${from}${where})::int` : "null::int";
  return { sql: wrap(source, "SELECT * FROM pgrst_source", { total, body: bodyExpression(shape) }), params: params.values };
}

function returning(shape: Shape, from: string): string {
  return shape.representation ? ` RETURNING ${from}.*` : " RETURNING 1";
}

function mutationWrap(source: string, query: QueryParams, shape: Shape): string {
  const outer = shape.representation ? renderSelectList("pgrst_source", query.select) : "1";
  return wrap(source, `SELECT ${outer} FROM pgrst_source`, { total: "null::int", body: bodyExpression(shape) });
}

/** PostgREST counts upserted rows that were inserted: +1 per row offered, -1 per row that updated instead. */
const countInserted = (sign: "+" | "-") =>
  `set_config('pgrst.inserted', (coalesce(${setting("pgrst.inserted")}::int, 0) ${sign} 1)::text, true) <> '${sign === "+" ? "0" : "-1"}'`;

export type Conflict = { resolution: Resolution; columns: string[] };

export function insertStatement(
  table: TableInfo,
  columns: string[],
  bodyJson: string,
  query: QueryParams,
  shape: Shape & { missingDefault: boolean; conflict: Conflict | null },
): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const payload = params.bind(bodyJson);
  const values = columns.map((name) => {
    const value = `pgrst_body.${ident(name)}`;
    if (!shape.missingDefault) return value;
    const fallback = table.columns.get(name)?.defaultSql ?? "NULL";
    return `CASE WHEN pgrst_e.j::jsonb ? ${literal(name)} THEN ${value} ELSE ${fallback} END`;
  });
  const { conflict } = shape;
  const merge = conflict?.resolution === "merge-duplicates";
  let onConflict = "";
  if (conflict && conflict.columns.length > 0) {
    const target = `ON CONFLICT(${conflict.columns.map(ident).join(", ")})`;
    onConflict =
      !merge || columns.length === 0
        ? ` ${target} DO NOTHING`
        : ` ${target} DO UPDATE SET ${columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(", ")} WHERE ${countInserted("-")}`;
  }
  const source =
    `INSERT INTO ${from}${columns.length ? `(${columns.map(ident).join(", ")})` : ""} ` +
    `SELECT ${values.join(", ")} FROM json_array_elements(${payload}::json) AS pgrst_e(j), ` +
    `LATERAL json_populate_record(null::${from}, pgrst_e.j) AS pgrst_body` +
    `${merge ? ` WHERE ${countInserted("+")}` : ""}${onConflict}${returning(shape, from)}`;
  return { sql: mutationWrap(source, query, shape), params: params.values };
}

export function updateStatement(
  table: TableInfo,
  columns: string[],
  bodyJson: string,
  query: QueryParams,
  shape: Shape,
): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const payload = params.bind(bodyJson);
  const assignments = columns.map((name) => `${ident(name)} = pgrst_body.${ident(name)}`).join(", ");
  const source =
    `UPDATE ${from} SET ${assignments} FROM (SELECT * FROM json_populate_record(null::${from}, ${payload}::json)) AS pgrst_body` +
    `${renderWhere(from, query.conditions, params)}${returning(shape, from)}`;
  return { sql: mutationWrap(source, query, shape), params: params.values };
}

export function deleteStatement(table: TableInfo, query: QueryParams, shape: Shape): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const source = `DELETE FROM ${from}${renderWhere(from, query.conditions, params)}${returning(shape, from)}`;
  return { sql: mutationWrap(source, query, shape), params: params.values };
}

export type CallTarget = {
  schema: string;
  name: string;
  /** Scalar, set of scalars, void: the call yields a `pgrst_scalar` column. */
  scalar: boolean;
  setOf: boolean;
  singleComposite: boolean;
};

export type CallArguments =
  | { kind: "none" }
  /** The whole body for a function with one unnamed json/jsonb parameter. */
  | { kind: "body"; json: string; type: string }
  /** Named parameters read from a JSON body (POST). */
  | { kind: "json"; json: string; isArray: boolean; params: { name: string; type: string; variadic: boolean }[] }
  /** Named parameters from the query string (GET), each cast to its parameter type. */
  | { kind: "direct"; params: { name: string; type: string; variadic: boolean; value: string }[] };

function callExpression(target: CallTarget, args: CallArguments, params: Params): { from: string; argsSql: string } {
  const variadic = (p: { variadic: boolean }) => (p.variadic ? "VARIADIC " : "");
  switch (args.kind) {
    case "none":
      return { from: "", argsSql: "" };
    case "body":
      return { from: "", argsSql: `${params.bind(args.json)}::${args.type}` };
    case "direct":
      return {
        from: "",
        argsSql: args.params.map((p) => `${variadic(p)}${ident(p.name)} := ${params.bind(p.value)}::${p.type}`).join(", "),
      };
    case "json": {
      const recordFn = args.isArray ? "json_to_recordset" : "json_to_record";
      const typed = args.params.map((p) => `${ident(p.name)} ${p.type}`).join(", ");
      const from =
        `(SELECT ${params.bind(args.json)}::json AS json_data) pgrst_payload, ` +
        `LATERAL (SELECT ${args.params.map((p) => ident(p.name)).join(", ")} FROM ${recordFn}(pgrst_payload.json_data) AS _(${typed}) LIMIT 1) pgrst_body, `;
      return { from, argsSql: args.params.map((p) => `${variadic(p)}${ident(p.name)} := pgrst_body.${ident(p.name)}`).join(", ") };
    }
  }
}

/** POST/GET /rpc/<fn>: the call, then select, filters, order and paging over its rows. */
export function callStatement(target: CallTarget, args: CallArguments, query: QueryParams, shape: Shape): Statement {
  const params = new Params();
  const { from, argsSql } = callExpression(target, args, params);
  const fn = `${qualifiedTable(target.schema, target.name)}(${argsSql})`;
  const call = target.scalar
    ? `SELECT pgrst_call.pgrst_scalar FROM ${from}LATERAL (SELECT ${fn} pgrst_scalar) pgrst_call`
    : `SELECT pgrst_call.* FROM ${from}LATERAL ${fn} pgrst_call`;
  const where = renderWhere("pgrst_source", query.conditions, params);
  const inner = `SELECT ${renderSelectList("pgrst_source", query.select)} FROM pgrst_source${where}${renderOrder("pgrst_source", query.order)}${page(query)}`;
  const column = target.scalar ? "_postgrest_t.pgrst_scalar" : "_postgrest_t";
  const body =
    shape.singular || (!target.setOf && (target.scalar || target.singleComposite))
      ? `coalesce((json_agg(${column})->0)::text, 'null')`
      : `coalesce(json_agg(${column}), '[]')::text`;
  const total = shape.countExact ? `(SELECT pg_catalog.count(*) FROM pgrst_source${where})::int` : "null::int";
  const pageTotal = target.setOf ? undefined : "1";
  return { sql: wrap(call, inner, { total, pageTotal, body }), params: params.values };
}
