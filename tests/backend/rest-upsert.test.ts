// Upsert as supabase-js's .upsert() sends it: POST with Prefer resolution=merge-duplicates or
// ignore-duplicates, on the primary key or on_conflict columns, under row-level security.
import { describe, expect, it } from "vitest";
import { anonClient, createTestUser, rawFetch, serviceClient } from "./support";

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

describe("merge-duplicates", () => {
  it("inserts, then updates the row with the same primary key (201, then 200)", async () => {
    const id = Math.floor(Math.random() * 1e9);
    const sku = unique("sku");
    const first = await anonClient().from("upsert_items").upsert({ id, sku, name: "first", qty: 1 }).select().single();
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    expect(first.data).toEqual({ id, sku, name: "first", qty: 1 });

    const second = await anonClient().from("upsert_items").upsert({ id, sku, name: "second", qty: 2 }).select().single();
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ id, sku, name: "second", qty: 2 });
    const rows = await anonClient().from("upsert_items").select("name").eq("id", id);
    expect(rows.data).toEqual([{ name: "second" }]);
  });

  it("resolves on the on_conflict columns and reports the applied preference", async () => {
    const sku = unique("sku");
    await anonClient().from("upsert_items").insert({ id: Math.floor(Math.random() * 1e9), sku, name: "original" });
    const { data, error } = await anonClient()
      .from("upsert_items")
      .upsert({ id: Math.floor(Math.random() * 1e9), sku, name: "renamed" }, { onConflict: "sku" })
      .select("sku, name");
    expect(error).toBeNull();
    expect(data).toEqual([{ sku, name: "renamed" }]);

    const raw = await rawFetch(`/rest/v1/upsert_items?on_conflict=sku`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Prefer: "resolution=merge-duplicates,return=minimal" },
      body: JSON.stringify({ id: 1, sku, name: "again" }),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("preference-applied")).toBe("resolution=merge-duplicates, return=minimal");
  });

  it("upserts many rows at once, inserting some and updating others", async () => {
    const [a, b] = [unique("a"), unique("b")];
    const ids = [Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9)];
    await anonClient().from("upsert_items").insert({ id: ids[0], sku: a, name: "old" });
    const { data, status } = await anonClient()
      .from("upsert_items")
      .upsert([{ id: ids[0], sku: a, name: "new a" }, { id: ids[1], sku: b, name: "new b" }])
      .select("name")
      .order("name");
    expect(status).toBe(201);
    expect(data).toEqual([{ name: "new a" }, { name: "new b" }]);
  });

  it("keeps column defaults for keys left out when defaultToNull is false", async () => {
    const id = Math.floor(Math.random() * 1e9);
    const { data } = await anonClient()
      .from("upsert_items")
      .upsert([{ id, sku: unique("d"), name: "with qty", qty: 7 }, { id: id + 1, sku: unique("e"), name: "no qty" }], { defaultToNull: false })
      .select("qty")
      .order("id");
    expect(data).toEqual([{ qty: 7 }, { qty: 0 }]);
  });
});

describe("ignore-duplicates", () => {
  it("leaves an existing row as it is and returns only what was inserted", async () => {
    const id = Math.floor(Math.random() * 1e9);
    const sku = unique("sku");
    await anonClient().from("upsert_items").insert({ id, sku, name: "kept" });
    const { data, error } = await anonClient()
      .from("upsert_items")
      .upsert({ id, sku, name: "ignored" }, { ignoreDuplicates: true })
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await anonClient().from("upsert_items").select("name").eq("id", id).single()).data).toEqual({ name: "kept" });
  });
});

describe("row-level security", () => {
  it("lets the owner update through an upsert and refuses another user's row", async () => {
    const [alice, bob] = await Promise.all([createTestUser("upsert-alice"), createTestUser("upsert-bob")]);
    const sku = unique("owned");
    const created = await alice.client.from("upsert_owned").upsert({ sku, qty: 1 }).select().single();
    expect(created.data).toEqual({ sku, owner: alice.id, qty: 1 });
    const updated = await alice.client.from("upsert_owned").upsert({ sku, qty: 2 }).select("qty").single();
    expect(updated.data).toEqual({ qty: 2 });

    const taken = await bob.client.from("upsert_owned").upsert({ sku, qty: 99 });
    expect(taken.status).toBe(403);
    expect(taken.error?.code).toBe("42501");
    expect((await serviceClient().from("upsert_owned").select("qty, owner").eq("sku", sku).single()).data).toEqual({ qty: 2, owner: alice.id });
  });
});
