// SQL fragments for PostgREST requests. Identifiers are always quoted; values are always bound
// as parameters of unknown type so Postgres coerces them to the column's type.
import { parseError } from "./errors";
import { splitTopLevel, unquote, type Condition, type Filter } from "./logic-tree";

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export class Params {
  readonly values: string[] = [];
  bind(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `qualifier` is already-quoted SQL naming a relation: `"public"."todos"` or `pgrst_source`. */
export const qualifiedTable = (schema: string, table: string) => `${ident(schema)}.${ident(table)}`;
const qualifiedColumn = (qualifier: string, column: string) => `${qualifier}.${ident(column)}`;

const COMPARISONS: Record<string, string> = {
  eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=",
  like: "LIKE", ilike: "ILIKE", match: "~", imatch: "~*", isdistinct: "IS DISTINCT FROM",
  cs: "@>", cd: "<@", ov: "&&",
};

const IS_VALUES: Record<string, string> = {
  null: "NULL", not_null: "NOT NULL", true: "TRUE", false: "FALSE", unknown: "UNKNOWN",
};

function arrayLiteral(list: string): string {
  if (!list.startsWith("(") || !list.endsWith(")")) {
    throw parseError(`"failed to parse filter (in.${list})" (line 1, column 4)`, 'expecting "("');
  }
  const inner = list.slice(1, -1);
  const items = inner.trim() === "" ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
  return `{${items.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

function renderFilter(qualifier: string, filter: Filter, params: Params): string {
  const column = qualifiedColumn(qualifier, filter.column);
  let sql: string;
  if (filter.op === "is") {
    const keyword = IS_VALUES[filter.value.toLowerCase()];
    if (!keyword) {
      throw parseError(`"failed to parse filter (is.${filter.value})" (line 1, column 4)`, "unexpected value, expecting null, not_null, true, false or unknown");
    }
    sql = `${column} IS ${keyword}`;
  } else if (filter.op === "in") {
    sql = `${column} = ANY(${params.bind(arrayLiteral(filter.value))})`;
  } else {
    const value = filter.op === "like" || filter.op === "ilike" ? filter.value.replace(/\*/g, "%") : filter.value;
    sql = `${column} ${COMPARISONS[filter.op]} ${params.bind(value)}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

export function renderCondition(qualifier: string, condition: Condition, params: Params): string {
  if (condition.kind === "filter") return renderFilter(qualifier, condition, params);
  const joined = condition.children
    .map((child) => `(${renderCondition(qualifier, child, params)})`)
    .join(condition.op === "and" ? " AND " : " OR ");
  const sql = joined === "" ? "TRUE" : joined;
  return condition.negate ? `NOT (${sql})` : sql;
}

export function renderWhere(qualifier: string, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return "";
  return ` WHERE ${conditions.map((c) => `(${renderCondition(qualifier, c, params)})`).join(" AND ")}`;
}

export type OrderTerm = { column: string; direction: "ASC" | "DESC"; nulls: "" | "NULLS FIRST" | "NULLS LAST" };

export function renderOrder(qualifier: string, terms: OrderTerm[]): string {
  if (terms.length === 0) return "";
  const parts = terms.map((t) => [qualifiedColumn(qualifier, t.column), t.direction, t.nulls].filter(Boolean).join(" "));
  return ` ORDER BY ${parts.join(", ")}`;
}

export type SelectItem = { column: string; alias: string | null; cast: string | null } | { star: true };

export function renderSelectList(qualifier: string, items: SelectItem[]): string {
  return items
    .map((item) => {
      if ("star" in item) return `${qualifier}.*`;
      const column = qualifiedColumn(qualifier, item.column);
      const expression = item.cast ? `${column}::${item.cast}` : column;
      const alias = item.alias ?? (item.cast ? item.column : null);
      return alias ? `${expression} AS ${ident(alias)}` : expression;
    })
    .join(", ");
}
