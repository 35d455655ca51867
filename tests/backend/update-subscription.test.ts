// public.update_subscription: editing a subscription, recording a price change and saving its
// reminder choices in one write, through supabase-js's rpc() as the app calls it, under each caller's row-level security.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/supabase/database.types";
import { anonClient, createTestUser, type TestUser } from "./support";
import { subscriptionRow } from "./subscription-row";

type Client = SupabaseClient<Database>;
type Args = Database["public"]["Functions"]["update_subscription"]["Args"];

const typed = (client: SupabaseClient): Client => client as unknown as Client;

const fields = subscriptionRow({ icon_url: null, auto_renew: true, category_id: null });

let owner: TestUser;
let client: Client;
let subscriptionId: number;

async function changes(subscription: number) {
  const { data } = await client
    .from("subscription_price_changes")
    .select("old_price, new_price, effective_date")
    .eq("subscription_id", subscription)
    .order("id")
    .throwOnError();
  return data;
}

beforeEach(async () => {
  owner = await createTestUser("update-fn");
  client = typed(owner.client);
  const created = await client.from("subscriptions").insert(fields).select("id").single().throwOnError();
  subscriptionId = created.data.id;
});

describe("update_subscription", () => {
  it("edits the row and returns it", async () => {
    const args: Args = { ...fields, subscription_id: subscriptionId, name: "Netflix Premium", price: 450 };
    const { data, error } = await client.rpc("update_subscription", args).maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: subscriptionId, name: "Netflix Premium", price: 450, user_id: owner.id });
    expect(await changes(subscriptionId)).toEqual([]);
  });

  it("records the price in force the day before the change as its old price", async () => {
    await client
      .from("subscription_price_changes")
      .insert([
        { subscription_id: subscriptionId, old_price: 390, new_price: 420, effective_date: "2026-03-01" },
        { subscription_id: subscriptionId, old_price: 420, new_price: 500, effective_date: "2026-09-01" },
      ])
      .throwOnError();
    await client
      .rpc("update_subscription", { ...fields, subscription_id: subscriptionId, new_price: 450, effective_date: "2026-06-01" })
      .throwOnError();
    expect((await changes(subscriptionId)).at(-1)).toEqual({ old_price: 420, new_price: 450, effective_date: "2026-06-01" });

    // Before any recorded change, the old price is the subscription's own (as just edited).
    await client
      .rpc("update_subscription", { ...fields, price: 400, subscription_id: subscriptionId, new_price: 410, effective_date: "2026-02-01" })
      .throwOnError();
    expect((await changes(subscriptionId)).at(-1)).toEqual({ old_price: 400, new_price: 410, effective_date: "2026-02-01" });
  });

  it("saves nothing when recording the price change fails", async () => {
    const { error } = await client.rpc("update_subscription", {
      ...fields,
      subscription_id: subscriptionId,
      name: "Renamed",
      new_price: -1,
      effective_date: "2026-06-01",
    });
    expect(error?.code).toBe("23514");
    const { data } = await client.from("subscriptions").select("name").eq("id", subscriptionId).single().throwOnError();
    expect(data.name).toBe("Netflix");
    expect(await changes(subscriptionId)).toEqual([]);
  });

  it("saves the reminder choices with the edit, and keeps them when an edit carries none", async () => {
    const reminders = () =>
      client.from("subscription_reminders").select("enabled, lead_days, remind_to_cancel").eq("subscription_id", subscriptionId).throwOnError();
    await client
      .rpc("update_subscription", { ...fields, subscription_id: subscriptionId, reminders_enabled: true, reminder_lead_days: [7, 1], remind_to_cancel: true })
      .throwOnError();
    expect((await reminders()).data).toEqual([{ enabled: true, lead_days: [7, 1], remind_to_cancel: true }]);
    await client.rpc("update_subscription", { ...fields, subscription_id: subscriptionId, reminders_enabled: false }).throwOnError();
    expect((await reminders()).data).toEqual([{ enabled: false, lead_days: null, remind_to_cancel: false }]);
    await client.rpc("update_subscription", { ...fields, subscription_id: subscriptionId, name: "Renamed" }).throwOnError();
    expect((await reminders()).data).toEqual([{ enabled: false, lead_days: null, remind_to_cancel: false }]);
  });

  it("saves neither the edit nor the reminder choices when the choices are refused", async () => {
    const { error } = await client.rpc("update_subscription", {
      ...fields,
      subscription_id: subscriptionId,
      name: "Renamed",
      reminders_enabled: true,
      reminder_lead_days: [400],
    });
    expect(error?.code).toBe("23514");
    const { data } = await client.from("subscriptions").select("name").eq("id", subscriptionId).single().throwOnError();
    expect(data.name).toBe("Netflix");
    expect((await client.from("subscription_reminders").select("enabled").eq("subscription_id", subscriptionId)).data).toEqual([]);
  });

  it("touches nothing of another user's, and a visitor may not call it", async () => {
    const other = typed((await createTestUser("update-fn-other")).client);
    const { data, error } = await other
      .rpc("update_subscription", { ...fields, subscription_id: subscriptionId, name: "Hijacked", new_price: 1, effective_date: "2026-06-01" })
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();

    const visitor = typed(anonClient());
    const denied = await visitor.rpc("update_subscription", { ...fields, subscription_id: subscriptionId, name: "Hijacked" });
    expect(denied.error?.code).toBe("42501");

    const { data: row } = await client.from("subscriptions").select("name").eq("id", subscriptionId).single().throwOnError();
    expect(row.name).toBe("Netflix");
    expect(await changes(subscriptionId)).toEqual([]);
  });
});
