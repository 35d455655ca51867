// Closing and erasing an account, and the profile's email. Through supabase-js against the shared
// server: what a user's own token may write to their profile, close_my_account() as the app calls
// it (then neither the token it had nor a new one reads or changes anything), and the purge at a
// chosen instant, which leaves no row of the account in any table.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database as Schema } from "@/lib/supabase/database.types";
import { totpAt } from "@/supabase/local/auth/totp";
import { SECRET_KEY } from "@/supabase/local/keys";
import { anonClient, createTestUser, serviceClient, supabaseUrl, type TestUser } from "./support";
import { subscriptionRow } from "./subscription-row";

type Client = SupabaseClient<Schema>;
type Ids = { category: number; subscription: number; priceChange: number };

const typed = (client: SupabaseClient): Client => client as unknown as Client;
const USER_TABLES = ["user_profiles", "subscription_categories", "subscriptions", "subscription_price_changes"] as const;

let user: TestUser;
let bystander: TestUser;
let ids: Ids;
let oldToken: Client;
let newToken: Client;
let service: Client;
let closedAt: string;

async function seed(client: Client): Promise<Ids> {
  const category = await client.from("subscription_categories").insert({ name: "Video", color: "#3498DB" }).select("id").single().throwOnError();
  const subscription = await client
    .from("subscriptions")
    .insert(subscriptionRow({ auto_renew: true, category_id: category.data.id }))
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

/** The rows of `userId` in every table the REST API serves that has a user_id column (id for profiles). */
async function rowsByTable(userId: string): Promise<Record<string, number>> {
  const root = await fetch(`${supabaseUrl()}/rest/v1/`, { headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` } });
  const tables = Object.keys(((await root.json()) as { paths: Record<string, unknown> }).paths).map((path) => path.slice(1));
  expect(tables.length).toBeGreaterThan(10);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const column = table === "user_profiles" ? "id" : "user_id";
    const { count, error } = await service
      .from(table as "subscriptions")
      .select("*", { count: "exact", head: true })
      .eq(column as "user_id", userId);
    if (!error) counts[table] = count ?? 0;
  }
  return counts;
}

/** Rows of the tables a closed account must not leave behind, beyond its subscriptions. */
async function seedEverywhere(userId: string): Promise<void> {
  await service
    .from("push_subscriptions")
    .insert({ user_id: userId, endpoint: `https://fcm.googleapis.com/fcm/send/purge-${userId}`, p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) })
    .throwOnError();
  await service.from("calendar_feeds").insert({ user_id: userId, token_hash: "ab".repeat(32) }).throwOnError();
  await service.from("reminder_digests").insert({ user_id: userId, local_date: "2027-01-15", status: "sent" }).throwOnError();
  await service.from("import_batches").insert({ user_id: userId, source: "csv" }).throwOnError();
}

async function profileOf(id: string) {
  return (await service.from("user_profiles").select("email, nickname, deleted_at").eq("id", id).single().throwOnError()).data;
}

beforeAll(async () => {
  service = typed(serviceClient());
  [user, bystander] = await Promise.all([createTestUser("deleted-account"), createTestUser("bystander")]);
  oldToken = typed(user.client);
  ids = await seed(oldToken);
  await seedEverywhere(user.id);
});

describe("the profile's email", () => {
  it("is the sign-in email, and a user's own token cannot write it, deleted_at or id", async () => {
    expect(await profileOf(user.id)).toMatchObject({ email: user.email });
    for (const change of [
      { email: "victim@example.org" },
      { email: "victim1@example.org,victim2@example.org" },
      { deleted_at: "2000-01-01T00:00:00Z" },
      { id: bystander.id },
      { nickname: "Ann", email: "victim@example.org" },
    ]) {
      const refused = await oldToken.from("user_profiles").update(change).eq("id", user.id).select("id");
      expect(refused.error?.code, JSON.stringify(change)).toBe("42501");
    }
    const insert = await oldToken.from("user_profiles").upsert({ id: user.id, email: "victim@example.org" });
    expect(insert.error?.code).toBe("42501");
    expect(await profileOf(user.id)).toEqual({ email: user.email, nickname: null, deleted_at: null });

    const allowed = await oldToken.from("user_profiles").update({ nickname: "Ann", default_currency: "USD" }).eq("id", user.id).select("nickname");
    expect(allowed).toMatchObject({ data: [{ nickname: "Ann" }], error: null });
  });

  it("holds one address, whoever writes it, and follows the sign-in email", async () => {
    for (const email of ["a@example.org,b@example.org", "someone-else@example.org", null]) {
      await service.from("user_profiles").update({ email }).eq("id", bystander.id).throwOnError();
      expect(await profileOf(bystander.id)).toMatchObject({ email: bystander.email });
    }
    const list = await service.auth.admin.updateUserById(bystander.id, { email: "a@example.org,b@example.org" });
    expect(list.error).not.toBeNull();

    const moved = `moved-${Date.now()}@example.com`;
    const { error } = await service.auth.admin.updateUserById(bystander.id, { email: moved, email_confirm: true });
    expect(error).toBeNull();
    expect(await profileOf(bystander.id)).toMatchObject({ email: moved });
  });
});

describe("close_my_account", () => {
  it("is refused to visitors", async () => {
    const visitor = await typed(anonClient()).rpc("close_my_account");
    expect(visitor.error).not.toBeNull();
  });

  it("asks a two-factor user for the second step first, as every table does", async () => {
    const guarded = await createTestUser("close-2fa");
    const enrolled = (await guarded.client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const now = () => Math.floor(Date.now() / 1000);
    const verified = await guarded.client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totpAt(enrolled.totp.secret, now()) });
    expect(verified.error).toBeNull();
    const passwordOnly = typed(anonClient());
    await passwordOnly.auth.signInWithPassword({ email: guarded.email, password: guarded.password });

    const refused = await passwordOnly.rpc("close_my_account");
    expect(refused.error?.code).toBe("42501");
    expect((await profileOf(guarded.id)).deleted_at).toBeNull();

    const proof = await passwordOnly.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totpAt(enrolled.totp.secret, now() - 30) });
    expect(proof.error).toBeNull();
    expect((await passwordOnly.rpc("close_my_account")).error).toBeNull();
    expect((await profileOf(guarded.id)).deleted_at).not.toBeNull();
    await service.auth.admin.deleteUser(guarded.id);
  });

  it("closes the caller's account only, and a second call keeps the first date", async () => {
    const closed = await oldToken.rpc("close_my_account");
    expect(closed.error).toBeNull();
    closedAt = closed.data!;
    expect((await profileOf(user.id)).deleted_at).not.toBeNull();
    expect(new Date((await profileOf(user.id)).deleted_at!).getTime()).toBe(new Date(closedAt).getTime());
    expect((await profileOf(bystander.id)).deleted_at).toBeNull();

    // The closed account still signs in (pages then show it the notice); its new token is as powerless.
    const again = typed(anonClient());
    expect((await again.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    newToken = again;
    await again.rpc("close_my_account");
    expect(new Date((await profileOf(user.id)).deleted_at!).getTime()).toBe(new Date(closedAt).getTime());
  });
});

describe.each([
  ["the token it had", () => oldToken],
  ["a token from signing in again", () => newToken],
])("a closed account, with %s", (_label, client) => {
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
  });

  it("changes and deletes nothing, not even its own deletion mark", async () => {
    const writes = [
      await client().from("user_profiles").update({ nickname: "Back" }).eq("id", user.id).select("id"),
      await client().from("user_profiles").update({ deleted_at: null }).eq("id", user.id).select("id"),
      await client().from("subscription_categories").update({ name: "Renamed" }).eq("id", ids.category).select("id"),
      await client().from("subscriptions").update({ name: "Renamed" }).eq("id", ids.subscription).select("id"),
      await client().from("subscription_price_changes").delete().eq("id", ids.priceChange).select("id"),
      await client().from("subscriptions").delete().eq("id", ids.subscription).select("id"),
      await client().from("subscription_categories").delete().eq("id", ids.category).select("id"),
      await client().from("user_profiles").delete().eq("id", user.id).select("id"),
    ];
    for (const result of writes) expect(result.data ?? []).toEqual([]);
    expect(await profileOf(user.id)).toMatchObject({ nickname: "Ann" });
  });
});

