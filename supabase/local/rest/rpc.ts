// /rpc/<fn> (PostgREST's CallReadPlan): named arguments from the JSON body (POST) or the query string
// (GET/HEAD), the overload picked by argument names, and a read-only transaction unless the function
// is volatile and called with POST.
import type { Transaction } from "../db";
import { restError } from "./errors";
import type { QueryParams } from "./query-params";
import { parseJsonBody, unionOfKeys } from "./resolve";
import { findRoutine, type Routine } from "./routines";
import { callStatement, type CallArguments, type Statement } from "./statements";

export type CallPlan = { routine: Routine; statement: Statement; readOnly: boolean };

type CallRequest = {
  method: string;
  schema: string;
  name: string;
  /** POST: the raw body ("" when there was none). */
  body: string;
  query: QueryParams;
  singular: boolean;
  countExact: boolean;
};

function argumentsFor(routine: Routine, request: CallRequest, keys: string[], isPost: boolean): CallArguments {
  const [first] = routine.params;
  if (routine.params.length === 1 && first.name === "") {
    return { kind: "body", json: request.body.trim() === "" ? "{}" : request.body, type: first.type };
  }
  const specified = routine.params.filter((p) => keys.includes(p.name));
  if (specified.length === 0) return { kind: "none" };
  if (!isPost) {
    const values = new Map<string, string[]>();
    for (const [key, value] of request.query.args) values.set(key, [...(values.get(key) ?? []), value]);
    return {
      kind: "direct",
      params: specified.map((p) => {
        const given = values.get(p.name) ?? [];
        const value = p.variadic ? `{${given.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}` : given[given.length - 1];
        return { name: p.name, type: p.typeMaxLength, variadic: p.variadic, value };
      }),
    };
  }
  const isArray = request.body.trimStart().startsWith("[");
  return {
    kind: "json",
    json: request.body,
    isArray,
    params: specified.map((p) => ({ name: p.name, type: p.typeMaxLength, variadic: p.variadic })),
  };
}

export async function planCall(tx: Transaction, request: CallRequest): Promise<CallPlan> {
  const isPost = request.method === "POST";
  if (!isPost && request.method !== "GET" && request.method !== "HEAD") {
    throw restError(405, "PGRST101", `Cannot use the ${request.method} method on RPC`);
  }
  let keys: string[];
  if (isPost) {
    const body = request.body.trim() === "" ? { rows: [{}], isArray: false } : parseJsonBody(request.body);
    keys = request.query.columns ?? unionOfKeys(body.rows);
  } else {
    keys = [...new Set(request.query.args.map(([key]) => key))];
  }
  const routine = await findRoutine(tx, request.schema, request.name, keys, isPost);
  const scalar = !routine.returnsComposite;
  const statement = callStatement(
    {
      schema: routine.schema,
      name: routine.name,
      scalar,
      setOf: routine.returnsSet,
      singleComposite: routine.returnsComposite && !routine.returnsSet,
    },
    argumentsFor(routine, request, keys, isPost),
    request.query,
    { singular: request.singular, countExact: request.countExact, representation: true },
  );
  return { routine, statement, readOnly: !isPost || routine.volatility !== "v" };
}
