// lib/supabase/database.types.ts from the migrations, in the shape `supabase gen types typescript`
// gives (which needs Docker): the public schema's tables, foreign keys and functions, read back from
// the catalog of a database the migrations were applied to. `npm run db:types` writes it.
import type { Database } from "../supabase/local/db";

const SCALARS: Record<string, string> = {
  uuid: "string", text: "string", varchar: "string", bpchar: "string", date: "string", time: "string",
  timestamp: "string", timestamptz: "string", interval: "string",
  int2: "number", int4: "number", int8: "number", numeric: "number", float4: "number", float8: "number",
  bool: "boolean", json: "Json", jsonb: "Json", void: "undefined",
};

/** The TypeScript type of a Postgres type name as information_schema spells it (`_int2` is smallint[]). */
export function tsTypeOf(udtName: string): string {
  if (udtName.startsWith("_")) return `${tsTypeOf(udtName.slice(1))}[]`;
  const type = SCALARS[udtName];
  if (!type) throw new Error(`No TypeScript type for the Postgres type ${udtName}`);
  return type;
}

type Column = { table_name: string; column_name: string; udt_name: string; nullable: boolean; has_default: boolean; always: boolean };
type ForeignKey = { table: string; name: string; columns: string[]; one_to_one: boolean; referenced: string; referenced_columns: string[] };
type Fn = { name: string; arg_names: string[] | null; arg_types: string[]; arg_modes: string[] | null; defaults: number; returns: string; returns_set: boolean; returns_table: string | null };

const indent = (text: string, depth: number) => text.split("\n").map((line) => (line ? "  ".repeat(depth) + line : line)).join("\n");