describe("purge_closed_accounts", () => {
  it("is for the service role only", async () => {
    for (const client of [oldToken, typed(bystander.client), typed(anonClient())]) {
      const refused = await client.rpc("purge_closed_accounts", { p_now: "2999-01-01T00:00:00Z" });
      expect(refused.error).not.toBeNull();
    }
    expect(await profileOf(user.id)).toMatchObject({ email: user.email });
  });

  it("keeps a closed account for 30 days, for support to restore, then erases it", async () => {
    const day = 24 * 60 * 60 * 1000;
    const closed = new Date(closedAt).getTime();
    const early = await service.rpc("purge_closed_accounts", { p_now: new Date(closed + 30 * day - 60_000).toISOString() });
    expect(early.error).toBeNull();
    const kept = await service.from("subscriptions").select("name").eq("user_id", user.id).throwOnError();
    expect(kept.data).toEqual([{ name: "Netflix" }]);

    const before = await rowsByTable(user.id);
    for (const table of [...USER_TABLES, "reminder_settings", "push_subscriptions", "calendar_feeds", "reminder_digests", "import_batches"]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const bystanderBefore = await rowsByTable(bystander.id);

    const purged = await service.rpc("purge_closed_accounts", { p_now: new Date(closed + 30 * day).toISOString() });
    expect(purged.error).toBeNull();
    expect(purged.data).toBeGreaterThanOrEqual(1);
    const after = await rowsByTable(user.id);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await rowsByTable(bystander.id)).toEqual(bystanderBefore);
    expect((await service.auth.admin.getUserById(user.id)).data.user).toBeNull();
    const signIn = await typed(anonClient()).auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error?.code).toBe("invalid_credentials");
    expect(await profileOf(bystander.id)).toMatchObject({ deleted_at: null });
  });
});

describe("the nightly purge job", () => {
  it("runs purge_closed_accounts() at 03:41 GMT", async () => {
    const response = await fetch(`${supabaseUrl()}/local/cron/jobs`, { headers: { apikey: SECRET_KEY } });
    const { jobs } = (await response.json()) as { jobs: { jobname: string; schedule: string; command: string }[] };
    expect(jobs.find((job) => job.jobname === "purge-closed-accounts")).toMatchObject({
      schedule: "41 3 * * *",
      command: expect.stringContaining("public.purge_closed_accounts()"),
    });
  });
});
