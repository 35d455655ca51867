// POST/GET /rest/v1/rpc/<fn> driven by supabase-js's .rpc(): scalar, set-returning, table-returning
// and void functions, filters over their rows, PostgREST's errors, and row-level security through
// SECURITY INVOKER and DEFINER functions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, createTestUser, rawFetch, serviceClient, type TestUser } from "./support";

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createTestUser("rpc-alice"), createTestUser("rpc-bob")]);
});

afterAll(async () => {
  await serviceClient().from("rpc_notes").delete().in("owner", [alice.id, bob.id]);
});

describe("results", () => {
  it("returns a scalar for named JSON arguments, and the same with GET for a stable function", async () => {
    const { data, error, status } = await anonClient().rpc("rpc_add", { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(5);
    const get = await anonClient().rpc("rpc_add", { a: 20, b: 22 }, { get: true });
    expect(get.data).toBe(42);
    const raw = await rawFetch("/rest/v1/rpc/rpc_add?a=1&b=1");
    expect(raw.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(raw.headers.get("content-range")).toBe("0-0/*");
    expect(await raw.text()).toBe("2");
  });

  it("uses parameter defaults for arguments left out, and a text result is a JSON string", async () => {
    expect((await anonClient().rpc("rpc_defaults", { a: 4 })).data).toBe(40);
    expect((await anonClient().rpc("rpc_defaults", { a: 4, b: 2 })).data).toBe(8);
    const hello = await rawFetch("/rest/v1/rpc/rpc_hello", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(await hello.text()).toBe('"hello"');
  });

  it("returns a set of scalars as an array, with count and paging", async () => {
    const all = await anonClient().rpc("rpc_series", { n: 5 });
    expect(all.data).toEqual([1, 2, 3, 4, 5]);
    const page = await anonClient().rpc("rpc_series", { n: 5 }, { count: "exact" }).range(1, 2);
    expect(page.data).toEqual([2, 3]);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);
  });

  it("returns table rows that select, filters, order and limit apply to", async () => {
    const { data, error } = await anonClient()
      .rpc("rpc_squares", { n: 6 })
      .select("square")
      .gt("i", 2)
      .order("i", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ square: 36 }, { square: 25 }]);
    const one = await anonClient().rpc("rpc_squares", { n: 3 }).eq("i", 2).single();
    expect(one.data).toEqual({ i: 2, square: 4 });
    const none = await anonClient().rpc("rpc_squares", { n: 3 }).eq("i", 9).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe("PGRST116");
  });

  it("passes the whole body to a function with one unnamed jsonb parameter", async () => {
    const { data } = await anonClient().rpc("rpc_whole", { anything: [1, 2], goes: "here" });
    expect(data).toEqual({ got: { anything: [1, 2], goes: "here" } });
  });

  it("answers 204 for a void function and commits its writes", async () => {
    const label = `void-${Date.now()}`;
    const { data, error, status } = await alice.client.rpc("rpc_record", { label });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const row = await serviceClient().from("rpc_log").select("label, who").eq("label", label).single();
    expect(row.data).toEqual({ label, who: alice.id });
  });

  it("lets a function set the response status and headers", async () => {
    const response = await rawFetch("/rest/v1/rpc/rpc_created", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe("/rpc_log/1");
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("errors", () => {
  it("answers 404 PGRST202 for an unknown function, with PostgREST's message and a hint", async () => {
    const { error, status } = await anonClient().rpc("rpc_ad", { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST202",
      details: "Searched for the function public.rpc_ad with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.rpc_add",
      message: "Could not find the function public.rpc_ad(a, b) in the schema cache",
    });
    const wrongArgs = await anonClient().rpc("rpc_add", { a: 1 });
    expect(wrongArgs.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.rpc_add(a) in the schema cache",
      details: "Searched for the function public.rpc_add with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.rpc_add(a, b)",
    });
    const none = await rawFetch("/rest/v1/rpc/rpc_nothing_like_it");
    expect(await none.json()).toEqual({
      code: "PGRST202",
      details: "Searched for the function public.rpc_nothing_like_it without parameters, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function public.rpc_nothing_like_it without parameters in the schema cache",
    });
  });

  it("answers 300 PGRST203 when overloads cannot be told apart", async () => {
    const { error, status } = await anonClient().rpc("rpc_over", { a: 1 });
    expect(status).toBe(300);
    expect(error?.code).toBe("PGRST203");
    expect(error?.message).toContain("Could not choose the best candidate function between: public.rpc_over(a => ");
    expect(error?.hint).toBe("Try renaming the parameters or the function itself in the database so function overloading can be resolved");
  });

  it("passes a raised exception through with its SQLSTATE, message, detail and hint", async () => {
    const { error, status } = await anonClient().rpc("rpc_fail", { reason: "no" });
    expect(status).toBe(400);
    expect(error).toEqual({ code: "P0001", message: "refused: no", details: "the detail", hint: "the hint" });
    const denied = await alice.client.rpc("rpc_custom_state");
    expect(denied.status).toBe(403);
    expect(denied.error?.code).toBe("42501");
    const payment = await anonClient().rpc("rpc_payment");
    expect(payment.status).toBe(402);
    expect(payment.error).toEqual({ code: "PT402", message: "Payment required", details: null, hint: null });
  });

  it("lets RAISE SQLSTATE 'PGRST' choose the whole error response", async () => {
    const response = await rawFetch("/rest/v1/rpc/rpc_pgrst", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(418);
    expect(response.headers.get("x-powered-by")).toBe("Tea");
    expect(await response.json()).toEqual({ code: "123", message: "Custom", details: "Some details", hint: "A hint" });
  });

  it("maps 42883 from inside a function to 404, as PostgREST does", async () => {
    const { error, status } = await anonClient().rpc("rpc_bad_operator");
    expect(status).toBe(404);
    expect(error?.code).toBe("42883");
    expect(error?.message).toBe("operator does not exist: text + integer");
  });

  it("refuses a function the role may not execute: 401 for anon, 403 when signed in", async () => {
    const anon = await anonClient().rpc("rpc_private");
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: "42501", message: "permission denied for function rpc_private" });
    expect((await alice.client.rpc("rpc_private")).status).toBe(403);
    expect((await serviceClient().rpc("rpc_private")).data).toBe(1);
  });

  it("runs GET calls read-only and refuses other methods", async () => {
    const write = await rawFetch("/rest/v1/rpc/rpc_record?label=through-get");
    expect(write.status).toBe(405);
    expect(((await write.json()) as { code: string }).code).toBe("25006");
    const patch = await rawFetch("/rest/v1/rpc/rpc_add", { method: "PATCH", body: "{}" });
    expect(patch.status).toBe(405);
    expect(await patch.json()).toEqual({ code: "PGRST101", details: null, hint: null, message: "Cannot use the PATCH method on RPC" });
  });
});

describe("row-level security through functions", () => {
  it("runs with the caller's JWT: auth.uid(), the role and its claims", async () => {
    expect((await alice.client.rpc("rpc_whoami")).data).toEqual({ uid: alice.id, role: "authenticated", claim: "authenticated" });
    expect((await anonClient().rpc("rpc_whoami")).data).toEqual({ uid: null, role: "anon", claim: "anon" });
    expect((await serviceClient().rpc("rpc_whoami")).data).toMatchObject({ role: "service_role" });
  });

  it("applies policies inside SECURITY INVOKER functions and bypasses them in SECURITY DEFINER ones", async () => {
    const added = await alice.client.rpc("rpc_add_note", { body: "alice's" });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ owner: alice.id, body: "alice's" });
    await bob.client.rpc("rpc_add_note", { body: "bob's" });

    const mine = await alice.client.rpc("rpc_my_notes");
    expect((mine.data as { body: string }[]).map((n) => n.body)).toEqual(["alice's"]);
    expect((await anonClient().rpc("rpc_my_notes")).data).toEqual([]);

    const total = (await alice.client.rpc("rpc_all_notes_count")).data as number;
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it("refuses a write through a SECURITY INVOKER function that no policy allows", async () => {
    const anon = await anonClient().rpc("rpc_add_note", { body: "nobody's" });
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: "42501", message: 'new row violates row-level security policy for table "rpc_notes"' });
  });
});
