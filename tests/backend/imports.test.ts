// Imports in the database, through supabase-js as the app calls them: rows written whole or not
// at all, duplicates skipped or updated, categories created by name, and the last import undone in
// one step. Another user's batch can be neither read, written nor undone.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database, Json, TablesInsert } from "@/lib/supabase/database.types";
import { anonClient, createTestUser, type TestUser } from "./support";

type Client = SupabaseClient<Database>;
const typed = (client: SupabaseClient): Client => client as unknown as Client;

function row(line: number, name: string, overrides: Record<string, Json> = {}, extra: Record<string, Json> = {}): Json {
  return {
    line,
    subscription: {
      name,
      brand: name,
      price: 9.99,
      currency: "USD",
      start_date: "2026-01-01",
      end_date: "2026-02-01",
      cycle: "custom:months:1",
      icon_url: null,
      auto_renew: true,
      status: "active",
      trial_ends_on: null,
      paused_on: null,
      cancelled_on: null,
      notes: null,
      website_url: null,
      payment_method: null,
      ...overrides,
    },
    category: null,
    price_changes: [],
    pauses: [],
    ...extra,
  };
}

let owner: TestUser;
let client: Client;

async function startBatch(db: Client = client): Promise<string> {
  const { data } = await db.from("import_batches").insert({ source: "csv", file_name: "subs.csv" }).select("id").single().throwOnError();
  return data.id;
}

async function names(): Promise<string[]> {
  const { data } = await client.from("subscriptions").select("name").order("name").throwOnError();
  return data.map((r) => r.name);
}

beforeEach(async () => {
  owner = await createTestUser("imports");
  client = typed(owner.client);
});

describe("import_subscriptions", () => {
  it("writes each row with its category, history and pauses, and reports what it did", async () => {
    const batch = await startBatch();
    const { data, error } = await client.rpc("import_subscriptions", {
      batch_id: batch,
      rows: [
        row(1, "Netflix", { price: 390, currency: "TWD" }, {
          category: { name: "Video", color: "#E74C3C", description: null },
          price_changes: [{ old_price: 330, new_price: 390, effective_date: "2026-01-15" }],
          pauses: [{ paused_on: "2025-06-01", resumed_on: "2025-07-01" }],
        }),
        row(2, "Spotify", {}, { category: { name: "video", color: "#000000", description: null } }),
      ],
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      { line: 1, outcome: "created", subscription_id: expect.any(Number) },
      { line: 2, outcome: "created", subscription_id: expect.any(Number) },
    ]);
    const { data: categories } = await client.from("subscription_categories").select("id, name, color").throwOnError();
    expect(categories).toEqual([{ id: expect.any(Number), name: "Video", color: "#E74C3C" }]);
    const { data: subscriptions } = await client.from("subscriptions").select("name, category_id").order("name").throwOnError();
    expect(subscriptions.map((s) => s.category_id)).toEqual([categories[0].id, categories[0].id]);
    const { data: changes } = await client.from("subscription_price_changes").select("old_price, new_price").throwOnError();
    expect(changes).toEqual([{ old_price: 330, new_price: 390 }]);
    const { data: pauses } = await client.from("subscription_pauses").select("paused_on, resumed_on").throwOnError();
    expect(pauses).toEqual([{ paused_on: "2025-06-01", resumed_on: "2025-07-01" }]);
  });

  it("skips or updates a name already in the list, ignoring case", async () => {
    await client.rpc("import_subscriptions", { batch_id: await startBatch(), rows: [row(1, "Netflix")] }).throwOnError();
    const again = await client
      .rpc("import_subscriptions", { batch_id: await startBatch(), rows: [row(1, "NETFLIX", { price: 12 })] })
      .throwOnError();
    expect(again.data[0].outcome).toBe("skipped");
    const updated = await client
      .rpc("import_subscriptions", { batch_id: await startBatch(), rows: [row(1, "netflix", { price: 12 })], on_duplicate: "update" })
      .throwOnError();
    expect(updated.data[0].outcome).toBe("updated");
    const { data } = await client.from("subscriptions").select("name, price").throwOnError();
    expect(data).toEqual([{ name: "netflix", price: 12 }]);
  });

  it("writes nothing of a chunk when one row breaks a rule of the database", async () => {
    const { error } = await client.rpc("import_subscriptions", {
      batch_id: await startBatch(),
      rows: [row(1, "Good"), row(2, "Bad", { price: -1 })],
    });
    expect(error?.code).toBe("23514");
    expect(await names()).toEqual([]);
  });
});

