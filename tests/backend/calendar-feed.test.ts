// Calendar feeds: the token table under row-level security (two users and a visitor), and
// calendar_feed(), which a visitor calls with nothing but the token. A wrong, revoked or closed
// account's token returns nothing; a good one returns its owner's rows and no one else's.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { parseFeedData } from "@/lib/ical-feed/feed-data";
import type { Database, TablesInsert } from "@/lib/supabase/database.types";
import { randomUrlToken as createFeedToken, sha256Hex as hashFeedToken } from "@/lib/url-token";
import { anonClient, createTestUser, serviceClient, type TestUser } from "./support";

type Client = SupabaseClient<Database>;
type Owner = { user: TestUser; client: Client; subscription: number; token: string };

const typed = (client: SupabaseClient): Client => client as unknown as Client;

const subscription = (name: string): TablesInsert<"subscriptions"> => ({
  name,
  brand: name,
  price: 390,
  currency: "TWD",
  start_date: "2026-01-31",
  end_date: "2026-02-28",
  cycle: "custom:months:1",
  auto_renew: true,
});

/** What the settings page does: a random token, its hash saved over any earlier one. */
async function createFeed(client: Client): Promise<string> {
  const token = createFeedToken();
  await client
    .from("calendar_feeds")
    .upsert({ token_hash: await hashFeedToken(token) }, { onConflict: "user_id" })
    .throwOnError();
  return token;
}

async function setUp(prefix: string, name: string): Promise<Owner> {
  const user = await createTestUser(prefix);
  const client = typed(user.client);
  const created = await client.from("subscriptions").insert(subscription(name)).select("id").single().throwOnError();
  await client
    .from("subscription_price_changes")
    .insert({ subscription_id: created.data.id, old_price: 390, new_price: 420, effective_date: "2026-06-01" })
    .throwOnError();
  return { user, client, subscription: created.data.id, token: await createFeed(client) };
}

async function feedFor(token: string) {
  const { data, error } = await visitor.rpc("calendar_feed", { token });
  expect(error).toBeNull();
  return parseFeedData(data);
}

let alice: Owner;
let bob: Owner;
let visitor: Client;
let service: Client;

beforeAll(async () => {
  [alice, bob] = await Promise.all([setUp("feed-alice", "Alice's Netflix"), setUp("feed-bob", "Bob's Spotify")]);
  visitor = typed(anonClient());
  service = typed(serviceClient());
});

describe("calendar_feed()", () => {
  it("gives a visitor with the token its owner's subscriptions, price changes and reminder settings only", async () => {
    await alice.client.from("reminder_settings").update({ locale: "zh-TW", lead_days: [7, 1], send_hour: 8 }).eq("user_id", alice.user.id).throwOnError();
    const feed = await feedFor(alice.token);
    expect(feed).toMatchObject({ locale: "zh-TW", leadDays: [7, 1], sendHour: 8 });
    expect(feed?.subscriptions.map((s) => s.name)).toEqual(["Alice's Netflix"]);
    expect(feed?.priceChanges.map((c) => [c.subscriptionId, c.newPrice])).toEqual([[alice.subscription, 420]]);
    expect(JSON.stringify(feed)).not.toContain("Bob");

    const bobs = await feedFor(bob.token);
    expect(bobs?.subscriptions.map((s) => s.name)).toEqual(["Bob's Spotify"]);
    expect(bobs?.locale).toBe("en");
  });

  it("includes a subscription's own reminder choices", async () => {
    await alice.client
      .from("subscription_reminders")
      .insert({ subscription_id: alice.subscription, remind_to_cancel: true, lead_days: [2] })
      .throwOnError();
    const feed = await feedFor(alice.token);
    expect(feed?.reminders).toEqual([{ subscriptionId: alice.subscription, enabled: true, leadDays: [2], remindToCancel: true }]);
  });

  it("returns the owner's payments of the past three months, without their notes, and no one else's", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const record = (owner: Owner, dueOn: string, note: string | null = null) =>
      owner.client
        .from("subscription_payments")
        .insert({ subscription_id: owner.subscription, due_on: dueOn, paid_on: dueOn, state: "paid", amount: 420, currency: "TWD", note })
        .throwOnError();
    await record(alice, day(-10), "card ending 4242");
    await record(alice, day(-200));
    await record(alice, day(40));
    await record(bob, day(-10));

    const feed = await feedFor(alice.token);
    expect(feed?.payments.map((p) => [p.subscriptionId, p.dueOn, p.state, p.amount, p.currency])).toEqual([
      [alice.subscription, day(-10), "paid", 420, "TWD"],
    ]);
    expect(JSON.stringify(feed)).not.toContain("4242");
    expect((await feedFor(bob.token))?.payments.map((p) => p.subscriptionId)).toEqual([bob.subscription]);
  });

  it("returns nothing for a wrong, malformed or empty token, or a token's hash", async () => {
    expect(await feedFor(createFeedToken())).toBeNull();
    expect(await feedFor(alice.token.slice(0, -1))).toBeNull();
    expect(await feedFor("")).toBeNull();
    expect(await feedFor(await hashFeedToken(alice.token))).toBeNull();
    expect(await feedFor("x".repeat(10_000))).toBeNull();
  });

  it("stops answering for the old token the moment a new one is made, and for any after it is turned off", async () => {
    const carol = await setUp("feed-carol", "Carol's Disney+");
    const replacement = await createFeed(carol.client);
    expect(await feedFor(carol.token)).toBeNull();
    expect((await feedFor(replacement))?.subscriptions.map((s) => s.name)).toEqual(["Carol's Disney+"]);

    await carol.client.from("calendar_feeds").delete().eq("user_id", carol.user.id).throwOnError();
    expect(await feedFor(replacement)).toBeNull();
  });

  it("returns nothing once the account is closed", async () => {
    const dave = await setUp("feed-dave", "Dave's Hulu");
    expect(await feedFor(dave.token)).not.toBeNull();
    await service.from("user_profiles").update({ deleted_at: new Date().toISOString() }).eq("id", dave.user.id).throwOnError();
    expect(await feedFor(dave.token)).toBeNull();
  });
});

