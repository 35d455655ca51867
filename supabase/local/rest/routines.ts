// The functions /rpc can call, read from the catalog inside the request's own transaction (so a
// function created or replaced a moment ago is seen as it is now), and PostgREST's choice among
// overloads by argument names (Plan.hs findProc).
import type { Transaction } from "../db";
import { restError } from "./errors";
import { closest } from "./resolve";

export type RoutineParam = { name: string; type: string; typeMaxLength: string; required: boolean; variadic: boolean };

export type Routine = {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatility: "i" | "s" | "v";
};

// Input parameters are the i/b/v modes; the result is composite for row types and for OUT/INOUT/TABLE
// parameters. Like PostgREST, a function with unnamed parameters is callable only through a single
// unnamed bytea/json/jsonb/text/xml parameter; trigger functions and procedures are not.
const ROUTINES_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as "returnsSet",
    (t.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as "returnsComposite",
    (p.prorettype = 'void'::regtype and not p.proretset) as "returnsVoid",
    p.provolatile as volatility,
    coalesce((
      select json_agg(json_build_object(
        'name', coalesce(a.name, ''),
        'type', a.type::regtype::text,
        'typeMaxLength', case a.type
          when 'bit'::regtype then 'bit varying' when 'bit[]'::regtype then 'bit varying[]'
          when 'character'::regtype then 'character varying' when 'character[]'::regtype then 'character varying[]'
          else a.type::regtype::text end,
        'required', a.position <= p.pronargs - p.pronargdefaults,
        'variadic', a.mode = 'v') order by a.position)
      from (
        select u.name, u.type, coalesce(u.mode, 'i') as mode, row_number() over (order by u.ord) as position
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes)
          with ordinality as u(type, name, mode, ord)
        where coalesce(u.mode, 'i') in ('i', 'b', 'v')
      ) a
    ), '[]') as params
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
  where p.prokind = 'f' and p.prorettype <> 'trigger'::regtype and n.nspname = $1 and ($2::text is null or p.proname = $2)`;

function callable(routine: Routine): boolean {
  const unnamed = routine.params.filter((p) => p.name === "");
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && ["bytea", "json", "jsonb", "text", "xml"].includes(routine.params[0].type);
}

async function loadRoutines(tx: Transaction, schema: string, name: string | null): Promise<Routine[]> {
  const { rows } = await tx.query<Routine>(ROUTINES_SQL, [schema, name]);
  return rows.filter(callable);
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

function matchesParams(routine: Routine, keys: Set<string>): boolean {
  const required = new Set(routine.params.filter((p) => p.required).map((p) => p.name));
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  if (routine.params.length === 0) return keys.size === 0;
  return sameSet(new Set([...keys].filter((k) => !optional.has(k))), required);
}

const hasSingleUnnamedJsonParam = (routine: Routine) =>
  routine.params.length === 1 && routine.params[0].name === "" && ["json", "jsonb"].includes(routine.params[0].type);

function noRpc(schema: string, name: string, keys: string[], isPost: boolean, allNames: string[], overloads: Routine[]) {
  const func = `${schema}.${name}`;
  const list = keys.join(", ");
  const message = `Could not find the function ${func}${keys.length === 0 ? " without parameters" : `(${list})`} in the schema cache`;
  const withParams = keys.length === 0 ? " without parameters" : ` with parameter${keys.length > 1 ? "s " : " "}${list}`;
  const details = `Searched for the function ${func}${withParams}${isPost ? " or with a single unnamed json/jsonb parameter" : ""}, but no matches were found in the schema cache.`;
  const signature = (params: string[]) => `(${[...params].sort().join(", ")})`;
  const suggestion =
    overloads.length === 0
      ? closest(name, allNames.filter((n) => n !== name))
      : (() => {
          const match = closest(signature(keys), overloads.map((o) => signature(o.params.map((p) => p.name))));
          return match === null ? null : `${name}${match}`;
        })();
  return restError(404, "PGRST202", message, details, suggestion === null ? null : `Perhaps you meant to call the function ${schema}.${suggestion}`);
}

function ambiguous(routines: Routine[]) {
  const described = routines.map((r) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`);
  return restError(
    300,
    "PGRST203",
    `Could not choose the best candidate function between: ${described.join(", ")}`,
    null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
  );
}

/** The function `schema.name` called with these argument names (sorted, as PostgREST reports them). */
export async function findRoutine(tx: Transaction, schema: string, name: string, keys: string[], isPost: boolean): Promise<Routine> {
  const overloads = await loadRoutines(tx, schema, name);
  const keySet = new Set(keys);
  const matching = overloads.filter((r) => matchesParams(r, keySet));
  if (matching.length === 1) return matching[0];
  if (matching.length > 1) throw ambiguous(matching);
  const fallback = isPost ? overloads.filter(hasSingleUnnamedJsonParam) : [];
  if (fallback.length === 1) return fallback[0];
  if (fallback.length > 1) throw ambiguous(fallback);
  const allNames = overloads.length === 0 ? [...new Set((await loadRoutines(tx, schema, null)).map((r) => r.name))] : [];
  throw noRpc(schema, name, [...keys].sort(), isPost, allNames, overloads);
}