describe("undo_import", () => {
  it("removes what the last import created and puts back what it updated, in one step", async () => {
    await client.rpc("import_subscriptions", { batch_id: await startBatch(), rows: [row(1, "Kept", { price: 5 })] }).throwOnError();
    const last = await startBatch();
    await client
      .rpc("import_subscriptions", {
        batch_id: last,
        rows: [row(1, "kept", { price: 50 }), row(2, "Added", {}, { category: { name: "New", color: "#3498DB", description: null } })],
        on_duplicate: "update",
      })
      .throwOnError();
    expect(await names()).toEqual(["Added", "kept"]);

    const { data: count } = await client.rpc("undo_import", { batch_id: last }).throwOnError();
    expect(count).toBe(2);
    const { data } = await client.from("subscriptions").select("name, price").throwOnError();
    expect(data).toEqual([{ name: "Kept", price: 5 }]);
    const { data: categories } = await client.from("subscription_categories").select("name").throwOnError();
    expect(categories).toEqual([]);

    const twice = await client.rpc("undo_import", { batch_id: last });
    expect(twice.error?.message).toBe("import already undone");

    // Straight through the API: an undone import is not reopened, nor written into.
    const reopened = await client.from("import_batches").update({ undone_at: null }).eq("id", last).select("undone_at");
    expect(reopened.error?.code).toBe("42501");
    const written = await client.rpc("import_subscriptions", { batch_id: last, rows: [row(1, "Late")] });
    expect(written.error?.code).toBe("P0002");
    expect(await names()).toEqual(["Kept"]);
  });

  it("keeps the record of what an import did to the import functions", async () => {
    const batch = await startBatch();
    const [{ subscription_id }] = (await client.rpc("import_subscriptions", { batch_id: batch, rows: [row(1, "Recorded")] }).throwOnError()).data!;
    const items = () => client.from("import_batch_items").select("kind, subscription_id").eq("batch_id", batch).throwOnError();
    expect((await items()).data).toEqual([{ kind: "created", subscription_id }]);
    const forgeries: TablesInsert<"import_batch_items">[] = [
      { batch_id: batch, kind: "created", subscription_id },
      { batch_id: batch, kind: "updated", subscription_id, previous: { name: "x".repeat(60_000) } },
      { batch_id: batch, kind: "K".repeat(100_000) },
    ];
    for (const forged of forgeries) {
      const { error } = await client.from("import_batch_items").insert(forged);
      expect(error?.code, forged.kind.slice(0, 10)).toBe("42501");
    }
    expect((await items()).data).toEqual([{ kind: "created", subscription_id }]);
  });

  it("undoes only the last import", async () => {
    const first = await startBatch();
    await client.rpc("import_subscriptions", { batch_id: first, rows: [row(1, "First")] }).throwOnError();
    await client.rpc("import_subscriptions", { batch_id: await startBatch(), rows: [row(1, "Second")] }).throwOnError();
    const { error } = await client.rpc("undo_import", { batch_id: first });
    expect(error?.message).toBe("only the last import can be undone");
    expect(await names()).toEqual(["First", "Second"]);
  });
});

describe("another user's import", () => {
  it("cannot be read, written into or undone", async () => {
    const batch = await startBatch();
    await client.rpc("import_subscriptions", { batch_id: batch, rows: [row(1, "Mine")] }).throwOnError();
    const other = typed((await createTestUser("imports-other")).client);

    const read = await other.from("import_batches").select("id").eq("id", batch);
    expect(read.data).toEqual([]);
    const items = await other.from("import_batch_items").select("id").eq("batch_id", batch);
    expect(items.data).toEqual([]);
    const write = await other.rpc("import_subscriptions", { batch_id: batch, rows: [row(1, "Theirs")] });
    expect(write.error?.code).toBe("P0002");
    const undo = await other.rpc("undo_import", { batch_id: batch });
    expect(undo.error?.code).toBe("P0002");
    const forged = await other.from("import_batch_items").insert({ batch_id: batch, kind: "created", subscription_id: 1 });
    expect(forged.error).not.toBeNull();
    const visitor = await typed(anonClient()).from("import_batches").select("id");
    expect(visitor.error?.code).toBe("42501");

    expect(await names()).toEqual(["Mine"]);
  });
});
