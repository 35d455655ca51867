// lib/supabase/database.types.ts must describe exactly what the migrations create: the same tables,
// columns, nullability, Insert optionality, foreign keys and callable functions. `npm run db:types`
// rewrites it after a migration changes the schema.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTypes, tsTypeOf } from "@/scripts/db-types";
import type { Database } from "@/supabase/local/db";
import { freshDatabase } from "./sql-fixture";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TYPES_FILE = `${ROOT}lib/supabase/database.types.ts`;

type Member = { optional: boolean; type: string };
type TableTypes = { Row: Map<string, Member>; Insert: Map<string, Member>; Update: Map<string, Member>; relationships: Relationship[] };
type Relationship = { foreignKeyName: string; columns: string[]; isOneToOne: boolean; referencedRelation: string; referencedColumns: string[] };

function propertyName(member: ts.TypeElement): string {
  const name = member.name;
  if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) throw new Error(`Unexpected member ${member.getText()}`);
  return name.text;
}

function typeLiteralMembers(node: ts.TypeNode | undefined, where: string): Map<string, ts.PropertySignature> {
  if (!node || !ts.isTypeLiteralNode(node)) throw new Error(`${where} is not an object type`);
  const members = new Map<string, ts.PropertySignature>();
  for (const member of node.members) {
    if (ts.isPropertySignature(member)) members.set(propertyName(member), member);
  }
  return members;
}

function child(members: Map<string, ts.PropertySignature>, key: string, where: string): ts.TypeNode | undefined {
  const member = members.get(key);
  if (!member) throw new Error(`${where} has no ${key}`);
  return member.type;
}

function normalise(type: string): string {
  return type.replace(/\s+/g, " ").trim();
}

function literalValue(node: ts.TypeNode | undefined): string | boolean | string[] {
  if (!node) throw new Error("missing literal");
  if (ts.isLiteralTypeNode(node)) {
    if (ts.isStringLiteral(node.literal)) return node.literal.text;
    if (node.literal.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.literal.kind === ts.SyntaxKind.FalseKeyword) return false;
  }
  if (ts.isTupleTypeNode(node)) return node.elements.map((element) => String(literalValue(element)));
  throw new Error(`Unexpected literal ${node.getText()}`);
}

function readTypes(): { tables: Map<string, TableTypes>; views: string[]; functions: string[] } {
  const source = ts.createSourceFile(TYPES_FILE, readFileSync(TYPES_FILE, "utf8"), ts.ScriptTarget.Latest, true);
  const database = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === "Database",
  );
  if (!database) throw new Error("database.types.ts has no Database type");
  const schema = typeLiteralMembers(child(typeLiteralMembers(database.type, "Database"), "public", "Database"), "public");

  const tables = new Map<string, TableTypes>();
  for (const [table, signature] of typeLiteralMembers(child(schema, "Tables", "public"), "Tables")) {
    const parts = typeLiteralMembers(signature.type, table);
    const members = (part: "Row" | "Insert" | "Update") =>
      new Map(
        [...typeLiteralMembers(child(parts, part, table), `${table}.${part}`)].map(([column, property]) => [
          column,
          { optional: property.questionToken !== undefined, type: normalise(property.type?.getText(source) ?? "") },
        ]),
      );
    const relationshipsNode = child(parts, "Relationships", table);
    if (!relationshipsNode || !ts.isTupleTypeNode(relationshipsNode)) throw new Error(`${table}.Relationships is not a tuple`);
    const relationships = relationshipsNode.elements.map((element) => {
      const fields = typeLiteralMembers(element as ts.TypeNode, `${table}.Relationships`);
      const field = (key: string) => literalValue(child(fields, key, `${table}.Relationships`));
      return {
        foreignKeyName: field("foreignKeyName") as string,
        columns: field("columns") as string[],
        isOneToOne: field("isOneToOne") as boolean,
        referencedRelation: field("referencedRelation") as string,
        referencedColumns: field("referencedColumns") as string[],
      };
    });
    tables.set(table, { Row: members("Row"), Insert: members("Insert"), Update: members("Update"), relationships });
  }

  const keysOf = (key: string) => {
    const node = child(schema, key, "public");
    return node && ts.isTypeLiteralNode(node) ? [...typeLiteralMembers(node, key).keys()] : [];
  };
  return { tables, views: keysOf("Views"), functions: keysOf("Functions") };
}

type ColumnInfo = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
  is_identity: "YES" | "NO";
  identity_generation: string | null;
  is_generated: string;
};

function tsType(column: ColumnInfo): string {
  return tsTypeOf(column.udt_name);
}

