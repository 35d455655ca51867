// Row-level security through the real supabase-js client against the local server: two users, a
// soft-deleted user and a visitor. Every cross-user read must come back empty, every cross-user
// write must fail or touch nothing; the service role sees everything.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database, TablesInsert } from "@/lib/supabase/database.types";
import { anonClient, createTestUser, serviceClient, type TestUser } from "./support";
import { subscriptionRow } from "./subscription-row";

type Client = SupabaseClient<Database>;
type UserTable = "subscription_categories" | "subscriptions" | "subscription_price_changes";
type Fixture = { user: TestUser; client: Client; category: number; subscription: number; priceChange: number };

const USER_TABLES: UserTable[] = ["subscription_categories", "subscriptions", "subscription_price_changes"];

const typed = (client: SupabaseClient): Client => client as unknown as Client;

function subscription(categoryId: number | null, overrides: Partial<TablesInsert<"subscriptions">> = {}): TablesInsert<"subscriptions"> {
  return subscriptionRow({ auto_renew: true, category_id: categoryId, ...overrides });
}

async function setUp(prefix: string): Promise<Fixture> {
  const user = await createTestUser(prefix);
  const client = typed(user.client);
  const category = await client.from("subscription_categories").insert({ name: "Video", color: "#FF5733" }).select("id").single().throwOnError();
  const created = await client.from("subscriptions").insert(subscription(category.data.id)).select("id").single().throwOnError();
  const change = await client
    .from("subscription_price_changes")
    .insert({ subscription_id: created.data.id, old_price: 390, new_price: 420, effective_date: "2026-02-01" })
    .select("id")
    .single()
    .throwOnError();
  return { user, client, category: category.data.id, subscription: created.data.id, priceChange: change.data.id };
}

function rowId(table: UserTable, fixture: Fixture): number {
  if (table === "subscription_categories") return fixture.category;
  if (table === "subscriptions") return fixture.subscription;
  return fixture.priceChange;
}

let alice: Fixture;
let bob: Fixture;
let service: Client;
let visitor: Client;

beforeAll(async () => {
  [alice, bob] = await Promise.all([setUp("rls-alice"), setUp("rls-bob")]);
  service = typed(serviceClient());
  visitor = typed(anonClient());
  await service
    .from("exchange_rates")
    .upsert({ base: "USD", target: "TWD", rate: 31.5, rate_date: "2026-01-01", source: "test" }, { onConflict: "base,target,rate_date", ignoreDuplicates: true })
    .throwOnError();
});

