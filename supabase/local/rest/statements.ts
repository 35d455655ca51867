// The main statement of each request, shaped like PostgREST's (Query/QueryBuilder.hs): the rows
// go through a `pgrst_source` CTE and Postgres builds the JSON body, which is passed on as text.
import type { QueryParams } from "./query-params";
import type { TableInfo } from "./schema-cache";
import { Params, ident, literal, qualifiedTable, renderOrder, renderSelectList, renderWhere } from "./sql";

export type Statement = { sql: string; params: string[] };
export type ResultRow = { total: number | null; page_total: number; body: string };

type Shape = { singular: boolean; countExact: boolean; representation: boolean };

function bodyExpression(shape: Shape): string {
  if (!shape.representation) return "''";
  return shape.singular
    ? "coalesce((json_agg(_postgrest_t)->0)::text, 'null')"
    : "coalesce(json_agg(_postgrest_t), '[]')::text";
}

function wrap(source: string, outerSelect: string, total: string, shape: Shape): string {
  return `WITH pgrst_source AS (${source}) SELECT ${total} AS total, pg_catalog.count(*)::int AS page_total, ` +
    `${bodyExpression(shape)} AS body FROM (SELECT ${outerSelect} FROM pgrst_source) _postgrest_t`;
}

export function readStatement(table: TableInfo, query: QueryParams, shape: Shape): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const where = renderWhere(from, query.conditions, params);
  const page = `${query.limit === null ? "" : ` LIMIT ${query.limit}`}${query.offset ? ` OFFSET ${query.offset}` : ""}`;
  const source = `SELECT ${renderSelectList(from, query.select)} FROM ${from}${where}${renderOrder(from, query.order)}${page}`;
  const total = shape.countExact ? `(SELECT pg_catalog.count(*) FROM ${from}${where})::int` : "null::int";
  return { sql: wrap(source, "*", total, shape), params: params.values };
}

function returning(shape: Shape, from: string): string {
  return shape.representation ? ` RETURNING ${from}.*` : " RETURNING 1";
}

function outerSelect(query: QueryParams, shape: Shape): string {
  return shape.representation ? renderSelectList("pgrst_source", query.select) : "1";
}

export function insertStatement(
  table: TableInfo,
  columns: string[],
  bodyJson: string,
  query: QueryParams,
  shape: Shape & { missingDefault: boolean },
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
  const source =
    `INSERT INTO ${from}${columns.length ? `(${columns.map(ident).join(", ")})` : ""} ` +
    `SELECT ${values.join(", ")} FROM json_array_elements(${payload}::json) AS pgrst_e(j), ` +
    `LATERAL json_populate_record(null::${from}, pgrst_e.j) AS pgrst_body${returning(shape, from)}`;
  return { sql: wrap(source, outerSelect(query, shape), "null::int", shape), params: params.values };
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
  return { sql: wrap(source, outerSelect(query, shape), "null::int", shape), params: params.values };
}

export function deleteStatement(table: TableInfo, query: QueryParams, shape: Shape): Statement {
  const params = new Params();
  const from = qualifiedTable(table.schema, table.name);
  const source = `DELETE FROM ${from}${renderWhere(from, query.conditions, params)}${returning(shape, from)}`;
  return { sql: wrap(source, outerSelect(query, shape), "null::int", shape), params: params.values };
}