let db: Database;
let columns: ColumnInfo[];
const types = readTypes();

beforeAll(async () => {
  db = await freshDatabase();
  columns = (
    await db.pg.query<ColumnInfo>(
      `select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default,
              c.is_identity, c.identity_generation, c.is_generated
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
    )
  ).rows;
});

afterAll(async () => {
  await db?.close();
});

function columnsOf(table: string): ColumnInfo[] {
  return columns.filter((column) => column.table_name === table);
}

describe("database.types.ts", () => {
  it("is what `npm run db:types` writes for the migrations", async () => {
    const current = readFileSync(TYPES_FILE, "utf8");
    expect(await databaseTypes(db, current)).toBe(current);
  });

  it("lists exactly the tables and views the migrations create", async () => {
    const tables = [...new Set(columns.map((column) => column.table_name))].sort();
    expect([...types.tables.keys()].sort()).toEqual(tables);
    const views = await db.pg.query<{ table_name: string }>(
      "select table_name from information_schema.views where table_schema = 'public' order by 1",
    );
    expect(types.views.sort()).toEqual(views.rows.map((view) => view.table_name));
  });

  it("lists exactly the callable public functions", async () => {
    const functions = await db.pg.query<{ proname: string }>(
      `select distinct proname from pg_proc
        where pronamespace = 'public'::regnamespace and prorettype <> 'trigger'::regtype order by 1`,
    );
    expect(types.functions.sort()).toEqual(functions.rows.map((fn) => fn.proname));
  });

  it("has each table's columns in Row, Insert and Update", () => {
    for (const [table, typed] of types.tables) {
      const names = columnsOf(table).map((column) => column.column_name).sort();
      for (const part of ["Row", "Insert", "Update"] as const) {
        expect([...typed[part].keys()].sort(), `${table}.${part}`).toEqual(names);
      }
    }
  });

  it("types Row columns with their nullability", () => {
    for (const [table, typed] of types.tables) {
      for (const column of columnsOf(table)) {
        const expected = { optional: false, type: tsType(column) + (column.is_nullable === "YES" ? " | null" : "") };
        expect(typed.Row.get(column.column_name), `${table}.Row.${column.column_name}`).toEqual(expected);
      }
    }
  });

  it("makes Insert columns optional exactly when the database fills them in", () => {
    for (const [table, typed] of types.tables) {
      for (const column of columnsOf(table)) {
        const where = `${table}.Insert.${column.column_name}`;
        if (column.identity_generation === "ALWAYS" || column.is_generated === "ALWAYS") {
          expect(typed.Insert.get(column.column_name), where).toEqual({ optional: true, type: "never" });
          continue;
        }
        const optional = column.is_nullable === "YES" || column.column_default !== null || column.is_identity === "YES";
        const type = tsType(column) + (column.is_nullable === "YES" ? " | null" : "");
        expect(typed.Insert.get(column.column_name), where).toEqual({ optional, type });
      }
    }
  });

  it("makes every Update column optional, and never for generated ones", () => {
    for (const [table, typed] of types.tables) {
      for (const column of columnsOf(table)) {
        const generated = column.identity_generation === "ALWAYS" || column.is_generated === "ALWAYS";
        const type = generated ? "never" : tsType(column) + (column.is_nullable === "YES" ? " | null" : "");
        expect(typed.Update.get(column.column_name), `${table}.Update.${column.column_name}`).toEqual({ optional: true, type });
      }
    }
  });

  it("lists the foreign keys between public tables as Relationships", async () => {
    const foreignKeys = await db.pg.query<Relationship & { table: string }>(
      `select c.conrelid::regclass::text as "table", c.conname as "foreignKeyName",
              array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
              exists (select 1 from pg_constraint u where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                        and u.conkey::int2[] @> c.conkey::int2[] and u.conkey::int2[] <@ c.conkey::int2[]) as "isOneToOne",
              c.confrelid::regclass::text as "referencedRelation",
              array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "referencedColumns"
         from pg_constraint c
         join pg_class referenced on referenced.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and referenced.relnamespace = 'public'::regnamespace`,
    );
    for (const [table, typed] of types.tables) {
      const expected = foreignKeys.rows
        .filter((fk) => fk.table === table)
        .map(({ table: _table, ...relationship }) => relationship)
        .sort((a, b) => a.foreignKeyName.localeCompare(b.foreignKeyName));
      const actual = [...typed.relationships].sort((a, b) => a.foreignKeyName.localeCompare(b.foreignKeyName));
      expect(actual, `${table}.Relationships`).toEqual(expected);
    }
  });
});
