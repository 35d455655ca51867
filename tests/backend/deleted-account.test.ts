// A soft-deleted account through supabase-js, the way the app deletes it (deleted_at and updated_at on
// the user's own profile). Its tokens, the one it had and a new one from signing in again, must read
// nothing of the account and change nothing anywhere, while the data stays for support to restore.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/supabase/database.types";
import { anonClient, createTestUser, serviceClient, type TestUser } from "./support";

type Client = SupabaseClient<Database>;
type Ids = { category: number; subscription: number; priceChange: number };

const typed = (client: SupabaseClient): Client => client as unknown as Client;
const USER_TABLES = ["user_profiles", "subscription_categories", "subscriptions", "subscription_price_changes"] as const;

let user: TestUser;
let ids: Ids;
let oldToken: Client;
let newToken: Client;
let service: Client;

async function seed(client: Client): Promise<Ids> {
  const category = await client.from("subscription_categories").insert({ name: "Video", color: "#3498DB" }).select("id").single().throwOnError();
  const subscription = await client
    .from("subscriptions")
    .insert({
      name: "Netflix",
      brand: "Netflix",
      price: 390,
      currency: "TWD",
      start_date: "2026-01-01",
      end_date: "2026-01-31",
      cycle: "30days",
      auto_renew: true,
      category_id: category.data.id,
    })
    .select("id")
    .single()
    .throwOnError();
  const change = await client
    .from("subscription_price_changes")
    .insert({ subscription_id: subscription.data.id, old_price: 390, new_price: 420, effective_date: "2026-02-01" })
    .select("id")
    .single()
    .throwOnError();
  return { category: category.data.id, subscription: subscription.data.id, priceChange: change.data.id };
}

beforeAll(async () => {
  service = typed(serviceClient());
  user = await createTestUser("deleted-account");
  oldToken = typed(user.client);
  ids = await seed(oldToken);

  const now = new Date().toISOString();
  const deletion = await oldToken.from("user_profiles").update({ deleted_at: now, updated_at: now }).eq("id", user.id);
  expect(deletion.error).toBeNull();

  // Deletion is soft: the auth account still signs in, and everything else must refuse it.
  const again = typed(anonClient());
  const signIn = await again.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(signIn.error).toBeNull();
  newToken = again;
});

describe.each([
  ["the token it had", () => oldToken],
  ["a token from signing in again", () => newToken],
])("a deleted account, with %s", (_label, client) => {
  it.each(USER_TABLES)("reads nothing from %s", async (table) => {
    const all = await client().from(table).select("*");
    expect(all).toMatchObject({ data: [], error: null });
  });

  it("creates nothing", async () => {
    const category = await client().from("subscription_categories").insert({ name: "After deletion" });
    expect(category.error?.code).toBe("42501");
    const subscription = await client().from("subscriptions").insert({
      name: "Later",
      brand: "Later",
      price: 1,
      currency: "USD",
      start_date: "2026-01-01",
      end_date: "2026-02-01",
      cycle: "30days",
      auto_renew: false,
    });
    expect(subscription.error?.code).toBe("42501");
    const change = await client()
      .from("subscription_price_changes")
      .insert({ subscription_id: ids.subscription, old_price: 420, new_price: 1, effective_date: "2026-03-01" });
    expect(change.error).not.toBeNull();
    const profile = await client().from("user_profiles").insert({ id: user.id });
    expect(profile.error).not.toBeNull();
    const rate = await client().from("exchange_rates").insert({ base: "USD", target: "EUR", rate: 1, rate_date: "2026-01-02", source: "me" });
    expect(rate.error).not.toBeNull();
  });

  it("changes and deletes nothing, not even its own deletion mark", async () => {
    const writes = [
      await client().from("user_profiles").update({ deleted_at: null, nickname: "Back" }).eq("id", user.id).select("id"),
      await client().from("subscription_categories").update({ name: "Renamed" }).eq("id", ids.category).select("id"),
      await client().from("subscriptions").update({ name: "Renamed" }).eq("id", ids.subscription).select("id"),
      await client().from("subscription_price_changes").update({ new_price: 1 }).eq("id", ids.priceChange).select("id"),
      await client().from("subscription_price_changes").delete().eq("id", ids.priceChange).select("id"),
      await client().from("subscriptions").delete().eq("id", ids.subscription).select("id"),
      await client().from("subscription_categories").delete().eq("id", ids.category).select("id"),
      await client().from("user_profiles").delete().eq("id", user.id).select("id"),
    ];
    for (const result of writes) expect(result.data ?? []).toEqual([]);
  });
});

describe("the deleted account's data", () => {
  it("stays in the database, unchanged, for support to restore", async () => {
    const profile = await service.from("user_profiles").select("deleted_at, nickname").eq("id", user.id).single().throwOnError();
    expect(profile.data.deleted_at).not.toBeNull();
    expect(profile.data.nickname).toBeNull();
    const category = await service.from("subscription_categories").select("name").eq("id", ids.category).single().throwOnError();
    expect(category.data.name).toBe("Video");
    const subscriptions = await service.from("subscriptions").select("id, name, category_id").eq("user_id", user.id).throwOnError();
    expect(subscriptions.data).toEqual([{ id: ids.subscription, name: "Netflix", category_id: ids.category }]);
    const change = await service.from("subscription_price_changes").select("new_price").eq("id", ids.priceChange).single().throwOnError();
    expect(change.data.new_price).toBe(420);
  });
});
