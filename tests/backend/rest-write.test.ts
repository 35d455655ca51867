// REST writes through supabase-js: insert one and many, return preferences, missing=default,
// update and delete with and without a representation, and single-object rollback.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SECRET_KEY } from "@/supabase/local/keys";
import { clientWithClaims, rawFetch, serviceClient } from "./support";

const P = `write-${Date.now().toString(36)}`;
const db = serviceClient();
const items = () => db.from("rest_items");
let n = 0;
const unique = () => `${P}-${n++}`;

describe("insert", () => {
  it("answers 201 with no body by default (return=minimal)", async () => {
    const name = unique();
    const result = await items().insert({ name, price: 3 });
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    const row = await items().select("price").eq("name", name).single();
    expect(row.data).toEqual({ price: 3 });
  });

  it("returns the row with its defaults when asked for a representation", async () => {
    const name = unique();
    const result = await items().insert({ name }).select().single();
    expect(result.status).toBe(201);
    expect(result.data).toMatchObject({ name, price: 0, tags: [], meta: null, owner: null });
    expect(typeof result.data?.id).toBe("number");
  });

  it("inserts many rows: missing keys become null, or defaults with missing=default", async () => {
    const [a, b] = [unique(), unique()];
    const nulls = await items().insert([{ name: a, meta: { x: 1 } }, { name: b, active: true }]).select("name, meta, active").order("name");
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([
      { name: a, meta: { x: 1 }, active: null },
      { name: b, meta: null, active: true },
    ]);

    const [c, d] = [unique(), unique()];
    const defaults = await items().insert([{ name: c, price: 5 }, { name: d }], { defaultToNull: false }).select("name, price");
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([{ name: c, price: 5 }, { name: d, price: 0 }]);

    const missingPrice = await items().insert([{ name: unique(), price: 5 }, { name: unique() }]);
    expect(missingPrice.status).toBe(400);
    expect(missingPrice.error?.code).toBe("23502");
  });

  it("honours the columns parameter and counts inserted rows", async () => {
    const name = unique();
    const response = await rawFetch(`/rest/v1/rest_items?columns=name`, {
      method: "POST",
      headers: { apikey: SECRET_KEY, "Content-Type": "application/json", Prefer: "return=representation,count=exact" },
      body: JSON.stringify([{ name, price: 77 }]),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-range")).toBe("0-0/1");
    const [row] = (await response.json()) as { price: number }[];
    expect(row.price).toBe(0);
  });
});

describe("update and delete", () => {
  it("updates with 204, or 200 and the rows when selected; no match is not an error", async () => {
    const name = unique();
    await items().insert({ name, price: 1 });
    expect(await items().update({ price: 2 }).eq("name", name)).toMatchObject({ status: 204, data: null, error: null });
    const selected = await items().update({ price: 4, tags: ["t"] }).eq("name", name).select("price, tags");
    expect(selected).toMatchObject({ status: 200, data: [{ price: 4, tags: ["t"] }] });
    expect((await items().update({ price: 4 }).eq("name", "nobody").select()).data).toEqual([]);
  });

  it("deletes with 204, or 200 and the deleted rows when selected", async () => {
    const [a, b] = [unique(), unique()];
    await items().insert([{ name: a }, { name: b }]);
    expect(await items().delete().eq("name", a)).toMatchObject({ status: 204, error: null });
    const deleted = await items().delete().eq("name", b).select("name");
    expect(deleted).toMatchObject({ status: 200, data: [{ name: b }] });
    expect((await items().select("name").in("name", [a, b])).data).toEqual([]);
  });

  it("rolls a mutation back when single() does not get exactly one row", async () => {
    const [a, b] = [unique(), unique()];
    await items().insert([{ name: a, price: 1 }, { name: b, price: 1 }]);
    const both = await items().update({ price: 9 }).in("name", [a, b]).select().single();
    expect(both.status).toBe(406);
    expect(both.error?.code).toBe("PGRST116");
    const after = await items().select("price").in("name", [a, b]);
    expect(after.data).toEqual([{ price: 1 }, { price: 1 }]);

    const count = async () => (await items().select("*", { count: "exact", head: true }).like("name", `${P}-%`)).count;
    const before = await count();
    const inserted = await items().insert([{ name: unique() }, { name: unique() }]).select().single();
    expect(inserted.status).toBe(406);
    expect(await count()).toBe(before);
  });
});

describe("row-level security and the request's role", () => {
  it("runs as the token's role with PostgREST's request settings in a read-only transaction", async () => {
    const sub = randomUUID();
    const user = await clientWithClaims({ sub });
    const { data, error } = await user.from("rest_request_view").select("*").setHeader("x-probe", "hello").single();
    expect(error).toBeNull();
    expect(data).toEqual({
      role: "authenticated", method: "GET", path: "/rest_request_view", sub, probe: "hello",
      search_path: '"public", "extensions"', read_only: "on",
    });
    const anon = await db.from("rest_request_view").select("role").single();
    expect(anon.data).toEqual({ role: "service_role" });
  });

  it("refuses writes in a read (405) and keeps nothing", async () => {
    const result = await db.from("rest_effect_view").select("*");
    expect(result.status).toBe(405);
    expect(result.error?.code).toBe("25006");
    expect((await db.from("rest_effects").select("id")).data).toEqual([]);
  });

  it("answers 401 to anon and 403 to a signed-in user for a policy violation", async () => {
    const anon = await clientWithClaims({ role: "anon" });
    const asAnon = await anon.from("rest_items").insert({ name: unique() });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error).toEqual({
      code: "42501", details: null, hint: null,
      message: 'new row violates row-level security policy for table "rest_items"',
    });

    const owner = randomUUID();
    const user = await clientWithClaims({ sub: owner });
    const forOther = await user.from("rest_items").insert({ name: unique(), owner: randomUUID() });
    expect(forOther.status).toBe(403);
    expect(forOther.error?.code).toBe("42501");

    const name = unique();
    const own = await user.from("rest_items").insert({ name }).select("owner").single();
    expect(own.data).toEqual({ owner });
    const stranger = await clientWithClaims({ sub: randomUUID() });
    expect((await stranger.from("rest_items").delete().eq("name", name).select()).data).toEqual([]);
    expect((await user.from("rest_items").delete().eq("name", name).select("name")).data).toEqual([{ name }]);
  });
});
