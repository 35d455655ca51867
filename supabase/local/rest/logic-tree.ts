// Parses PostgREST filters: `col=not.op.value` query parameters and the logic trees of
// `or=(a.eq.1,and(b.gt.2,c.is.null))`. Values stay strings; rendering binds them as parameters.
import { parseError } from "./errors";

export const OPERATORS = [
  "eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch",
  "is", "isdistinct", "in", "cs", "cd", "ov",
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter = { kind: "filter"; column: string; negate: boolean; op: Operator; value: string };
export type Logic = { kind: "logic"; op: "and" | "or"; negate: boolean; children: Condition[] };
export type Condition = Filter | Logic;

/** Whether `expression` reads as `[not.]op.value`, the test PostgREST uses to tell filters from RPC arguments. */
export function isFilterExpression(expression: string): boolean {
  const rest = expression.startsWith("not.") ? expression.slice(4) : expression;
  const dot = rest.indexOf(".");
  return dot !== -1 && OPERATORS.includes(rest.slice(0, dot) as Operator);
}

/** Parses the right-hand side of `column=[not.]op.value`. */
export function parseFilter(column: string, expression: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as Operator;
  if (dot === -1 || !OPERATORS.includes(op)) {
    throw parseError(`"failed to parse filter (${expression})" (line 1, column 1)`, `unexpected "${rest.slice(0, 12)}" expecting operator`);
  }
  return { kind: "filter", column, negate, op, value: rest.slice(dot + 1) };
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === "\\" && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    // A quote only opens where a value starts, so `a"b` stays a plain value.
    if (ch === '"' && (quoted || i === 0 || ".,(".includes(text[i - 1]))) quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    if (!quoted && depth === 0 && ch === ",") {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, "unbalanced quotes or parentheses");
  parts.push(current);
  return parts;
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

/** Parses `(a.eq.1,b.eq.2)` given the operator of the enclosing `or=`/`and=` parameter. */
export function parseLogicTree(op: "and" | "or", negate: boolean, text: string): Logic {
  if (!text.startsWith("(") || !text.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("');
  }
  const children = splitTopLevel(text.slice(1, -1)).map((item) => parseTreeItem(item.trim()));
  return { kind: "logic", op, negate, children };
}

function parseTreeItem(item: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogicTree(nested[2] as "and" | "or", Boolean(nested[1]), nested[3]);
  const dot = item.indexOf(".");
  if (dot <= 0) throw parseError(`"failed to parse logic tree (${item})" (line 1, column 1)`, "expecting column name");
  const filter = parseFilter(unquote(item.slice(0, dot)), item.slice(dot + 1));
  return { ...filter, value: filter.op === "in" ? filter.value : unquote(filter.value) };
}