describe("calendar_feeds row-level security", () => {
  it("lets each user read only their own link", async () => {
    const { data, error } = await alice.client.from("calendar_feeds").select("user_id, token_hash");
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: alice.user.id, token_hash: await hashFeedToken(alice.token) }]);
    const other = await alice.client.from("calendar_feeds").select("user_id").eq("user_id", bob.user.id);
    expect(other).toMatchObject({ data: [], error: null });
  });

  it("keeps another user's link out of reach: no replacing, deleting or creating it", async () => {
    const bobHash = await hashFeedToken(bob.token);
    const replaced = await alice.client
      .from("calendar_feeds")
      .update({ token_hash: await hashFeedToken("planted-by-alice") })
      .eq("user_id", bob.user.id)
      .select("user_id");
    expect(replaced).toMatchObject({ data: [], error: null });
    const deleted = await alice.client.from("calendar_feeds").delete().eq("user_id", bob.user.id).select("user_id");
    expect(deleted).toMatchObject({ data: [], error: null });
    const planted = await alice.client
      .from("calendar_feeds")
      .insert({ user_id: bob.user.id, token_hash: await hashFeedToken("another") });
    expect(planted.error?.code).toBe("42501");
    const handedOver = await alice.client.from("calendar_feeds").update({ user_id: bob.user.id }).eq("user_id", alice.user.id);
    expect(handedOver.error).not.toBeNull();

    const kept = await service.from("calendar_feeds").select("token_hash").eq("user_id", bob.user.id).single();
    expect(kept.data?.token_hash).toBe(bobHash);
    expect(await feedFor(bob.token)).not.toBeNull();
  });

  it("gives a visitor no access to the table at all", async () => {
    const read = await visitor.from("calendar_feeds").select("user_id");
    expect(read.error?.code).toBe("42501");
    const written = await visitor.from("calendar_feeds").insert({ user_id: alice.user.id, token_hash: await hashFeedToken("visitor") });
    expect(written.error?.code).toBe("42501");
    const removed = await visitor.from("calendar_feeds").delete().eq("user_id", alice.user.id);
    expect(removed.error?.code).toBe("42501");
    expect(await feedFor(alice.token)).not.toBeNull();
  });

  it("stores hashes only: anything else is refused", async () => {
    const { error } = await alice.client.from("calendar_feeds").update({ token_hash: alice.token }).eq("user_id", alice.user.id);
    expect(error?.code).toBe("23514");
  });
});
