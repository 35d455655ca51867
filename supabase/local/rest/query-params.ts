// Reads a PostgREST query string: select, filters, logic trees, order, limit, offset, columns.
import { parseError, restError } from "./errors";
import { isFilterExpression, parseFilter, parseLogicTree, splitTopLevel, unquote, type Condition } from "./logic-tree";
import type { OrderTerm, SelectItem } from "./sql";

export type QueryParams = {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  columns: string[] | null;
  onConflict: string[] | null;
  /** GET /rpc/<fn>: parameters whose value is not a filter are the function's arguments. */
  args: [string, string][];
};

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "or", "and", "not.or", "not.and", "on_conflict", "apikey"]);
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

function parseSelectItem(raw: string): SelectItem {
  const text = raw.trim();
  if (text === "*") return { star: true };
  if (text.includes("(") || text.includes("->")) {
    throw restError(400, "PGRST100", `"failed to parse select parameter (${text})" (line 1, column 1)`, "embedded resources and JSON paths are not supported by the local server");
  }
  let rest = text;
  let alias: string | null = null;
  const aliasMatch = /^("(?:[^"\\]|\\.)+"|[^:"]+):(?!:)(.+)$/.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]);
    rest = aliasMatch[2];
  }
  let cast: string | null = null;
  const castAt = rest.lastIndexOf("::");
  if (castAt > 0) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast)) throw parseError(`"failed to parse select parameter (${text})" (line 1, column 1)`, `invalid cast "${cast}"`);
  }
  const column = unquote(rest);
  if (column === "") throw parseError(`"failed to parse select parameter (${text})" (line 1, column 1)`, "expecting column name");
  return { column, alias, cast };
}

function parseOrderTerm(raw: string): OrderTerm {
  const parts = raw.trim().split(".");
  const column = unquote(parts[0]);
  let direction: OrderTerm["direction"] = "ASC";
  let nulls: OrderTerm["nulls"] = "";
  for (const modifier of parts.slice(1)) {
    if (modifier === "asc") direction = "ASC";
    else if (modifier === "desc") direction = "DESC";
    else if (modifier === "nullsfirst") nulls = "NULLS FIRST";
    else if (modifier === "nullslast") nulls = "NULLS LAST";
    else throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
  }
  if (column === "") throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`, "expecting column name");
  return { column, direction, nulls };
}

function parseCount(name: "limit" | "offset", value: string): number {
  if (!/^\d+$/.test(value)) {
    throw parseError(`"failed to parse ${name} parameter (${value})" (line 1, column 1)`, "expecting a non-negative integer");
  }
  return Number(value);
}

function parseColumnList(value: string | null): string[] | null {
  return value === null ? null : splitTopLevel(value).map((c) => unquote(c.trim())).filter(Boolean);
}

export function parseQueryParams(search: URLSearchParams, options: { rpcRead?: boolean } = {}): QueryParams {
  const select = search.has("select") ? splitTopLevel(search.get("select") ?? "").filter((s) => s.trim() !== "").map(parseSelectItem) : [];
  const order = search.getAll("order").flatMap((o) => splitTopLevel(o)).filter((o) => o.trim() !== "").map(parseOrderTerm);
  const limit = search.has("limit") ? parseCount("limit", search.get("limit") ?? "") : null;
  const offset = search.has("offset") ? parseCount("offset", search.get("offset") ?? "") : 0;
  const columns = parseColumnList(search.get("columns"));
  const onConflict = parseColumnList(search.get("on_conflict"));

  const conditions: Condition[] = [];
  const args: [string, string][] = [];
  for (const [key, value] of search) {
    if (key === "or" || key === "and") conditions.push(parseLogicTree(key, false, value));
    else if (key === "not.or" || key === "not.and") conditions.push(parseLogicTree(key === "not.or" ? "or" : "and", true, value));
    else if (RESERVED.has(key)) continue;
    else if (options.rpcRead && !isFilterExpression(value)) args.push([key, value]);
    else conditions.push(parseFilter(key, value));
  }
  return { select: select.length > 0 ? select : [{ star: true }], conditions, order, limit, offset, columns, onConflict, args };
}