describe("a signed-in user", () => {
  it("gets a TWD profile at sign-up and sees only their own", async () => {
    const { data, error } = await alice.client.from("user_profiles").select("id, email, default_currency, deleted_at");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: alice.user.id, email: alice.user.email, default_currency: "TWD", deleted_at: null }]);
    const other = await alice.client.from("user_profiles").select("id").eq("id", bob.user.id);
    expect(other.data).toEqual([]);
  });

  it.each(USER_TABLES)("reads only their own rows of %s", async (table) => {
    const all = await alice.client.from(table).select("id, user_id");
    expect(all.error).toBeNull();
    expect(all.data?.length).toBeGreaterThan(0);
    expect(all.data?.every((row) => row.user_id === alice.user.id)).toBe(true);
    const targeted = await alice.client.from(table).select("id").eq("id", rowId(table, bob));
    expect(targeted).toMatchObject({ data: [], error: null });
  });

  it.each(USER_TABLES)("cannot update or delete another user's rows of %s", async (table) => {
    const id = rowId(table, bob);
    const change = table === "subscription_price_changes" ? { new_price: 1 } : { name: "Hacked" };
    const updated =
      table === "subscription_price_changes"
        ? await alice.client.from(table).update({ new_price: 1 }).eq("id", id).select("id")
        : await alice.client.from(table).update({ name: "Hacked" }).eq("id", id).select("id");
    // Recorded price changes are never edited: the update is refused for any row.
    expect(updated).toMatchObject(table === "subscription_price_changes" ? { error: { code: "42501" } } : { data: [], error: null });
    const deleted = await alice.client.from(table).delete().eq("id", id).select("id");
    expect(deleted).toMatchObject({ data: [], error: null });
    const untouched = await service.from(table).select("*").eq("id", id).single();
    expect(untouched.data).not.toBeNull();
    expect(untouched.data).not.toMatchObject(change);
  });

  it("cannot update another user's profile or delete any profile", async () => {
    const updated = await alice.client.from("user_profiles").update({ nickname: "Hacked" }).eq("id", bob.user.id).select("id");
    expect(updated).toMatchObject({ data: [], error: null });
    const deleted = await alice.client.from("user_profiles").delete().eq("id", alice.user.id).select("id");
    expect(deleted.data ?? []).toEqual([]);
    const stillThere = await service.from("user_profiles").select("id, nickname").in("id", [alice.user.id, bob.user.id]);
    expect(stillThere.data).toHaveLength(2);
    expect(stillThere.data?.some((row) => row.nickname === "Hacked")).toBe(false);
  });

  it("cannot create rows for another user", async () => {
    const asBob = await alice.client.from("subscriptions").insert(subscription(null, { user_id: bob.user.id }));
    expect(asBob.error?.code).toBe("42501");
    expect(asBob.status).toBe(403);
    const category = await alice.client.from("subscription_categories").insert({ name: "Planted", user_id: bob.user.id });
    expect(category.error?.code).toBe("42501");
    const change = await alice.client
      .from("subscription_price_changes")
      .insert({ subscription_id: bob.subscription, user_id: bob.user.id, old_price: 1, new_price: 2, effective_date: "2026-03-01" });
    expect(change.error?.code).toBe("42501");
    const profile = await alice.client.from("user_profiles").insert({ id: bob.user.id });
    expect(profile.error?.code).toBe("42501");
  });

  it("cannot record a price change on another user's subscription", async () => {
    const { error } = await alice.client
      .from("subscription_price_changes")
      .insert({ subscription_id: bob.subscription, old_price: 149, new_price: 169, effective_date: "2026-03-01" });
    expect(error?.code).toBe("23503");
  });

  it("cannot file a subscription under another user's category, on insert or by moving it", async () => {
    const inserted = await alice.client.from("subscriptions").insert(subscription(bob.category));
    expect(inserted.error?.code).toBe("23503");
    expect(inserted.status).toBe(409);
    const moved = await alice.client.from("subscriptions").update({ category_id: bob.category }).eq("id", alice.subscription);
    expect(moved.error?.code).toBe("23503");
    const current = await alice.client.from("subscriptions").select("category_id").eq("id", alice.subscription).single();
    expect(current.data?.category_id).toBe(alice.category);
  });

  it("cannot hand their rows to another user", async () => {
    const subscriptionMove = await alice.client.from("subscriptions").update({ user_id: bob.user.id }).eq("id", alice.subscription);
    expect(subscriptionMove.error?.code).toBe("42501");
    const categoryMove = await alice.client.from("subscription_categories").update({ user_id: bob.user.id }).eq("id", alice.category);
    expect(categoryMove.error?.code).toBe("42501");
    const changeMove = await alice.client.from("subscription_price_changes").update({ user_id: bob.user.id }).eq("id", alice.priceChange);
    expect(changeMove.error).not.toBeNull();
    const profileMove = await alice.client.from("user_profiles").update({ id: bob.user.id }).eq("id", alice.user.id);
    expect(profileMove.error).not.toBeNull();
    const owners = await service.from("subscriptions").select("user_id").eq("id", alice.subscription).single();
    expect(owners.data?.user_id).toBe(alice.user.id);
  });

  it("can read exchange rates but not write them", async () => {
    const read = await alice.client.from("exchange_rates").select("base, target").eq("rate_date", "2026-01-01");
    expect(read.data).toContainEqual({ base: "USD", target: "TWD" });
    const written = await alice.client.from("exchange_rates").insert({ base: "USD", target: "JPY", rate: 150, rate_date: "2026-01-01", source: "me" });
    expect(written.error?.code).toBe("42501");
    const updated = await alice.client.from("exchange_rates").update({ rate: 1 }).eq("base", "USD").select("rate");
    expect(updated.data ?? []).toEqual([]);
    const deleted = await alice.client.from("exchange_rates").delete().eq("base", "USD").select("id");
    expect(deleted.data ?? []).toEqual([]);
    const rate = await service.from("exchange_rates").select("rate").match({ base: "USD", target: "TWD", rate_date: "2026-01-01" }).single();
    expect(rate.data?.rate).toBe(31.5);
  });

  it("leaves subscriptions uncategorized when deleting their category", async () => {
    const category = await alice.client.from("subscription_categories").insert({ name: "Short-lived" }).select("id").single().throwOnError();
    const created = await alice.client.from("subscriptions").insert(subscription(category.data.id, { name: "Temp" })).select("id").single().throwOnError();
    await alice.client.from("subscription_categories").delete().eq("id", category.data.id).throwOnError();
    const after = await alice.client.from("subscriptions").select("category_id").eq("id", created.data.id).single();
    expect(after.data).toEqual({ category_id: null });
  });
});

