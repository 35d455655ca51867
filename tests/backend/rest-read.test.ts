// REST reads through supabase-js: column lists, every filter operator, logic trees, ordering,
// paging, counts, HEAD and single-object responses.
import { beforeAll, describe, expect, it } from "vitest";
import { rawFetch, serviceClient } from "./support";

const P = `read-${Date.now().toString(36)}`;
const db = serviceClient();
const items = () => db.from("rest_items");

beforeAll(async () => {
  const { error } = await items().insert([
    { name: `${P}-a`, price: 1.5, tags: ["x", "y"], meta: { k: 1 }, active: true },
    { name: `${P}-b`, price: 10, tags: ["y"], meta: null, active: false },
    { name: `${P}-c,comma`, price: 10, tags: [], meta: { k: 2 }, active: null },
    { name: `${P}-D`, price: 99.99, tags: ["z"], meta: null, active: true },
  ]);
  expect(error).toBeNull();
});

const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name.slice(P.length + 1));

describe("select", () => {
  it("returns all columns with * and the requested ones with a list, alias and cast", async () => {
    const all = await items().select("*").eq("name", `${P}-a`).single();
    expect(all.error).toBeNull();
    expect(Object.keys(all.data ?? {}).sort()).toEqual(["active", "created_at", "id", "meta", "name", "owner", "price", "ref", "tags"]);
    expect(all.data).toMatchObject({ price: 1.5, tags: ["x", "y"], meta: { k: 1 }, active: true });

    const some = await items().select("name, cost:price, id::text").eq("name", `${P}-a`);
    expect(some.error).toBeNull();
    expect(some.data?.[0]).toEqual({ name: `${P}-a`, cost: 1.5, id: expect.any(String) });
  });

  it("passes Postgres's JSON through untouched (numeric scale kept)", async () => {
    const response = await rawFetch(`/rest/v1/rest_items?select=price&name=eq.${encodeURIComponent(`${P}-a`)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.text()).toBe('[{"price":1.50}]');
  });
});

describe("filters", () => {
  const base = () => items().select("name").like("name", `${P}-%`).order("name");
  const run = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => {
    const { data, error } = await build(base());
    expect(error).toBeNull();
    return names(data);
  };

  it("eq, neq, gt, gte, lt, lte", async () => {
    expect(await run((q) => q.eq("price", 10))).toEqual(["b", "c,comma"]);
    expect(await run((q) => q.neq("price", 10))).toEqual(["D", "a"]);
    expect(await run((q) => q.gt("price", 10))).toEqual(["D"]);
    expect(await run((q) => q.gte("price", 10))).toEqual(["D", "b", "c,comma"]);
    expect(await run((q) => q.lt("price", 10))).toEqual(["a"]);
    expect(await run((q) => q.lte("price", 10))).toEqual(["a", "b", "c,comma"]);
  });

  it("like, ilike (with * as wildcard), is, in with quoted commas, not", async () => {
    expect(await run((q) => q.like("name", "%-d"))).toEqual([]);
    expect(await run((q) => q.ilike("name", "%-d"))).toEqual(["D"]);
    expect(await run((q) => q.like("name", "*comma"))).toEqual(["c,comma"]);
    expect(await run((q) => q.is("active", null))).toEqual(["c,comma"]);
    expect(await run((q) => q.is("active", true))).toEqual(["D", "a"]);
    expect(await run((q) => q.is("active", false))).toEqual(["b"]);
    expect(await run((q) => q.in("name", [`${P}-a`, `${P}-c,comma`]))).toEqual(["a", "c,comma"]);
    expect(await run((q) => q.in("name", []))).toEqual([]);
    expect(await run((q) => q.not("active", "is", null))).toEqual(["D", "a", "b"]);
    expect(await run((q) => q.not("price", "in", "(10,99.99)"))).toEqual(["a"]);
    expect(await run((q) => q.contains("tags", ["y"]))).toEqual(["a", "b"]);
  });

  it("or with nested and, and filters AND-ed on one column", async () => {
    expect(await run((q) => q.or(`price.gt.50,and(price.eq.10,active.is.false)`))).toEqual(["D", "b"]);
    expect(await run((q) => q.or(`name.eq."${P}-c,comma",name.eq.${P}-a`))).toEqual(["a", "c,comma"]);
    expect(await run((q) => q.gte("price", 1).lte("price", 10).neq("price", 1.5))).toEqual(["b", "c,comma"]);
  });
});

describe("order and paging", () => {
  it("orders by several columns with nulls first or last", async () => {
    const q = () => items().select("name").like("name", `${P}-%`);
    expect(names((await q().order("price", { ascending: false }).order("name")).data)).toEqual(["D", "b", "c,comma", "a"]);
    expect(names((await q().order("active", { nullsFirst: true }).order("name")).data)).toEqual(["c,comma", "b", "D", "a"]);
    expect(names((await q().order("active", { ascending: false, nullsFirst: false }).order("name")).data)).toEqual(["D", "a", "b", "c,comma"]);
  });

  it("pages with limit/offset and reports Content-Range with an exact count", async () => {
    const page = await items().select("name", { count: "exact" }).like("name", `${P}-%`).order("name").range(1, 2);
    expect(page.error).toBeNull();
    expect(page.count).toBe(4);
    expect(names(page.data)).toEqual(["a", "b"]);

    const response = await rawFetch(`/rest/v1/rest_items?select=name&name=like.${P}-*&order=name&limit=2&offset=1`, {
      headers: { Prefer: "count=exact" },
    });
    expect(response.headers.get("content-range")).toBe("1-2/4");
    const empty = await rawFetch(`/rest/v1/rest_items?select=name&name=eq.nothing`);
    expect(empty.headers.get("content-range")).toBe("*/*");
    expect(await empty.text()).toBe("[]");
  });

  it("answers HEAD with the count and no body", async () => {
    const head = await items().select("*", { count: "exact", head: true }).like("name", `${P}-%`);
    expect(head.error).toBeNull();
    expect(head.count).toBe(4);
    expect(head.data).toBeNull();
  });
});

describe("single object", () => {
  it("returns an object with the pgrst object media type", async () => {
    const response = await rawFetch(`/rest/v1/rest_items?select=name&name=eq.${P}-b`, {
      headers: { Accept: "application/vnd.pgrst.object+json" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.pgrst.object+json; charset=utf-8");
    expect(await response.json()).toEqual({ name: `${P}-b` });
  });

  it("refuses zero or several rows with 406 PGRST116", async () => {
    const none = await items().select("name").eq("name", "missing").single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    const many = await items().select("name").like("name", `${P}-%`).single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe("The result contains 4 rows");
    const maybe = await items().select("name").eq("name", "missing").maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});