function members(entries: [string, string][]): string {
  const key = (name: string) => name.replace(/\?$/, "");
  return entries
    .sort(([a], [b]) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map(([name, type]) => `${name}: ${type}`)
    .join("\n");
}

/** The whole file: `current`'s own header and helper types around the schema read from `db`. */
export async function databaseTypes(db: Database, current: string): Promise<string> {
  const columns = (
    await db.pg.query<Column>(`
      select c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' as nullable,
             c.column_default is not null or c.is_identity = 'YES' as has_default,
             c.identity_generation = 'ALWAYS' or c.is_generated = 'ALWAYS' as always
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.column_name`)
  ).rows;
  const foreignKeys = (
    await db.pg.query<ForeignKey>(`
      select c.conrelid::regclass::text as "table", c.conname as name,
             array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
             exists (select 1 from pg_constraint u where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> c.conkey::int2[] and u.conkey::int2[] <@ c.conkey::int2[]) as one_to_one,
             c.confrelid::regclass::text as referenced,
             array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as referenced_columns
        from pg_constraint c
        join pg_class r on r.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace
       order by 2`)
  ).rows;
  const functions = (
    await db.pg.query<Fn>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select format_type(t, null) from unnest(p.proallargtypes) t) || array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
             p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
             (select typname from pg_type where oid = p.prorettype) as returns, p.proretset as returns_set,
             (select c.relname from pg_class c where c.reltype = p.prorettype and c.relnamespace = 'public'::regnamespace) as returns_table
        from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype
       order by p.proname`)
  ).rows;
  const typesOfArgs = async (fn: Fn) =>
    (await db.pg.query<{ udt: string }>(`select t.typname as udt from pg_proc p, unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid where p.proname = $1 and p.pronamespace = 'public'::regnamespace order by a.i`, [fn.name])).rows.map((row) => row.udt);

  const tables = [...new Set(columns.map((column) => column.table_name))];
  const tableBlocks = tables.map((table) => {
    const own = columns.filter((column) => column.table_name === table);
    const type = (column: Column) => tsTypeOf(column.udt_name) + (column.nullable ? " | null" : "");
    const row = members(own.map((column) => [column.column_name, type(column)]));
    const insert = members(
      own.map((column) =>
        column.always
          ? [`${column.column_name}?`, "never"]
          : [column.nullable || column.has_default ? `${column.column_name}?` : column.column_name, type(column)],
      ),
    );
    const update = members(own.map((column) => [`${column.column_name}?`, column.always ? "never" : type(column)]));
    const relationships = foreignKeys
      .filter((fk) => fk.table === table)
      .map(
        (fk) =>
          `{\n  foreignKeyName: "${fk.name}"\n  columns: [${fk.columns.map((c) => `"${c}"`).join(", ")}]\n  isOneToOne: ${fk.one_to_one}\n  referencedRelation: "${fk.referenced}"\n  referencedColumns: [${fk.referenced_columns.map((c) => `"${c}"`).join(", ")}]\n},`,
      );
    const relationshipBlock = relationships.length ? `[\n${indent(relationships.join("\n"), 2)}\n  ]` : "[]";
    return `${table}: {\n  Row: {\n${indent(row, 2)}\n  }\n  Insert: {\n${indent(insert, 2)}\n  }\n  Update: {\n${indent(update, 2)}\n  }\n  Relationships: ${relationshipBlock}\n}`;
  });

  const functionBlocks: string[] = [];
  for (const fn of functions) {
    const udts = await typesOfArgs(fn);
    const modes = fn.arg_modes ?? udts.map(() => "i");
    const names = fn.arg_names ?? [];
    const inputs = udts.map((udt, i) => ({ udt, name: names[i], mode: modes[i] })).filter((arg) => arg.mode === "i" || arg.mode === "b");
    const outputs = udts.map((udt, i) => ({ udt, name: names[i], mode: modes[i] })).filter((arg) => arg.mode === "t" || arg.mode === "o");
    const firstOptional = inputs.length - fn.defaults;
    // SQL passes NULL to any argument, so each is nullable; those with a default may be left out.
    const argMembers = inputs.map((arg, i): [string, string] => [`${arg.name}${i >= firstOptional ? "?" : ""}`, `${tsTypeOf(arg.udt)} | null`]);
    const args =
      argMembers.length === 0
        ? "never"
        : argMembers.length <= 2
          ? `{ ${members(argMembers).replace(/\n/g, "; ")} }`
          : `{\n${indent(members(argMembers), 1)}\n}`;
    let returns: string;
    let setof = "";
    if (outputs.length) {
      returns = `{\n${indent(members(outputs.map((out) => [out.name, tsTypeOf(out.udt)])), 1)}\n}[]`;
    } else if (fn.returns_table) {
      const own = columns.filter((column) => column.table_name === fn.returns_table);
      const row = members(own.map((column) => [column.column_name, tsTypeOf(column.udt_name) + (column.nullable ? " | null" : "")]));
      returns = `{\n${indent(row, 1)}\n}${fn.returns_set ? "[]" : ""}`;
      setof = `\nSetofOptions: {\n  from: "*"\n  to: "${fn.returns_table}"\n  isOneToOne: ${!fn.returns_set}\n  isSetofReturn: ${fn.returns_set}\n}`;
    } else {
      returns = tsTypeOf(fn.returns) + (fn.returns_set ? "[]" : "");
    }
    functionBlocks.push(
      !returns.includes("\n") && !setof
        ? `${fn.name}: { Args: ${args}; Returns: ${returns} }`
        : `${fn.name}: {\n  Args: ${args.replace(/\n/g, "\n  ")}\n  Returns: ${returns.replace(/\n/g, "\n  ")}${setof.replace(/\n/g, "\n  ")}\n}`,
    );
  }

  const tail = current.slice(current.indexOf("type DatabaseWithoutInternals"));
  const head = current.slice(0, current.indexOf("  public: {\n    Tables: {"));
  const schema = `  public: {\n    Tables: {\n${indent(tableBlocks.join("\n"), 3)}\n    }\n    Views: {\n      [_ in never]: never\n    }\n    Functions: {\n${indent(functionBlocks.join("\n"), 3)}\n    }\n    Enums: {\n      [_ in never]: never\n    }\n    CompositeTypes: {\n      [_ in never]: never\n    }\n  }\n}\n\n`;
  return head + schema + tail;
}