describe("a soft-deleted user", () => {
  it("can delete their account, then read and write nothing, not even their own profile", async () => {
    const carol = await setUp("rls-carol");
    const deletion = await carol.client.rpc("close_my_account");
    expect(deletion.error).toBeNull();

    for (const table of [...USER_TABLES, "user_profiles"] as const) {
      const read = await carol.client.from(table).select("*");
      expect(read, table).toMatchObject({ data: [], error: null });
    }
    const inserted = await carol.client.from("subscription_categories").insert({ name: "After deletion" });
    expect(inserted.error?.code).toBe("42501");
    const renamed = await carol.client.from("subscriptions").update({ name: "Renamed" }).eq("id", carol.subscription).select("id");
    expect(renamed.data ?? []).toEqual([]);
    const removed = await carol.client.from("subscription_categories").delete().eq("id", carol.category).select("id");
    expect(removed.data ?? []).toEqual([]);
    const restored = await carol.client.from("user_profiles").update({ deleted_at: null }).eq("id", carol.user.id).select("id");
    expect(restored.data ?? []).toEqual([]);
    const recreated = await carol.client.from("user_profiles").insert({ id: carol.user.id });
    expect(recreated.error).not.toBeNull();

    const kept = await service.from("user_profiles").select("deleted_at").eq("id", carol.user.id).single();
    expect(kept.data?.deleted_at).not.toBeNull();
    const data = await service.from("subscriptions").select("name, category_id").eq("user_id", carol.user.id);
    expect(data.data).toEqual([{ name: "Netflix", category_id: carol.category }]);
  });
});

describe("a visitor", () => {
  it.each([...USER_TABLES, "user_profiles", "exchange_rates"] as const)("reads nothing from %s", async (table) => {
    const { data, error } = await visitor.from(table).select("*");
    expect(error !== null || (data ?? []).length === 0).toBe(true);
  });

  it("writes nothing", async () => {
    const inserted = await visitor.from("subscriptions").insert(subscription(null, { user_id: alice.user.id }));
    expect(inserted.error).not.toBeNull();
    expect(inserted.status).toBe(401);
    const category = await visitor.from("subscription_categories").insert({ name: "Anon", user_id: alice.user.id });
    expect(category.error).not.toBeNull();
    const rate = await visitor.from("exchange_rates").insert({ base: "USD", target: "EUR", rate: 1, rate_date: "2026-01-01", source: "anon" });
    expect(rate.error).not.toBeNull();
    await visitor.from("subscriptions").update({ name: "Anon" }).eq("id", alice.subscription);
    await visitor.from("subscriptions").delete().eq("id", alice.subscription);
    await visitor.from("user_profiles").update({ deleted_at: new Date().toISOString() }).eq("id", alice.user.id);
    const untouched = await service.from("subscriptions").select("name").eq("id", alice.subscription).single();
    expect(untouched.data?.name).toBe("Netflix");
    const profile = await service.from("user_profiles").select("deleted_at").eq("id", alice.user.id).single();
    expect(profile.data?.deleted_at).toBeNull();
  });
});

describe("the service role", () => {
  it.each(USER_TABLES)("sees every user's rows of %s", async (table) => {
    const { data, error } = await service.from(table).select("user_id").in("user_id", [alice.user.id, bob.user.id]);
    expect(error).toBeNull();
    expect(new Set(data?.map((row) => row.user_id))).toEqual(new Set([alice.user.id, bob.user.id]));
  });
});
