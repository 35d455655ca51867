// REST error responses exactly as PostgREST shapes them: status, code, message, details, hint and
// the Proxy-Status header; and no SQL injection through any query parameter or body key.
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { SECRET_KEY, signAccessToken } from "@/supabase/local/keys";
import { rawFetch, serviceClient } from "./support";

const P = `err-${Date.now().toString(36)}`;
const db = serviceClient();
const items = () => db.from("rest_items");

async function expectError(response: Response, status: number, body: Record<string, unknown>): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  const json = (await response.json()) as Record<string, unknown>;
  expect(json).toMatchObject(body);
  expect(Object.keys(json).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(response.headers.get("proxy-status")).toBe(`PostgREST; error=${json.code}`);
}

const asService = (path: string, init: RequestInit = {}) =>
  rawFetch(path, { ...init, headers: { apikey: SECRET_KEY, "Content-Type": "application/json", ...init.headers } });

describe("database errors", () => {
  it("maps unique and foreign-key violations to 409", async () => {
    await items().insert({ name: `${P}-dup` });
    const dup = await items().insert({ name: `${P}-dup` });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: "23505", details: `Key (name)=(${P}-dup) already exists.`, hint: null,
      message: 'duplicate key value violates unique constraint "rest_items_name_key"',
    });
    const fk = await db.from("rest_children").insert({ item_id: -1 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe("23503");
  });

  it("maps not-null, check and invalid-text errors to 400", async () => {
    const notNull = await items().insert({ name: null });
    expect([notNull.status, notNull.error?.code]).toEqual([400, "23502"]);
    const check = await items().insert({ name: `${P}-neg`, price: -1 });
    expect([check.status, check.error?.code]).toEqual([400, "23514"]);
    expect(check.error?.message).toBe('new row for relation "rest_items" violates check constraint "rest_items_price_check"');
    const uuid = await items().select("name").eq("ref", "not-a-uuid");
    expect([uuid.status, uuid.error?.code, uuid.error?.message]).toEqual([400, "22P02", 'invalid input syntax for type uuid: "not-a-uuid"']);
  });

  it("answers 400 42703 for an unknown column in a filter, select or order", async () => {
    await expectError(await asService("/rest/v1/rest_items?nope=eq.1"), 400, { code: "42703", message: "column rest_items.nope does not exist" });
    await expectError(await asService("/rest/v1/rest_items?select=nope"), 400, { code: "42703" });
    await expectError(await asService("/rest/v1/rest_items?order=nope.desc"), 400, { code: "42703" });
  });
});

describe("schema cache and request errors", () => {
  it("answers 400 PGRST204 for an unknown body key", async () => {
    const result = await items().insert({ name: `${P}-x`, colour: "red" });
    expect(result.status).toBe(400);
    expect(result.error).toEqual({
      code: "PGRST204", details: null, hint: null,
      message: "Could not find the 'colour' column of 'rest_items' in the schema cache",
    });
  });

  it("answers 404 PGRST205 for an unknown table, with a hint when one is close", async () => {
    const close = await db.from("rest_item").select();
    expect(close.status).toBe(404);
    expect(close.error).toEqual({
      code: "PGRST205", details: null, hint: "Perhaps you meant the table 'public.rest_items'",
      message: "Could not find the table 'public.rest_item' in the schema cache",
    });
    const far = await db.from("zzzzzzzzzzzzzzzz").select();
    expect(far.error?.hint).toBeNull();
  });

  it("answers 400 PGRST100 for unparsable parameters and 400 PGRST102 for bad JSON", async () => {
    await expectError(await asService("/rest/v1/rest_items?name=zz.1"), 400, { code: "PGRST100" });
    await expectError(await asService("/rest/v1/rest_items?limit=-1"), 400, { code: "PGRST100" });
    await expectError(await asService("/rest/v1/rest_items?order=name.sideways"), 400, { code: "PGRST100" });
    await expectError(await asService("/rest/v1/rest_items?active=is.maybe"), 400, { code: "PGRST100" });
    await expectError(await asService("/rest/v1/rest_items?or=(name.eq.a"), 400, { code: "PGRST100" });
    await expectError(await asService("/rest/v1/rest_items", { method: "POST", body: "{not json" }), 400, { code: "PGRST102", message: "Empty or invalid json" });
    await expectError(await asService("/rest/v1/rest_items", { method: "POST", body: "42" }), 400, { code: "PGRST102" });
  });

  it("answers 406 PGRST106 for a schema that is not exposed", async () => {
    await expectError(await asService("/rest/v1/rest_items", { headers: { "Accept-Profile": "auth" } }), 406, {
      code: "PGRST106", message: "Invalid schema: auth", hint: "Only the following schemas are exposed: public, graphql_public",
    });
  });
});

describe("JWT errors", () => {
  const withToken = (token: string) => rawFetch("/rest/v1/rest_items?select=id&limit=1", { headers: { Authorization: `Bearer ${token}` } });

  it("answers 401 PGRST303 with WWW-Authenticate for an expired token", async () => {
    const expired = await signAccessToken({ sub: crypto.randomUUID(), role: "authenticated", exp: Math.floor(Date.now() / 1000) - 120 });
    const response = await withToken(expired);
    expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    await expectError(response, 401, { code: "PGRST303", message: "JWT expired", details: null, hint: null });
  });

  it("answers 401 PGRST301 for malformed, forged and unsigned tokens", async () => {
    await expectError(await withToken("abc.def"), 401, { code: "PGRST301", message: "Expected 3 parts in JWT; got 2" });
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-at-least-32-characters"));
    await expectError(await withToken(forged), 401, { code: "PGRST301" });
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
    await expectError(await withToken(`${b64({ alg: "none", typ: "JWT" })}.${b64({ role: "service_role" })}.`), 401, { code: "PGRST301" });
  });

  it("refuses a signed token for a role the API cannot switch to", async () => {
    const token = await signAccessToken({ role: "postgres", exp: Math.floor(Date.now() / 1000) + 60 });
    const response = await withToken(token);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("42501");
  });
});

describe("SQL injection", () => {
  const payload = `'; drop table public.rest_items; --`;
  const stillThere = async () => expect((await items().select("id").limit(1)).error).toBeNull();

  it("binds filter values, including inside in() and or()", async () => {
    expect((await items().select("id").eq("name", payload)).data).toEqual([]);
    expect((await items().select("id").in("name", [payload, `a"b`, "c\\d"])).data).toEqual([]);
    expect((await items().select("id").or(`name.eq."${payload}"`)).data).toEqual([]);
    await stillThere();
  });

  it("quotes identifiers from select, order, filters, columns and body keys", async () => {
    const evil = encodeURIComponent(`name"; drop table public.rest_items; --`);
    for (const path of [
      `/rest/v1/rest_items?select=${evil}`,
      `/rest/v1/rest_items?order=${evil}`,
      `/rest/v1/rest_items?${evil}=eq.1`,
      `/rest/v1/rest_items?select=name::text;drop table public.rest_items`,
      `/rest/v1/${evil}`,
    ]) {
      const response = await asService(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    const body = await asService("/rest/v1/rest_items", { method: "POST", body: JSON.stringify({ [`name") values ('x'); drop table public.rest_items; --`]: 1 }) });
    expect(body.status).toBe(400);
    const columns = await asService(`/rest/v1/rest_items?columns=${evil}`, { method: "POST", body: "{}" });
    expect(columns.status).toBe(400);
    await stillThere();
  });
});
