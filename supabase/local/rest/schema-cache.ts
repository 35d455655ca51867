// What PostgREST calls the schema cache: the tables, views and columns of the exposed schemas,
// read from the catalog. Reloaded after migrations, and on a miss (a table created since).
import type { Database } from "../db";

export type ColumnInfo = {
  name: string;
  /** The column's default expression as SQL, read from the catalog (never from a request). */
  defaultSql: string | null;
};

export type TableInfo = { schema: string; name: string; columns: Map<string, ColumnInfo>; primaryKey: string[] };

export type SchemaCache = {
  exposedSchemas: readonly string[];
  table(schema: string, name: string): TableInfo | undefined;
  tableNames(schema: string): string[];
  reload(): Promise<void>;
};

type CatalogRow = { schema: string; name: string; columns: { name: string; default: string | null }[]; primary_key: string[] };

const CATALOG_SQL = `
  select n.nspname as schema, c.relname as name,
    coalesce(json_agg(json_build_object('name', a.attname, 'default',
      case
        when a.attidentity <> '' then format('nextval(%L::regclass)',
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when a.attgenerated <> '' then null
        else pg_get_expr(d.adbin, d.adrelid)
      end)
      order by a.attnum) filter (where a.attnum is not null), '[]') as columns,
    coalesce((select array_agg(pa.attname order by k.ord)
      from pg_catalog.pg_index i, unnest(i.indkey) with ordinality as k(attnum, ord), pg_catalog.pg_attribute pa
      where i.indrelid = c.oid and i.indisprimary and pa.attrelid = c.oid and pa.attnum = k.attnum), '{}') as primary_key
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
  group by n.nspname, c.relname, c.oid`;

export async function createSchemaCache(db: Database, exposedSchemas: readonly string[]): Promise<SchemaCache> {
  let tables = new Map<string, TableInfo>();
  let pending: Promise<void> | null = null;

  async function load(): Promise<void> {
    const result = await db.transaction((tx) => tx.query<CatalogRow>(CATALOG_SQL, [exposedSchemas]));
    const next = new Map<string, TableInfo>();
    for (const row of result.rows) {
      const columns = new Map(row.columns.map((c) => [c.name, { name: c.name, defaultSql: c.default }]));
      next.set(`${row.schema}.${row.name}`, { schema: row.schema, name: row.name, columns, primaryKey: row.primary_key });
    }
    tables = next;
  }

  await load();
  return {
    exposedSchemas,
    table: (schema, name) => tables.get(`${schema}.${name}`),
    tableNames: (schema) => [...tables.values()].filter((t) => t.schema === schema).map((t) => t.name),
    reload() {
      pending ??= load().finally(() => (pending = null));
      return pending;
    },
  };
}
