// Looks tables and columns up in the schema cache, reloading it once on a miss so tables created
// after start-up are found, and builds PostgREST's "Perhaps you meant" hints.
import { invalidBodyError, unknownColumnError, unknownTableError } from "./errors";
import type { SchemaCache, TableInfo } from "./schema-cache";

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

export function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(3, Math.floor(name.length / 2)) + 1;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

export async function resolveTable(cache: SchemaCache, schema: string, name: string): Promise<TableInfo> {
  let table = cache.table(schema, name);
  if (!table) {
    await cache.reload();
    table = cache.table(schema, name);
  }
  if (!table) throw unknownTableError(schema, name, closest(name, cache.tableNames(schema)));
  return table;
}

export async function resolveColumns(cache: SchemaCache, table: TableInfo, columns: string[]): Promise<TableInfo> {
  let current = table;
  for (const column of columns) {
    if (current.columns.has(column)) continue;
    await cache.reload();
    current = cache.table(table.schema, table.name) ?? current;
    if (!current.columns.has(column)) throw unknownColumnError(column, table.name);
  }
  return current;
}

export type JsonBody = { rows: Record<string, unknown>[]; isArray: boolean };

/** Parses a request body only to learn its keys; the original text is what Postgres reads. */
export function parseJsonBody(text: string): JsonBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidBodyError(error instanceof Error ? error.message : "invalid JSON");
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(value)) return { rows: [value], isArray: false };
  if (Array.isArray(value) && value.every(isObject)) return { rows: value, isArray: true };
  throw invalidBodyError("a JSON object or an array of objects was expected");
}

export function unionOfKeys(rows: Record<string, unknown>[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}
